import { describe, expect, it } from 'vitest';
import { tillSessionMachine } from '../../machines/till-session.machine';
import { consolePaths, isPrefixOf, maximalPaths, pathTaking } from './console-paths';
import { eventsOf, measureCoverage, pathTo } from './path-coverage';
import { TILL_SESSION_EVENTS as E, TILL_SESSION_TRAVERSALS } from './till-session.model';

const coverage = measureCoverage(tillSessionMachine, TILL_SESSION_TRAVERSALS);
const every = new Set(Object.values(E).map((event) => event.type));

describe('the paths the console walks', () => {
  it('keeps the generated paths whose every event the console performs', () => {
    expect(consolePaths(coverage, every)).toHaveLength(coverage.paths.length);
    const withoutReconcile = new Set([...every].filter((type) => type !== 'till.reconcile'));
    const kept = consolePaths(coverage, withoutReconcile);
    expect(kept).toHaveLength(coverage.paths.length - 1);
    expect(kept.some((path) => path.state.matches('reconciled'))).toBe(false);
  });

  it('drops a path that is the start of a longer one', () => {
    const closing = pathTo(coverage, 'closing', (state) => state.matches('closing'));
    const reconciled = pathTo(coverage, 'reconciled', (state) => state.matches('reconciled'));
    expect(isPrefixOf(closing, reconciled)).toBe(true);
    expect(isPrefixOf(reconciled, closing)).toBe(false);
    expect(isPrefixOf(reconciled, reconciled)).toBe(false);
    expect(maximalPaths(coverage.paths).map(eventsOf)).toEqual([
      [E.openDiffering],
      [E.openMatching, E.startClose, E.countVariance],
      [E.openMatching, E.startClose, E.countBalanced, E.close, E.reconcile],
    ]);
  });

  it('finds the shortest path that takes an event no shortest path to a state takes', () => {
    const accepted = pathTaking(coverage, 'till.acceptOpening', (state) => state.matches('opened'));
    expect(accepted && eventsOf(accepted)).toEqual([E.openDiffering, E.acceptOpening]);
    expect(accepted?.state.matches('active')).toBe(true);
    expect(pathTaking(coverage, 'till.acceptOpening', (state) => state.matches('active'))).toBe(
      null,
    );
  });
});
