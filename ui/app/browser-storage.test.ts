import { describe, expect, it } from 'vitest';
import type { SessionContext } from '../../machines/session.machine';
import { normaliseUser, type SessionUser } from '../../policies/user';
import {
  type KeyValueStore,
  lastTenantId,
  readAppInput,
  readSavedSession,
  writeSession,
} from './browser-storage';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const user = normaliseUser({
  username: 'teller',
  roles: ['teller'],
  tenantId: 'demo',
}) as SessionUser;
const signedIn: SessionContext = {
  ready: true,
  token: 'a.b.c',
  tenantId: 'demo',
  user,
  error: null,
};
const signedOut: SessionContext = {
  ready: true,
  token: null,
  tenantId: null,
  user: null,
  error: null,
};

describe('what the browser keeps between visits', () => {
  it('saves the session under auth, token, tenant and tenantId, and reads it back', () => {
    const store = memoryStore();
    writeSession(store, signedIn);
    expect(JSON.parse(store.items.get('auth') ?? '')).toMatchObject({
      token: 'a.b.c',
      tenantId: 'demo',
      ready: true,
    });
    expect(store.items.get('token')).toBe('a.b.c');
    expect(store.items.get('tenant')).toBe('demo');
    expect(readSavedSession(store)).toEqual({ token: 'a.b.c', tenantId: 'demo', user });
  });

  it('clears the session and the tenant store on sign-out but remembers the last tenant', () => {
    const store = memoryStore();
    writeSession(store, signedIn);
    writeSession(store, signedOut);
    expect([...store.items.keys()]).toEqual(['tenantId']);
    expect(readSavedSession(store)).toBeNull();
    expect(lastTenantId(store)).toBe('demo');
  });

  it('reads saved preferences, ignoring junk', () => {
    const store = memoryStore({
      theme: 'purple',
      sidebarCollapsed: 'true',
      activeRole: 'LOAN_OFFICER',
      activeBranchId: 'br-1',
      features: '{not json',
    });
    const input = readAppInput(store, { pathname: '/loans', search: '?page=2' }, 'dark', 42);
    expect(input).toEqual({
      nowMs: 42,
      pathname: '/loans',
      search: '?page=2',
      systemTheme: 'dark',
      savedTheme: null,
      savedCollapsed: true,
      savedRole: 'LOAN_OFFICER',
      savedBranchId: 'br-1',
      savedFeatures: [],
    });
    store.setItem('features', JSON.stringify(['loans', 'LOANS', 'nip']));
    expect(readAppInput(store, { pathname: '/', search: '' }, 'light', 0).savedFeatures).toEqual([
      'LOANS',
      'NIP',
    ]);
  });
});
