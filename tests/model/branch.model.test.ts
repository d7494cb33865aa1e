import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Branch } from '../../api/branches.api';
import { type BranchContext, branchMachine } from '../../machines/branch.machine';
import { BRANCH_TRAVERSALS, BRANCHES, BRANCH_EVENTS as E } from './branch.model';
import {
  edgesOn,
  measureCoverage,
  pending,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

const coverage = measureCoverage(branchMachine, BRANCH_TRAVERSALS);

/** The branch made active when the full list arrives, for a given saved choice and user branch. */
function activeAfterLoad(saved: string | null, userBranchId: string | null) {
  const edges = edgesOn(coverage, E.loaded).filter(
    ({ state }) =>
      state.matches('loading') &&
      state.context.savedBranchId === saved &&
      state.context.userBranchId === userBranchId,
  );
  const chosen = new Set(
    edges.map((edge) => (edge.nextState.context as BranchContext).activeBranchId),
  );
  expect(chosen.size).toBe(1);
  return [...chosen][0];
}

function recordedBranch(savedBranchId: string | null) {
  const saveActiveBranch = vi.fn((_: unknown, _params: { saved: string | null }) => {});
  const machine = branchMachine.provide({
    actions: { saveActiveBranch },
    actors: { loadBranches: pending<Branch[]>() },
  });
  const actor = createActor(machine, { input: { savedBranchId } });
  const saved = () => saveActiveBranch.mock.calls.map(([, params]) => params.saved);
  return { actor, saved };
}

describe('branchMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('defaults to the saved branch while it is still listed', () => {
    expect(activeAfterLoad('br-lekki', 'br-yaba')).toBe('br-lekki');
    expect(activeAfterLoad('br-lekki', null)).toBe('br-lekki');
  });

  it('keeps a saved "All branches" choice', () => {
    expect(activeAfterLoad('', 'br-yaba')).toBeNull();
  });

  it('falls back to the user’s branch when the saved one is gone, else the first branch', () => {
    expect(activeAfterLoad('br-closed', 'br-yaba')).toBe('br-yaba');
    expect(activeAfterLoad('br-closed', null)).toBe('br-ikeja');
    expect(activeAfterLoad(null, 'br-yaba')).toBe('br-yaba');
    expect(activeAfterLoad(null, null)).toBe('br-ikeja');
  });

  it('has no active branch when the tenant has none', () => {
    for (const edge of edgesOn(coverage, E.loadedNone).filter((e) => e.state.matches('loading'))) {
      expect(edge.nextState.value).toBe('loaded');
      expect(edge.nextState.context).toMatchObject({ branches: [], activeBranchId: null });
    }
  });

  it('clears the list and the active branch when the list fails to load', () => {
    const failures = edgesOn(coverage, E.loadFailed).filter((e) => e.state.matches('loading'));
    // Including a reload after a good list: the stale list must not stay on screen.
    expect(failures.some((edge) => edge.state.context.branches.length > 0)).toBe(true);
    for (const edge of failures) {
      expect(edge.nextState.value).toBe('failed');
      expect(edge.nextState.context).toMatchObject({ branches: [], activeBranchId: null });
    }
  });

  it('lets the user pick a listed branch or All branches, and ignores any other id', () => {
    for (const edge of edgesOn(coverage, E.selectLekki).filter((e) => e.state.matches('loaded'))) {
      const listed = edge.state.context.branches.length > 0;
      expect(edge.nextState.context.activeBranchId).toBe(
        listed ? 'br-lekki' : edge.state.context.activeBranchId,
      );
    }
    for (const edge of edgesOn(coverage, E.selectAll).filter((e) => e.state.matches('loaded'))) {
      expect(edge.nextState.context).toMatchObject({ activeBranchId: null, savedBranchId: '' });
    }
    for (const edge of edgesOn(coverage, E.selectUnlisted)) {
      expect(edge.nextState.context).toEqual(edge.state.context);
    }
  });

  it('takes no pick before the list is known', () => {
    const early = coverage.edges.filter(
      (edge) => edge.event.type === 'branch.select' && !edge.state.matches('loaded'),
    );
    expect(early.length).toBeGreaterThan(0);
    for (const edge of early) expect(edge.nextState.context).toEqual(edge.state.context);
  });

  it('saves each pick ("" for All branches) and forgets the choice on reset', () => {
    const { actor, saved } = recordedBranch('br-closed');
    replay(actor, [E.loadForYabaUser, E.loaded, E.selectLekki, E.selectUnlisted, E.selectAll]);
    expect(actor.getSnapshot().context.branches).toEqual(BRANCHES);
    replay(actor, [E.reset]);
    expect(saved()).toEqual(['br-lekki', '', null]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      branches: [],
      activeBranchId: null,
      savedBranchId: null,
      userBranchId: null,
    });
    actor.stop();
  });

  it('resets to idle with nothing active from every state', () => {
    const resets = edgesOn(coverage, E.reset);
    expect(new Set(resets.map((edge) => String(edge.state.value)))).toEqual(
      new Set(['idle', 'loading', 'loaded', 'failed']),
    );
    for (const edge of resets) {
      expect(edge.nextState.value).toBe('idle');
      expect(edge.nextState.context.activeBranchId).toBeNull();
    }
  });
});
