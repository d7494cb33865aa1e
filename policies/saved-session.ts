import { tokenExpired } from './constants';
import { isRecord, textOrNull } from './raw-value';
import { normaliseTenantId } from './tenant';
import { normaliseUser, type SessionUser } from './user';

/** The session as the browser keeps it under the `auth` key (SPEC.md section 3). */
export interface SavedSession {
  readonly token: string;
  readonly tenantId: string | null;
  readonly user: SessionUser;
}

/**
 * Reads what was saved under `auth` (parsed JSON), with the separately saved `token` and tenant
 * as fallbacks for a copy written by an older build. Anything unusable reads as no session: a
 * token without a user cannot show a menu, so it is not restored.
 */
export function parseSavedSession(
  auth: unknown,
  fallback: { token?: unknown; tenantId?: unknown } = {},
): SavedSession | null {
  const body = isRecord(auth) ? auth : {};
  const token = textOrNull(body.token) ?? textOrNull(fallback.token);
  const user = normaliseUser(body.user);
  if (token === null || user === null) return null;
  const tenantId = normaliseTenantId(body.tenantId) ?? normaliseTenantId(fallback.tenantId);
  return { token, tenantId: tenantId ?? user.tenantId, user };
}

/**
 * The `exp` claim of a JWT in seconds, or null when the token is not a readable JWT. The
 * signature is not checked: the server does that on every call; the browser only needs to know
 * whether a saved token is worth restoring.
 */
export function tokenExpirySeconds(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return isRecord(claims) && typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** Whether a saved token's exp claim (seconds) is past at nowMs. */
export function savedTokenExpired(token: string, nowMs: number): boolean {
  return tokenExpired(tokenExpirySeconds(token), nowMs);
}
