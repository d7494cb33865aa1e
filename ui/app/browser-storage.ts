import type { AppInput } from '../../machines/app.machine';
import type { SessionContext } from '../../machines/session.machine';
import type { ThemeName } from '../../machines/theme.machine';
import { STORAGE_KEYS } from '../../policies/constants';
import { normaliseFeatures } from '../../policies/license';
import { parseSavedSession, type SavedSession } from '../../policies/saved-session';
import { normaliseTenantId } from '../../policies/tenant';

/** The part of the Web Storage API the console uses; tests pass an in-memory one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function readJson(store: KeyValueStore, key: string): unknown {
  const text = store.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function readTheme(store: KeyValueStore): ThemeName | null {
  const theme = store.getItem(STORAGE_KEYS.theme);
  return theme === 'light' || theme === 'dark' ? theme : null;
}

/** Everything the app reads once at start (SPEC.md section 9's keys). */
export function readAppInput(
  store: KeyValueStore,
  where: { pathname: string; search: string },
  systemTheme: ThemeName,
  nowMs: number,
): AppInput {
  return {
    nowMs,
    pathname: where.pathname,
    search: where.search,
    systemTheme,
    savedTheme: readTheme(store),
    savedCollapsed: store.getItem(STORAGE_KEYS.sidebarCollapsed) === 'true',
    savedRole: store.getItem(STORAGE_KEYS.activeRole),
    savedBranchId: store.getItem(STORAGE_KEYS.activeBranchId),
    savedFeatures: normaliseFeatures(readJson(store, STORAGE_KEYS.features)),
  };
}

export function readSavedSession(store: KeyValueStore): SavedSession | null {
  return parseSavedSession(readJson(store, STORAGE_KEYS.auth), {
    token: store.getItem(STORAGE_KEYS.token),
    tenantId: store.getItem(STORAGE_KEYS.tenant),
  });
}

/**
 * Writes the session, or clears it when signed out. `tenant` is the tenant store, cleared with the
 * session (SPEC.md section 4); `tenantId` is the last tenant used to sign in, kept after sign-out
 * so the sign-in form remembers it (docs/decisions/013-tenant-keys.md).
 */
export function writeSession(store: KeyValueStore, session: SessionContext): void {
  if (session.token === null || session.user === null) {
    for (const key of [STORAGE_KEYS.auth, STORAGE_KEYS.token, STORAGE_KEYS.tenant]) {
      store.removeItem(key);
    }
    return;
  }
  const { token, tenantId, user } = session;
  store.setItem(STORAGE_KEYS.auth, JSON.stringify({ token, tenantId, user, ready: true }));
  store.setItem(STORAGE_KEYS.token, token);
  if (tenantId === null) {
    store.removeItem(STORAGE_KEYS.tenant);
    return;
  }
  store.setItem(STORAGE_KEYS.tenant, tenantId);
  store.setItem(STORAGE_KEYS.tenantId, tenantId);
}

/** The tenant the sign-in form starts with: the last one signed in to. */
export function lastTenantId(store: KeyValueStore): string | null {
  return normaliseTenantId(store.getItem(STORAGE_KEYS.tenantId));
}

export function writeOrRemove(store: KeyValueStore, key: string, value: string | null): void {
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}
