import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { activeRoleMachine } from '../../machines/active-role.machine';
import { normaliseUserRole } from '../../policies/user';
import { ACTIVE_ROLE_TRAVERSALS, ACTIVE_ROLE_EVENTS as E } from './active-role.model';
import {
  edgesOn,
  type ModelEdge,
  measureCoverage,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

const coverage = measureCoverage(activeRoleMachine, ACTIVE_ROLE_TRAVERSALS);

const edgesOfType = (type: string): ModelEdge[] =>
  coverage.edges.filter((edge) => edge.event.type === type);

const rolesOf = (edge: ModelEdge): string[] =>
  (edge.event as unknown as { roles: string[] }).roles.map(normaliseUserRole);

function recordedActiveRole(savedRole: string | null) {
  const saveActiveRole = vi.fn((_: unknown, _params: { role: string | null }) => {});
  const actor = createActor(activeRoleMachine.provide({ actions: { saveActiveRole } }), {
    input: { savedRole },
  });
  const saved = () => saveActiveRole.mock.calls.map(([, params]) => params.role);
  return { actor, saved };
}

describe('activeRoleMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('shows one role exactly when a role is chosen, on every edge', () => {
    for (const { nextState } of coverage.edges) {
      expect(nextState.value).toBe(nextState.context.activeRole === null ? 'allRoles' : 'oneRole');
    }
  });

  it('starts from the saved role, normalised, before any user is known', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => path.state.context)).toEqual([
      { availableRoles: [], activeRole: 'BRANCH_MANAGER' },
      { availableRoles: [], activeRole: null },
    ]);
  });

  it('offers exactly the signed-in user’s roles, normalised', () => {
    for (const edge of edgesOfType('activeRole.userChanged')) {
      expect(edge.nextState.context.availableRoles).toEqual([...new Set(rolesOf(edge))]);
    }
    const [edge] = edgesOn(coverage, E.tellerManagerSignedIn);
    expect(edge?.nextState.context.availableRoles).toEqual(['BRANCH_TELLER', 'BRANCH_MANAGER']);
  });

  it('keeps the chosen role (or All roles) when the new user holds it', () => {
    const kept = edgesOfType('activeRole.userChanged').filter(({ state, event }) => {
      const { activeRole } = state.context;
      return activeRole === null || rolesOf({ state, event } as ModelEdge).includes(activeRole);
    });
    expect(kept.some((edge) => edge.state.context.activeRole !== null)).toBe(true);
    for (const edge of kept) {
      expect(edge.nextState.context.activeRole).toBe(edge.state.context.activeRole);
    }
  });

  it('resets a chosen role the new user lacks to the new user’s first role', () => {
    const reset = edgesOfType('activeRole.userChanged').filter((edge) => {
      const { activeRole } = edge.state.context;
      return activeRole !== null && !rolesOf(edge).includes(activeRole);
    });
    expect(reset.length).toBeGreaterThan(0);
    for (const edge of reset) {
      expect(edge.nextState.context.activeRole).toBe(rolesOf(edge)[0] ?? null);
    }
    const toAdmin = reset.find((edge) => edge.event === E.superAdminSignedIn);
    expect(toAdmin?.nextState.context.activeRole).toBe('SUPER_ADMIN');
  });

  it('selects a role the user holds, whatever its case', () => {
    const selected = edgesOn(coverage, E.selectManager).filter((edge) =>
      edge.state.context.availableRoles.includes('BRANCH_MANAGER'),
    );
    expect(selected.length).toBeGreaterThan(0);
    for (const edge of selected) {
      expect(edge.nextState.value).toBe('oneRole');
      expect(edge.nextState.context.activeRole).toBe('BRANCH_MANAGER');
    }
  });

  it('clears the choice when a role the user lacks is selected', () => {
    const refused = edgesOfType('activeRole.select').filter((edge) => {
      const role = normaliseUserRole((edge.event as { role?: unknown }).role);
      return !edge.state.context.availableRoles.includes(role);
    });
    expect(refused.some((edge) => edge.event === E.selectSuperAdmin)).toBe(true);
    for (const edge of refused) {
      expect(edge.nextState.value).toBe('allRoles');
      expect(edge.nextState.context.activeRole).toBeNull();
    }
  });

  it('saves every choice, and the reset on sign-out', () => {
    const { actor, saved } = recordedActiveRole('AUDITOR');
    replay(actor, [
      E.tellerManagerSignedIn,
      E.selectManager,
      E.selectSuperAdmin,
      E.selectTeller,
      E.signedOut,
    ]);
    // AUDITOR is not the teller-manager's role, so their first role stands in for it.
    expect(saved()).toEqual(['BRANCH_TELLER', 'BRANCH_MANAGER', null, 'BRANCH_TELLER', null]);
    expect(actor.getSnapshot().context).toEqual({ availableRoles: [], activeRole: null });
    actor.stop();
  });
});
