import { describe, expect, it } from 'vitest';
import {
  nextTillSessionStatus,
  TILL_SESSION_STATUS_BY_STATE,
  TILL_SESSION_STATUSES,
  type TillSessionEvent,
  type TillSessionSnapshot,
  type TillSessionStatus,
  tillSessionMachine,
  tillSessionSnapshot,
  tillSessionStatusOf,
} from '../../machines/till-session.machine';
import { eventsOf, measureCoverage, pathTo } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';
import { TILL_SESSION_EVENTS as E, TILL_SESSION_TRAVERSALS } from './till-session.model';

const coverage = measureCoverage(tillSessionMachine, TILL_SESSION_TRAVERSALS);
const statusOf = (snapshot: unknown) => tillSessionStatusOf(snapshot as TillSessionSnapshot);

describe('tillSessionMachine paths', () => {
  itCoversEveryStateAndStatus(
    tillSessionMachine,
    coverage,
    TILL_SESSION_STATUS_BY_STATE,
    TILL_SESSION_STATUSES,
  );

  it('reconciles a balanced day by the shortest way: open, close, count, close, reconcile', () => {
    const reconciled = pathTo(coverage, 'reconciled', (s) => s.matches('reconciled'));
    expect(eventsOf(reconciled)).toEqual([
      E.openMatching,
      E.startClose,
      E.countBalanced,
      E.close,
      E.reconcile,
    ]);
  });

  it('answers every event in every state of the graph as nextTillSessionStatus does', () => {
    for (const edge of coverage.edges) {
      const event = edge.event as TillSessionEvent;
      expect(nextTillSessionStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('nextTillSessionStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<TillSessionStatus, Partial<Record<keyof typeof E, TillSessionStatus>>> = {
      ASSIGNED: { openMatching: 'ACTIVE', openDiffering: 'OPENED' },
      OPENED: { acceptOpening: 'ACTIVE' },
      ACTIVE: { cash: 'ACTIVE', startClose: 'CLOSING' },
      CLOSING: { countBalanced: 'BALANCED', countVariance: 'VARIANCE_PENDING' },
      BALANCED: { close: 'CLOSED' },
      VARIANCE_PENDING: { varianceApprove: 'CLOSED', varianceReject: 'CLOSING' },
      CLOSED: { reconcile: 'RECONCILED' },
      RECONCILED: {},
    };
    for (const status of TILL_SESSION_STATUSES) {
      expect(statusOf(tillSessionSnapshot(status))).toBe(status);
      for (const [name, event] of Object.entries(E)) {
        const expected = table[status][name as keyof typeof E] ?? null;
        expect([status, name, nextTillSessionStatus(status, event)]).toEqual([
          status,
          name,
          expected,
        ]);
      }
    }
  });

  it('takes no cash outside an active session', () => {
    const taking = TILL_SESSION_STATUSES.filter(
      (status) => nextTillSessionStatus(status, E.cash) !== null,
    );
    expect(taking).toEqual(['ACTIVE']);
  });

  it('refuses a status the chart does not know', () => {
    expect(() => tillSessionSnapshot('OPEN' as TillSessionStatus)).toThrow(RangeError);
  });
});
