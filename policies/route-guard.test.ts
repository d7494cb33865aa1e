import { describe, expect, it } from 'vitest';
import { userWith } from './access.fixture';
import { type GuardInput, guardRoute } from './route-guard';

const teller = userWith(['BRANCH_TELLER']);
const signedIn = (pathname: string, extra: Partial<GuardInput> = {}): GuardInput => ({
  pathname,
  token: 'token',
  user: teller,
  licenseFeatures: [],
  ...extra,
});

describe('"Access rules for all routes" of SPEC.md section 2', () => {
  it.each([
    ['a signed-out visitor', { token: null, user: null }],
    ['a signed-in user', {}],
  ])('"Public: /login only": /login shows to %s', (_who, extra) => {
    expect(guardRoute(signedIn('/login', extra))).toMatchObject({
      kind: 'show',
      route: { path: '/login' },
    });
  });

  it.each([
    ['/', ''],
    ['/customers', '?q=ada&page=2'],
    ['/account/ACC-1', ''],
    ['/admin', ''],
  ])(
    '"otherwise the user is redirected to /login, and the original path and query are remembered": %s%s',
    (pathname, search) => {
      expect(guardRoute({ pathname, search, token: null, user: null })).toEqual({
        kind: 'redirect',
        to: '/login',
        reason: 'signInRequired',
        returnTo: `${pathname}${search}`,
      });
    },
  );

  it('"need a signed-in user with a token": a user without a token is sent to /login', () => {
    expect(guardRoute(signedIn('/', { token: '' }))).toMatchObject({
      kind: 'redirect',
      to: '/login',
    });
  });

  const mustChange = userWith(['BRANCH_TELLER']);
  const flagged = { ...mustChange, mustChangePassword: true };

  it.each([['/'], ['/customers'], ['/admin'], ['/no-such-page']])(
    '"A user flagged mustChangePassword is forced to /account/change-password": from %s',
    (pathname) => {
      expect(guardRoute(signedIn(pathname, { user: flagged }))).toEqual({
        kind: 'redirect',
        to: '/account/change-password',
        reason: 'passwordChangeRequired',
      });
    },
  );

  it('the flagged user reaches the change-password page itself', () => {
    expect(guardRoute(signedIn('/account/change-password', { user: flagged }))).toMatchObject({
      kind: 'show',
      route: { title: 'Change Password' },
    });
  });

  it.each([
    ['/admin', '/admin/users'],
    ['/admin/integrations', '/admin/integrations/payments'],
  ])('the index %s redirects to %s', (pathname, to) => {
    expect(guardRoute(signedIn(pathname))).toEqual({
      kind: 'redirect',
      to,
      reason: 'indexRedirect',
    });
  });

  it.each([
    ['a signed-in user', {}],
    ['a signed-out visitor', { token: null, user: null }],
  ])(
    '"Any other unknown path shows a page titled \'404 – Page Not Found\'": to %s',
    (_who, extra) => {
      expect(guardRoute(signedIn('/no-such-page', extra))).toEqual({ kind: 'notFound' });
      expect(guardRoute(signedIn('/customers/extra/segments', extra))).toEqual({
        kind: 'notFound',
      });
    },
  );

  it('"A denied user sees \'Access restricted\'", which lists what is missing', () => {
    const decision = guardRoute(signedIn('/nip/recon', { licenseFeatures: ['ACCOUNTS'] }));
    expect(decision).toMatchObject({
      kind: 'denied',
      route: { title: 'Reconciliation' },
      missing: {
        feature: 'NIP',
        roles: [
          'OPERATIONS_CONTROL',
          'FINANCE_GL_ACCOUNTANT',
          'SYSTEM_ADMINISTRATOR',
          'SUPER_ADMIN',
        ],
        permission: 'txn.view.all',
      },
    });
  });

  it('a shown route carries its params', () => {
    expect(guardRoute(signedIn('/account/ACC-1'))).toMatchObject({
      kind: 'show',
      params: { id: 'ACC-1' },
    });
  });
});
