import { sessionMachine } from '../../machines/session.machine';
import type { SavedSession } from '../../policies/saved-session';
import { normaliseUser, type SessionUser } from '../../policies/user';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

/** A JWT-shaped token whose payload carries only `exp` (seconds); the signature is never read. */
export function tokenExpiringAt(expSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: expSeconds })}.signature`;
}

/** 2 January 1970: long past. */
export const EXPIRED_TOKEN = tokenExpiringAt(86_400);
/** 1 January 2100: well ahead of any test run. */
export const VALID_TOKEN = tokenExpiringAt(Date.UTC(2100, 0, 1) / 1000);

function user(raw: Record<string, unknown>): SessionUser {
  const normalised = normaliseUser(raw);
  if (normalised === null) throw new Error('normaliseUser returned no user for a fixture.');
  return normalised;
}

export const TELLER = user({
  id: 'u-1',
  username: 'adaeze',
  roles: ['teller'],
  permissions: ['CUSTOMER.VIEW'],
  branchId: 'br-ikeja',
  tenantId: 'ikeja-mfb',
});

/** A user the server flags for a password change; the flag arrives as text. */
export const NEW_STAFF = user({
  id: 'u-2',
  username: 'chidi',
  roles: ['branch_manager'],
  branchId: 'br-yaba',
  tenantId: 'yaba-mfb',
  mustChangePassword: 'true',
});

export const SAVED: SavedSession = { token: VALID_TOKEN, tenantId: 'ikeja-mfb', user: TELLER };
export const SAVED_EXPIRED: SavedSession = { ...SAVED, token: EXPIRED_TOKEN };

export const SIGNED_IN = {
  token: VALID_TOKEN,
  tenantId: 'yaba-mfb',
  expiresAt: '2100-01-01T00:00:00.000Z',
  user: NEW_STAFF,
};

export const LOGIN = {
  type: 'session.login',
  tenantId: 'yaba-mfb',
  username: 'chidi',
  password: 'Passw0rd!',
} as const;

export const BAD_CREDENTIALS = Object.assign(new Error('Invalid username or password.'), {
  status: 401,
  code: 'invalid_credentials',
});

export const SESSION_IDS = {
  restore: invokeId(sessionMachine, 'restoring'),
  login: invokeId(sessionMachine, 'signingIn'),
  logout: invokeId(sessionMachine, 'signedIn.signingOut'),
};

export const SESSION_EVENTS = {
  restoredNothing: doneEvent(SESSION_IDS.restore, null),
  restoredValid: doneEvent(SESSION_IDS.restore, SAVED),
  restoredExpired: doneEvent(SESSION_IDS.restore, SAVED_EXPIRED),
  restoreFailed: errorEvent(SESSION_IDS.restore, new Error('localStorage is disabled')),
  login: LOGIN,
  loginDone: doneEvent(SESSION_IDS.login, SIGNED_IN),
  loginFailed: errorEvent(SESSION_IDS.login, BAD_CREDENTIALS),
  logout: { type: 'session.logout' },
  logoutDone: doneEvent(SESSION_IDS.logout, undefined),
  logoutFailed: errorEvent(SESSION_IDS.logout, new Error('Network error')),
  unauthorized: { type: 'session.unauthorized' },
  passwordChanged: { type: 'session.passwordChanged' },
} as const;

export const SESSION_TRAVERSALS: readonly Traversal[] = [{ events: Object.values(SESSION_EVENTS) }];
