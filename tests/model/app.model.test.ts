import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { SignedIn } from '../../api/auth.api';
import type { Branch } from '../../api/branches.api';
import { activeRoleMachine } from '../../machines/active-role.machine';
import { appMachine } from '../../machines/app.machine';
import { branchMachine } from '../../machines/branch.machine';
import { clockMachine } from '../../machines/clock.machine';
import { licenseMachine } from '../../machines/license.machine';
import { type LoginInput, sessionMachine } from '../../machines/session.machine';
import type { License } from '../../policies/license';
import type { SavedSession } from '../../policies/saved-session';
import { APP_INPUT, APP_TRAVERSALS, APP_EVENTS as E } from './app.model';
import { BRANCHES } from './branch.model';
import { LICENSE } from './license.model';
import { measureCoverage, unreachedStates, untakenTransitions } from './path-coverage';
import { LOGIN, NEW_STAFF, SAVED, SIGNED_IN, TELLER } from './session.model';

const coverage = measureCoverage(appMachine, APP_TRAVERSALS);

const SYSTEM_IDS = [
  'session',
  'license',
  'activeRole',
  'branch',
  'theme',
  'sidebar',
  'clock',
  'navigation',
] as const;

/** The app with every call answered at once and every save recorded. */
function testApp(saved: SavedSession | null = null) {
  const saveActiveBranch = vi.fn((_: unknown, _params: { saved: string | null }) => {});
  const saveFeatures = vi.fn((_: unknown, _params: { features: readonly string[] }) => {});
  const saveActiveRole = vi.fn((_: unknown, _params: { role: string | null }) => {});
  const machine = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          restoreSession: fromPromise(async () => saved),
          login: fromPromise<SignedIn, LoginInput>(async () => SIGNED_IN),
          logout: fromPromise(async () => {}),
        },
      }),
      license: licenseMachine.provide({
        actors: { loadLicense: fromPromise<License>(async () => LICENSE) },
        actions: { saveFeatures },
      }),
      branch: branchMachine.provide({
        actors: { loadBranches: fromPromise<Branch[]>(async () => BRANCHES) },
        actions: { saveActiveBranch },
      }),
      activeRole: activeRoleMachine.provide({ actions: { saveActiveRole } }),
      // The real ticker reads the wall clock every second; the test has no use for it.
      clock: clockMachine.provide({ actors: { ticker: fromCallback(() => {}) } }),
    },
  });
  const actor = createActor(machine, { input: APP_INPUT });
  started.push(actor);
  return { actor, saveActiveBranch, saveFeatures, saveActiveRole };
}

const started: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of started.splice(0)) actor.stop();
});

type App = ReturnType<typeof testApp>['actor'];
const child = <K extends (typeof SYSTEM_IDS)[number]>(app: App, systemId: K) =>
  app.getSnapshot().context[systemId];

describe('appMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('keeps running whatever the session says', () => {
    for (const edge of coverage.edges) expect(edge.nextState.value).toBe('running');
    expect(new Set(coverage.edges.map((edge) => edge.event.type))).toEqual(
      new Set([E.signedIn.type, E.signedOut.type]),
    );
  });
});

describe('appMachine actors', () => {
  it('lets views find every global actor by its systemId', () => {
    const { actor } = testApp();
    actor.start();
    for (const systemId of SYSTEM_IDS) {
      expect(actor.system.get(systemId), systemId).toBe(child(actor, systemId));
    }
    expect(child(actor, 'theme').getSnapshot().value).toBe('followingSystem');
    expect(child(actor, 'sidebar').getSnapshot().value).toBe('expanded');
    expect(child(actor, 'clock').getSnapshot().context.nowMs).toBe(APP_INPUT.nowMs);
    expect(child(actor, 'navigation').getSnapshot().context.pathname).toBe('/customers');
  });

  it('loads the license and branches and offers the user’s roles after a sign-in', async () => {
    const { actor, saveFeatures, saveActiveRole } = testApp();
    actor.start();
    const session = child(actor, 'session');
    await waitFor(session, (snapshot) => snapshot.matches('signedOut'));
    expect(child(actor, 'license').getSnapshot().value).toBe('idle');
    session.send(LOGIN);

    const license = await waitFor(child(actor, 'license'), (s) => s.matches('loaded'));
    expect(license.context.features).toEqual(LICENSE.features);
    expect(saveFeatures.mock.calls.map(([, params]) => params.features)).toEqual([
      LICENSE.features,
    ]);
    const branch = await waitFor(child(actor, 'branch'), (s) => s.matches('loaded'));
    // Nothing saved, so the user's own branch is active.
    expect(branch.context.activeBranchId).toBe(NEW_STAFF.branchId);
    expect(child(actor, 'activeRole').getSnapshot().context.availableRoles).toEqual(
      NEW_STAFF.roles,
    );
    expect(saveActiveRole.mock.calls.map(([, params]) => params.role)).toEqual([null]);
  });

  it('does the same for a session restored from the last visit', async () => {
    const { actor } = testApp(SAVED);
    actor.start();
    const branch = await waitFor(child(actor, 'branch'), (s) => s.matches('loaded'));
    expect(branch.context.activeBranchId).toBe(TELLER.branchId);
    expect(child(actor, 'activeRole').getSnapshot().context.availableRoles).toEqual(TELLER.roles);
    await waitFor(child(actor, 'license'), (s) => s.matches('loaded'));
  });

  it('resets the license, the branch and the roles on sign-out', async () => {
    const { actor, saveActiveBranch } = testApp(SAVED);
    actor.start();
    await waitFor(child(actor, 'branch'), (s) => s.matches('loaded'));
    await waitFor(child(actor, 'license'), (s) => s.matches('loaded'));

    child(actor, 'session').send({ type: 'session.logout' });
    await waitFor(child(actor, 'session'), (s) => s.matches('signedOut'));

    expect(child(actor, 'license').getSnapshot().value).toBe('idle');
    expect(child(actor, 'license').getSnapshot().context.license).toBeNull();
    expect(child(actor, 'branch').getSnapshot().value).toBe('idle');
    expect(child(actor, 'branch').getSnapshot().context.activeBranchId).toBeNull();
    expect(saveActiveBranch.mock.calls.at(-1)?.[1]).toEqual({ saved: null });
    expect(child(actor, 'activeRole').getSnapshot().context).toEqual({
      availableRoles: [],
      activeRole: null,
    });
  });

  it('resets them too when a 401 ends the session', async () => {
    const { actor } = testApp(SAVED);
    actor.start();
    await waitFor(child(actor, 'branch'), (s) => s.matches('loaded'));
    child(actor, 'session').send({ type: 'session.unauthorized' });
    expect(child(actor, 'branch').getSnapshot().value).toBe('idle');
    expect(child(actor, 'license').getSnapshot().value).toBe('idle');
    expect(child(actor, 'activeRole').getSnapshot().context.availableRoles).toEqual([]);
  });
});
