import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { type NavigationContext, navigationMachine } from '../../machines/navigation.machine';
import { routeByPattern } from '../../policies/routes';
import { ACCESS, NAVIGATION_EVENTS as E, NAVIGATION_TRAVERSALS } from './navigation.model';
import {
  edgesOn,
  eventsOf,
  type ModelEdge,
  measureCoverage,
  pathReaching,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

const coverage = measureCoverage(navigationMachine, NAVIGATION_TRAVERSALS);

const contextOf = (snapshot: { context: unknown }) => snapshot.context as NavigationContext;

/** A navigation actor whose browser moves are recorded. */
function recordedNavigation(input: unknown) {
  const navigate = vi.fn((_: unknown, _params: { to: string }) => {});
  const actor = createActor(navigationMachine.provide({ actions: { navigate } }), {
    input: input as { pathname: string },
  });
  const moves = () => navigate.mock.calls.map(([, params]) => params.to);
  return { actor, moves };
}

/** Where the browser is sent when the edge is taken, replayed on a real actor. */
function movesOn(edge: ModelEdge): string[] {
  const path = pathReaching(coverage, edge.state);
  const { actor, moves } = recordedNavigation(path.input);
  replay(actor, eventsOf(path));
  const before = moves().length;
  actor.send(edge.event as never);
  actor.stop();
  return moves().slice(before);
}

describe('navigationMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('waits, whatever the path, while the session or license is still loading', () => {
    for (const { nextState } of coverage.edges) {
      expect(nextState.matches('waiting')).toBe(!contextOf(nextState).access.ready);
    }
  });

  it('sends a signed-out visit to /login and remembers the path and query', () => {
    const visits = edgesOn(coverage, E.signedOut).filter(
      ({ state }) => contextOf(state).pathname === '/customers' && state.matches('waiting'),
    );
    expect(visits.length).toBeGreaterThan(0);
    for (const edge of visits) {
      expect(edge.nextState.value).toBe('redirecting');
      expect(contextOf(edge.nextState).returnTo).toBe('/customers?q=ade');
      expect(movesOn(edge)).toEqual(['/login']);
    }
  });

  it('returns to the remembered page once the user signs in on /login', () => {
    const { actor, moves } = recordedNavigation({ pathname: '/customers', search: '?q=ade' });
    replay(actor, [E.signedOut, E.toLogin]);
    expect(actor.getSnapshot().value).toBe('showing');
    replay(actor, [E.tellerSignedIn]);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.returnTo).toBeNull();
    replay(actor, [E.toCustomerSearch]);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(moves()).toEqual(['/login', '/customers?q=ade']);
    actor.stop();
  });

  it('sends a user signing in with nothing remembered to the dashboard', () => {
    const fresh = coverage.edges.filter(
      ({ state, event }) =>
        event === E.tellerSignedIn &&
        contextOf(state).pathname === '/login' &&
        contextOf(state).returnTo === null,
    );
    expect(fresh.length).toBeGreaterThan(0);
    for (const edge of fresh) expect(movesOn(edge)).toEqual(['/']);
  });

  it('moves the browser on every redirect, to where the decision says', () => {
    const redirects = coverage.edges.filter((edge) => edge.nextState.matches('redirecting'));
    expect(redirects.length).toBeGreaterThan(10);
    for (const edge of redirects) {
      const before = contextOf(edge.state);
      const after = contextOf(edge.nextState);
      const signedInOnLogin =
        after.access.token !== null && after.access.user !== null && after.pathname === '/login';
      const expected = signedInOnLogin
        ? (before.returnTo ?? '/')
        : after.decision?.kind === 'redirect'
          ? after.decision.to
          : 'no redirect decision';
      expect(movesOn(edge)).toEqual([expected]);
    }
  });

  it('holds a user who must change the password on /account/change-password', () => {
    const held = edgesOn(coverage, E.mustChangePasswordSignedIn).filter(
      ({ state }) => !['/login', '/account/change-password'].includes(contextOf(state).pathname),
    );
    expect(held.length).toBeGreaterThan(0);
    for (const edge of held) {
      expect(edge.nextState.value).toBe('redirecting');
      expect(movesOn(edge)).toEqual(['/account/change-password']);
    }
    const onPage = edgesOn(coverage, E.toChangePassword).filter(
      ({ state }) => contextOf(state).access.user?.mustChangePassword === true,
    );
    for (const edge of onPage) expect(edge.nextState.value).toBe('showing');
  });

  it('ends a user who must change the password there even when signing in on /login', () => {
    const { actor, moves } = recordedNavigation({ pathname: '/customers', search: '?q=ade' });
    replay(actor, [E.signedOut, E.toLogin, E.mustChangePasswordSignedIn]);
    // The remembered page comes first; the guard then holds the user on the password page.
    replay(actor, [E.toCustomerSearch, E.toChangePassword]);
    expect(moves()).toEqual(['/login', '/customers?q=ade', '/account/change-password']);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.stop();
  });

  it('shows the 404 page for an unknown path, signed in or not', () => {
    const unknown = edgesOn(coverage, E.toUnknown).filter(
      ({ state }) =>
        contextOf(state).access.ready && !contextOf(state).access.user?.mustChangePassword,
    );
    expect(new Set(unknown.map(({ state }) => contextOf(state).access.token))).toEqual(
      new Set([null, E.tellerSignedIn.access.token]),
    );
    for (const edge of unknown) {
      expect(edge.nextState.value).toBe('notFound');
      expect(contextOf(edge.nextState).decision).toEqual({ kind: 'notFound' });
    }
  });

  it('restricts a route the user lacks, naming the missing feature, roles and permission', () => {
    const denied = edgesOn(coverage, E.toNipRecon).filter(
      ({ state }) => contextOf(state).access === ACCESS.teller,
    );
    expect(denied.length).toBeGreaterThan(0);
    for (const edge of denied) {
      expect(edge.nextState.value).toBe('denied');
      expect(contextOf(edge.nextState).decision).toEqual({
        kind: 'denied',
        route: routeByPattern('/nip/recon'),
        missing: {
          feature: 'NIP',
          roles: [...(routeByPattern('/nip/recon')?.roles ?? [])],
          permission: 'txn.view.all',
        },
      });
    }
  });

  it('sends the /admin index on to /admin/users', () => {
    const index = edgesOn(coverage, E.toAdminIndex).filter(
      ({ state }) => contextOf(state).access === ACCESS.teller,
    );
    expect(index.length).toBeGreaterThan(0);
    for (const edge of index) expect(movesOn(edge)).toEqual(['/admin/users']);
  });

  it('shows the sign-in page to a signed-out visitor without moving', () => {
    const login = edgesOn(coverage, E.toLogin).filter(
      ({ state }) => contextOf(state).access.ready && contextOf(state).access.token === null,
    );
    expect(login.length).toBeGreaterThan(0);
    for (const edge of login) {
      expect(edge.nextState.value).toBe('showing');
      expect(movesOn(edge)).toEqual([]);
    }
  });

  // Fails today: signedInOnLogin compares the pathname with '/login' exactly, while the route
  // table (matchPathPattern) reads '/login/' and '/LOGIN' as the sign-in page too.
  it('returns a user who signs in on /login/, which shows the sign-in page like /login', () => {
    const { actor, moves } = recordedNavigation({ pathname: '/login/', search: '' });
    replay(actor, [E.signedOut]);
    expect(actor.getSnapshot().context.decision).toMatchObject({ route: { path: '/login' } });
    replay(actor, [E.tellerSignedIn]);
    expect(moves()).toEqual(['/']);
    expect(actor.getSnapshot().value).toBe('redirecting');
    actor.stop();
  });
});
