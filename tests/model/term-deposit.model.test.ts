import { describe, expect, it } from 'vitest';
import {
  nextTermDepositStatus,
  TERM_DEPOSIT_STATUS_BY_STATE,
  TERM_DEPOSIT_STATUSES,
  type TermDepositEvent,
  type TermDepositSnapshot,
  type TermDepositStatus,
  termDepositMachine,
  termDepositSnapshot,
  termDepositStatusOf,
} from '../../machines/term-deposit.machine';
import { eventsOf, measureCoverage, pathTo } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';
import { TERM_DEPOSIT_EVENTS as E, TERM_DEPOSIT_TRAVERSALS } from './term-deposit.model';

const coverage = measureCoverage(termDepositMachine, TERM_DEPOSIT_TRAVERSALS);
const statusOf = (snapshot: unknown) => termDepositStatusOf(snapshot as TermDepositSnapshot);

describe('termDepositMachine paths', () => {
  itCoversEveryStateAndStatus(
    termDepositMachine,
    coverage,
    TERM_DEPOSIT_STATUS_BY_STATE,
    TERM_DEPOSIT_STATUSES,
  );

  it('pays out a deposit only after it is approved and matures', () => {
    const path = pathTo(coverage, 'paid out', (s) => s.matches('paidOut'));
    expect(eventsOf(path)).toEqual([E.approve, E.mature, E.payOut]);
  });

  it('liquidates through a checker by asking first', () => {
    const path = pathTo(coverage, 'liquidation pending', (s) => s.matches('liquidationPending'));
    expect(eventsOf(path)).toEqual([E.approve, E.requestLiquidation]);
  });

  it('answers every event in every state of the graph as nextTermDepositStatus does', () => {
    for (const edge of coverage.edges) {
      const event = edge.event as TermDepositEvent;
      expect(nextTermDepositStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('nextTermDepositStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<TermDepositStatus, Partial<Record<keyof typeof E, TermDepositStatus>>> = {
      PENDING_APPROVAL: { approve: 'ACTIVE', reject: 'REJECTED' },
      ACTIVE: {
        mature: 'MATURED',
        requestLiquidation: 'LIQUIDATION_PENDING',
        liquidate: 'LIQUIDATED',
      },
      MATURED: { payOut: 'PAID_OUT', rollOver: 'ROLLED_OVER' },
      LIQUIDATION_PENDING: { liquidate: 'LIQUIDATED', liquidationEnded: 'ACTIVE' },
      PAID_OUT: {},
      ROLLED_OVER: {},
      LIQUIDATED: {},
      REJECTED: {},
    };
    for (const status of TERM_DEPOSIT_STATUSES) {
      expect(statusOf(termDepositSnapshot(status))).toBe(status);
      for (const [name, event] of Object.entries(E)) {
        expect([status, name, nextTermDepositStatus(status, event)]).toEqual([
          status,
          name,
          table[status][name as keyof typeof E] ?? null,
        ]);
      }
    }
  });

  it('lets a lien block paying out and liquidating but not a rollover', () => {
    expect(nextTermDepositStatus('MATURED', E.payOutUnderLien)).toBeNull();
    expect(nextTermDepositStatus('MATURED', E.payOut)).toBe('PAID_OUT');
    expect(nextTermDepositStatus('ACTIVE', E.requestLiquidationUnderLien)).toBeNull();
    expect(nextTermDepositStatus('ACTIVE', E.liquidateUnderLien)).toBeNull();
    expect(nextTermDepositStatus('LIQUIDATION_PENDING', E.liquidateUnderLien)).toBeNull();
    expect(nextTermDepositStatus('LIQUIDATION_PENDING', E.liquidate)).toBe('LIQUIDATED');
    expect(nextTermDepositStatus('MATURED', E.rollOver)).toBe('ROLLED_OVER');
  });

  it('refuses a status the chart does not know', () => {
    expect(() => termDepositSnapshot('CLOSED' as TermDepositStatus)).toThrow(RangeError);
  });
});
