import type { AppInput } from '../../machines/app.machine';
import type { Traversal } from './path-coverage';
import { NEW_STAFF } from './session.model';

export const APP_INPUT: AppInput = {
  nowMs: Date.UTC(2026, 10, 21, 8, 0, 0),
  pathname: '/customers',
  search: '?q=ade',
  systemTheme: 'light',
  savedTheme: null,
  savedCollapsed: false,
  savedRole: null,
  savedBranchId: null,
  savedFeatures: ['ACCOUNTS'],
};

export const APP_EVENTS = {
  signedIn: { type: 'app.signedIn', user: NEW_STAFF },
  signedOut: { type: 'app.signedOut' },
} as const;

export const APP_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(APP_EVENTS), input: APP_INPUT },
];
