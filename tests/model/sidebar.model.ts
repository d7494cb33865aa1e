import type { Traversal } from './path-coverage';

export const SIDEBAR_EVENTS = { toggle: { type: 'sidebar.toggle' } } as const;

export const SIDEBAR_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(SIDEBAR_EVENTS), input: { savedCollapsed: false } },
  { events: Object.values(SIDEBAR_EVENTS), input: { savedCollapsed: true } },
];
