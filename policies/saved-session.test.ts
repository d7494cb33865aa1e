import { describe, expect, it } from 'vitest';
import { parseSavedSession, savedTokenExpired, tokenExpirySeconds } from './saved-session';
import { normaliseUser } from './user';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const jwt = (claims: unknown) =>
  `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.sig`;

/** 1 January 2030, 00:00 UTC, in seconds. */
const EXP = 1_893_456_000;
const TOKEN = jwt({ exp: EXP });
const RAW_USER = { id: 'u-1', roles: ['teller'], tenantId: 'ikeja-mfb', branchId: 'br-ikeja' };
const USER = normaliseUser(RAW_USER);

describe('parseSavedSession: what was saved under `auth`', () => {
  it('restores token, tenant and the normalised user', () => {
    expect(parseSavedSession({ token: TOKEN, tenantId: ' lekki-mfb ', user: RAW_USER })).toEqual({
      token: TOKEN,
      tenantId: 'lekki-mfb',
      user: USER,
    });
    expect(USER?.roles).toEqual(['BRANCH_TELLER']);
  });

  it('takes the token and tenant saved separately by an older build', () => {
    expect(parseSavedSession({ user: RAW_USER }, { token: TOKEN, tenantId: 'yaba-mfb' })).toEqual({
      token: TOKEN,
      tenantId: 'yaba-mfb',
      user: USER,
    });
  });

  it('prefers the copy under `auth` to the older separate keys', () => {
    const saved = parseSavedSession(
      { token: TOKEN, tenantId: 'lekki-mfb', user: RAW_USER },
      { token: 'older-token', tenantId: 'yaba-mfb' },
    );
    expect(saved).toMatchObject({ token: TOKEN, tenantId: 'lekki-mfb' });
  });

  it('falls back to the user’s tenant when no tenant was saved, or only a blank one', () => {
    expect(parseSavedSession({ token: TOKEN, user: RAW_USER })?.tenantId).toBe('ikeja-mfb');
    expect(
      parseSavedSession({ token: TOKEN, tenantId: '   ', user: RAW_USER }, { tenantId: '' })
        ?.tenantId,
    ).toBe('ikeja-mfb');
  });

  it('has no tenant when none was saved anywhere', () => {
    const { tenantId: _, ...userWithoutTenant } = RAW_USER;
    expect(parseSavedSession({ token: TOKEN, user: userWithoutTenant })?.tenantId).toBeNull();
  });

  it('treats a blank saved token as missing and uses the older copy', () => {
    expect(parseSavedSession({ token: '  ', user: RAW_USER }, { token: TOKEN })?.token).toBe(TOKEN);
  });

  it.each<[string, unknown, { token?: unknown; tenantId?: unknown }]>([
    ['nothing saved', null, {}],
    ['text instead of JSON', 'not-json', { token: TOKEN }],
    ['a number', 42, {}],
    ['an array', [TOKEN, RAW_USER], {}],
    ['an empty object', {}, {}],
    ['a token without a user', { token: TOKEN }, {}],
    ['a token with a user that is not an object', { token: TOKEN, user: 'adaeze' }, {}],
    ['a user without a token', { user: RAW_USER }, {}],
    ['a user with a blank token and no older copy', { token: '', user: RAW_USER }, {}],
    ['a token that is not text', { token: { value: TOKEN }, user: RAW_USER }, {}],
  ])('reads %s as no session', (_case, auth, fallback) => {
    expect(parseSavedSession(auth, fallback)).toBeNull();
  });
});

describe('tokenExpirySeconds: the exp claim of a JWT', () => {
  it('reads exp in seconds', () => {
    expect(tokenExpirySeconds(TOKEN)).toBe(EXP);
  });

  it.each([
    // '_' and no padding: the payload is base64url, not base64.
    ['ngozi~>?', '_'],
    // '-' and no padding.
    ['ada>>~~', '-'],
  ])('reads a base64url payload with %s in it, unpadded', (sub, character) => {
    const payload = base64url(JSON.stringify({ exp: EXP, sub }));
    expect(payload).toContain(character);
    expect(payload.length % 4).not.toBe(0);
    expect(tokenExpirySeconds(`header.${payload}.sig`)).toBe(EXP);
  });

  it.each<[string, string]>([
    ['an opaque token', 'opaque-session-token'],
    ['an empty token', ''],
    ['an empty payload', 'header..sig'],
    ['a payload that is not base64', 'header.%%%.sig'],
    ['a payload that is not JSON', `header.${base64url('exp=1893456000')}.sig`],
    ['claims without exp', jwt({ sub: 'u-1' })],
    ['exp as text', jwt({ exp: String(EXP) })],
    ['claims that are a list', jwt([EXP])],
    ['a JSON null payload', jwt(null)],
  ])('is null for %s', (_case, token) => {
    expect(tokenExpirySeconds(token)).toBeNull();
  });
});

describe('savedTokenExpired: "Token expiry is compared with the token\'s expiry claim in seconds"', () => {
  it('is not expired a millisecond before exp', () => {
    expect(savedTokenExpired(TOKEN, EXP * 1000 - 1)).toBe(false);
  });

  it('is expired at the exact exp instant and after', () => {
    expect(savedTokenExpired(TOKEN, EXP * 1000)).toBe(true);
    expect(savedTokenExpired(TOKEN, EXP * 1000 + 1)).toBe(true);
  });

  it('never counts a token without a readable exp as expired (the server decides)', () => {
    expect(savedTokenExpired('opaque-session-token', Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(savedTokenExpired(jwt({ sub: 'u-1' }), Number.MAX_SAFE_INTEGER)).toBe(false);
  });
});
