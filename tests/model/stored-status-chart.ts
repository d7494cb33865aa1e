import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  definedStates,
  type ModelCoverage,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

/**
 * The checks every life-cycle chart whose state the server stores as a status shares: the model's
 * paths reach every state and take every transition, and states and stored statuses map one to
 * one. Called inside the chart's own `describe`, beside the tests of its particular rules.
 */
export function itCoversEveryStateAndStatus(
  machine: AnyStateMachine,
  coverage: ModelCoverage,
  statusByState: Readonly<Record<string, string>>,
  statuses: readonly string[],
): void {
  it('reaches every state and takes every transition the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(coverage.reachedStates).toEqual(coverage.definedStates);
    expect(untakenTransitions(coverage)).toEqual([]);
    expect(coverage.takenTransitions).toHaveLength(coverage.definedTransitions.length);
  });

  it('has a stored status for every state, and a state for every status', () => {
    expect(Object.keys(statusByState).sort()).toEqual(definedStates(machine).sort());
    expect(Object.values(statusByState).sort()).toEqual([...statuses].sort());
  });
}
