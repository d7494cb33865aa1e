import type { NavigationAccess } from '../../machines/navigation.machine';
import type { Traversal } from './path-coverage';
import { NEW_STAFF, TELLER, VALID_TOKEN } from './session.model';

const at = (pathname: string, search = '') =>
  ({ type: 'navigation.locationChanged', pathname, search }) as const;

const access = (value: NavigationAccess) =>
  ({ type: 'navigation.accessChanged', access: value }) as const;

/** A tenant licensed for accounts and loans only, so NIP pages are restricted. */
const FEATURES = ['ACCOUNTS', 'LOANS'];

export const ACCESS = {
  notReady: { ready: false, token: null, user: null },
  signedOut: { ready: true, token: null, user: null },
  teller: { ready: true, token: VALID_TOKEN, user: TELLER, licenseFeatures: FEATURES },
  mustChangePassword: {
    ready: true,
    token: VALID_TOKEN,
    user: NEW_STAFF,
    licenseFeatures: FEATURES,
  },
} satisfies Record<string, NavigationAccess>;

export const NAVIGATION_EVENTS = {
  toCustomerSearch: at('/customers', '?q=ade'),
  toLogin: at('/login'),
  toChangePassword: at('/account/change-password'),
  toUnknown: at('/no-such-page'),
  // NIP reconciliation: a feature, a permission and roles the teller lacks.
  toNipRecon: at('/nip/recon'),
  toAdminIndex: at('/admin'),
  toDashboard: at('/'),
  notReady: access(ACCESS.notReady),
  signedOut: access(ACCESS.signedOut),
  tellerSignedIn: access(ACCESS.teller),
  mustChangePasswordSignedIn: access(ACCESS.mustChangePassword),
} as const;

export const NAVIGATION_TRAVERSALS: readonly Traversal[] = [
  // A link to a customer search opened in a fresh tab.
  { events: Object.values(NAVIGATION_EVENTS), input: { pathname: '/customers', search: '?q=ade' } },
];
