import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sidebarMachine } from '../../machines/sidebar.machine';
import {
  edgesOn,
  measureCoverage,
  replay,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';
import { SIDEBAR_EVENTS as E, SIDEBAR_TRAVERSALS } from './sidebar.model';

const coverage = measureCoverage(sidebarMachine, SIDEBAR_TRAVERSALS);

describe('sidebarMachine paths', () => {
  it('reaches every state the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
  });

  it('takes every transition the chart defines', () => {
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('opens as it was left on the last visit', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => path.state.value)).toEqual(['expanded', 'collapsed']);
  });

  it('flips between expanded and collapsed on each toggle', () => {
    for (const edge of edgesOn(coverage, E.toggle)) {
      expect(edge.nextState.value).toBe(edge.state.matches('expanded') ? 'collapsed' : 'expanded');
    }
  });

  it('remembers every toggle', () => {
    const saveCollapsed = vi.fn((_: unknown, _params: { collapsed: boolean }) => {});
    const actor = createActor(sidebarMachine.provide({ actions: { saveCollapsed } }), {
      input: { savedCollapsed: true },
    });
    replay(actor, [E.toggle, E.toggle, E.toggle]);
    expect(saveCollapsed.mock.calls.map(([, params]) => params.collapsed)).toEqual([
      false,
      true,
      false,
    ]);
    expect(actor.getSnapshot().value).toBe('expanded');
    actor.stop();
  });
});
