import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { type SessionContext, sessionMachine } from '../../machines/session.machine';
import type { SavedSession } from '../../policies/saved-session';
import type { SessionUser } from '../../policies/user';
import {
  edgesOn,
  eventsOf,
  measureCoverage,
  pathTo,
  pending,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';
import {
  SESSION_EVENTS as E,
  NEW_STAFF,
  SAVED,
  SESSION_TRAVERSALS,
  SIGNED_IN,
} from './session.model';

const coverage = measureCoverage(sessionMachine, SESSION_TRAVERSALS);

/** The session machine with every call left pending (replays drive them) and the saves recorded. */
function recordedSession() {
  const storeSession = vi.fn((_: unknown, _params: { session: SessionContext }) => {});
  const machine = sessionMachine.provide({
    actions: { storeSession },
    actors: {
      restoreSession: pending<SavedSession | null>(),
      login: pending(),
      logout: pending<void>(),
    },
  });
  const actor = createActor(machine);
  const announced: string[] = [];
  actor.on('*', (event) => announced.push(event.type));
  const saved = () => storeSession.mock.calls.map(([, params]) => params.session);
  return { actor, saved, announced };
}

const SIGNED_OUT = { ready: true, token: null, tenantId: null, user: null };

describe('sessionMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('is not ready until the saved session has been looked at', () => {
    const start = pathTo(coverage, 'the start', (state) => state.matches('restoring'));
    expect(start.state.context.ready).toBe(false);
    for (const edge of coverage.edges.filter((e) => !e.nextState.matches('restoring'))) {
      expect(edge.nextState.context.ready).toBe(true);
    }
  });

  it('restores a saved session whose token is still valid, and saves it back', () => {
    const [edge] = edgesOn(coverage, E.restoredValid);
    expect(edge?.nextState.value).toEqual({ signedIn: 'active' });
    expect(edge?.nextState.context).toMatchObject({ ready: true, ...SAVED });

    const { actor, saved, announced } = recordedSession();
    replay(actor, [E.restoredValid]);
    expect(saved()).toEqual([{ ready: true, ...SAVED, error: null }]);
    expect(announced).toEqual(['session.signedIn']);
    actor.stop();
  });

  it('clears an expired saved session: signed out, ready, and the saved copy wiped', () => {
    const [edge] = edgesOn(coverage, E.restoredExpired);
    expect(edge?.nextState.value).toBe('signedOut');
    expect(edge?.nextState.context).toMatchObject(SIGNED_OUT);

    const { actor, saved, announced } = recordedSession();
    replay(actor, [E.restoredExpired]);
    expect(saved()).toEqual([{ ...SIGNED_OUT, error: null }]);
    // Nobody was signed in, so nobody is announced as signed out.
    expect(announced).toEqual([]);
    actor.stop();
  });

  it('is signed out and ready when nothing was saved or storage failed', () => {
    for (const event of [E.restoredNothing, E.restoreFailed]) {
      const [edge] = edgesOn(coverage, event);
      expect(edge?.nextState.value).toBe('signedOut');
      expect(edge?.nextState.context).toEqual({ ...SIGNED_OUT, error: null });
    }
  });

  it('stores token, tenant and user on sign-in and saves them', () => {
    const path = pathTo(
      coverage,
      'a sign-in',
      (state) => state.matches('signedIn') && state.context.user === NEW_STAFF,
    );
    expect(eventsOf(path).map((event) => event.type)).toContain(E.loginDone.type);
    expect(path.state.context).toEqual({
      ready: true,
      token: SIGNED_IN.token,
      tenantId: 'yaba-mfb',
      user: NEW_STAFF,
      error: null,
    });

    const { actor, saved, announced } = recordedSession();
    replay(actor, eventsOf(path));
    expect(saved().at(-1)).toEqual(path.state.context);
    expect(announced).toEqual(['session.signedIn']);
    actor.stop();
  });

  it('keeps why a sign-in failed and forgets it on the next attempt', () => {
    const failed = pathTo(coverage, 'a failed sign-in', (state) => state.context.error !== null);
    expect(failed.state.value).toBe('signedOut');
    expect(failed.state.context.error).toEqual({
      status: 401,
      message: 'Invalid username or password.',
      code: 'invalid_credentials',
      fieldErrors: {},
    });
    const retry = edgesOn(coverage, E.login).find((edge) => edge.state.context.error !== null);
    expect(retry?.nextState.value).toBe('signingIn');
    expect(retry?.nextState.context.error).toBeNull();
  });

  it('lifts the password-change flag once the password is changed, and saves that', () => {
    const edge = edgesOn(coverage, E.passwordChanged).find(
      (e) => e.state.context.user?.mustChangePassword === true,
    );
    expect(edge?.nextState.context.user).toEqual({ ...NEW_STAFF, mustChangePassword: false });

    const path = pathTo(
      coverage,
      'a changed password',
      (state) =>
        state.matches({ signedIn: 'active' }) &&
        state.context.user?.username === 'chidi' &&
        state.context.user.mustChangePassword === false,
    );
    const { actor, saved } = recordedSession();
    replay(actor, eventsOf(path));
    expect(saved().at(-1)?.user).toEqual({ ...NEW_STAFF, mustChangePassword: false });
    actor.stop();
  });

  it('holds the token while the server revokes it, then forgets the session whatever the answer', () => {
    const signingOut = edgesOn(coverage, E.logout).filter((edge) => edge.state.matches('signedIn'));
    expect(signingOut.length).toBeGreaterThan(0);
    for (const edge of signingOut) {
      expect(edge.nextState.value).toEqual({ signedIn: 'signingOut' });
      expect(edge.nextState.context.token).toBe(edge.state.context.token);
    }
    const ending = [
      [E.logoutDone, { signedIn: 'signingOut' }],
      [E.logoutFailed, { signedIn: 'signingOut' }],
      [E.unauthorized, { signedIn: 'active' }],
      [E.unauthorized, { signedIn: 'signingOut' }],
    ] as const;
    for (const [event, from] of ending) {
      const ends = edgesOn(coverage, event).filter((edge) => edge.state.matches(from));
      expect(ends.length).toBeGreaterThan(0);
      for (const edge of ends) {
        expect(edge.nextState.value).toBe('signedOut');
        expect(edge.nextState.context).toMatchObject(SIGNED_OUT);
      }
    }
  });

  it('wipes the saved copy and announces the sign-out when a 401 forces it', () => {
    const { actor, saved, announced } = recordedSession();
    replay(actor, [E.restoredValid, E.unauthorized]);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(saved()).toEqual([
      { ready: true, ...SAVED, error: null },
      { ...SIGNED_OUT, error: null },
    ]);
    expect(announced).toEqual(['session.signedIn', 'session.signedOut']);
    actor.stop();
  });

  it('never shows a user without a token, or a token without a user, on any simple path', () => {
    // Every way through the chart that visits no snapshot twice, not only the shortest.
    const events = Object.values(E) as Parameters<typeof sessionMachine.transition>[1][];
    const simple = getSimplePaths(sessionMachine, { events });
    expect(simple.length).toBeGreaterThan(coverage.paths.length);
    for (const path of simple) {
      for (const { state } of path.steps) {
        const { token, user } = state.context as { token: string | null; user: SessionUser | null };
        expect(state.matches('signedIn')).toBe(token !== null);
        expect(user === null).toBe(token === null);
      }
    }
  });
});
