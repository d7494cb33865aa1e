import type { Traversal } from './path-coverage';

export const THEME_EVENTS = {
  toggle: { type: 'theme.toggle' },
  systemDark: { type: 'theme.systemChanged', theme: 'dark' },
  systemLight: { type: 'theme.systemChanged', theme: 'light' },
} as const;

export const THEME_TRAVERSALS: readonly Traversal[] = [
  // First visit on a dark system: the system preference is followed.
  { events: Object.values(THEME_EVENTS), input: { systemTheme: 'dark', savedTheme: null } },
  // The user chose light on an earlier visit.
  { events: Object.values(THEME_EVENTS), input: { systemTheme: 'dark', savedTheme: 'light' } },
];
