import { describe, expect, it } from 'vitest';
import {
  allowedLoanActions,
  LOAN_STATUS_BY_STATE,
  LOAN_STATUSES,
  type LoanEvent,
  type LoanSnapshot,
  type LoanStatus,
  loanMachine,
  loanSnapshot,
  loanStatusOf,
  nextLoanStatus,
} from '../../machines/loan.machine';
import { LOAN_EVENTS as E, LOAN_TRAVERSALS } from './loan.model';
import { eventsOf, measureCoverage, pathTo } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(loanMachine, LOAN_TRAVERSALS);
const statusOf = (snapshot: unknown) => loanStatusOf(snapshot as LoanSnapshot);

describe('loanMachine paths', () => {
  itCoversEveryStateAndStatus(loanMachine, coverage, LOAN_STATUS_BY_STATE, LOAN_STATUSES);

  it('closes a loan only after it was disbursed, and cancels one only before', () => {
    for (const state of [
      'closedObligationsMet',
      'closedLiquidated',
      'closedToppedUp',
      'writtenOff',
    ]) {
      const path = pathTo(coverage, state, (s) => s.matches(state));
      expect(eventsOf(path)[0]).toEqual(E.disburse);
    }
    const cancelled = pathTo(coverage, 'cancelled', (s) => s.matches('cancelled'));
    expect(eventsOf(cancelled)).toEqual([E.cancel]);
    const repaid = pathTo(coverage, 'closedObligationsMet', (s) =>
      s.matches('closedObligationsMet'),
    );
    expect(eventsOf(repaid).at(-1)).toSatisfy(
      (event: LoanEvent) => event.type === 'loan.close' || event.type === 'loan.repay',
    );
  });

  it('answers every event in every state of the graph as nextLoanStatus does', () => {
    for (const edge of coverage.edges) {
      const event = edge.event as LoanEvent;
      expect(nextLoanStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('nextLoanStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<LoanStatus, Partial<Record<keyof typeof E, LoanStatus>>> = {
      APPROVED: { update: 'APPROVED', cancel: 'CANCELLED', disburse: 'ACTIVE' },
      ACTIVE: {
        repay: 'ACTIVE',
        repayInFull: 'CLOSED_OBLIGATIONS_MET',
        assessPenalties: 'ACTIVE',
        close: 'CLOSED_OBLIGATIONS_MET',
        liquidate: 'CLOSED_LIQUIDATED',
        topUp: 'CLOSED_TOPPED_UP',
        writeOff: 'WRITTEN_OFF',
      },
      CLOSED_OBLIGATIONS_MET: {},
      CLOSED_LIQUIDATED: {},
      CLOSED_TOPPED_UP: {},
      WRITTEN_OFF: {},
      CANCELLED: {},
    };
    for (const status of LOAN_STATUSES) {
      expect(statusOf(loanSnapshot(status))).toBe(status);
      for (const [name, event] of Object.entries(E)) {
        const expected = table[status][name as keyof typeof E] ?? null;
        expect([status, name, nextLoanStatus(status, event)]).toEqual([status, name, expected]);
      }
    }
  });

  it('lists the actions each status allows', () => {
    expect(allowedLoanActions('APPROVED')).toEqual(['UPDATE', 'CANCEL', 'DISBURSE']);
    expect(allowedLoanActions('ACTIVE')).toEqual([
      'REPAY',
      'ASSESS_PENALTIES',
      'LIQUIDATE',
      'TOP_UP',
      'CLOSE',
      'WRITE_OFF',
    ]);
    expect(allowedLoanActions('CLOSED_LIQUIDATED')).toEqual([]);
  });

  it('refuses a status the chart does not know', () => {
    expect(() => loanSnapshot('PENDING' as LoanStatus)).toThrow(RangeError);
  });
});
