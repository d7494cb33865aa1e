import { describe, expect, it } from 'vitest';
import {
  EXPENSE_STATUS_BY_STATE,
  EXPENSE_STATUSES,
  type ExpenseEvent,
  type ExpenseSnapshot,
  type ExpenseStatus,
  expenseCan,
  expenseMachine,
  expenseSnapshot,
  expenseStatusOf,
  nextExpenseStatus,
} from '../../machines/expense.machine';
import { EXPENSE_EVENTS as E, EXPENSE_TRAVERSALS } from './expense.model';
import { edgesOn, measureCoverage } from './path-coverage';
import { itCoversEveryStateAndStatus } from './stored-status-chart';

const coverage = measureCoverage(expenseMachine, EXPENSE_TRAVERSALS);
const statusOf = (snapshot: unknown) => expenseStatusOf(snapshot as ExpenseSnapshot);

describe('expenseMachine paths', () => {
  itCoversEveryStateAndStatus(expenseMachine, coverage, EXPENSE_STATUS_BY_STATE, EXPENSE_STATUSES);

  it('starts every expense pending', () => {
    const starts = coverage.paths.filter((path) => path.steps.length === 1);
    expect(starts.map((path) => path.state.value)).toEqual(['pending']);
  });

  it('posts, rejects, cancels or expires only a pending expense, and never posts it after', () => {
    for (const event of Object.values(E)) {
      const taken = edgesOn(coverage, event).filter((edge) => edge.state.can(event));
      expect(taken.map((edge) => edge.state.value)).toEqual(['pending']);
      for (const edge of taken) {
        expect(edge.nextState.status).toBe('done');
        expect(edge.nextState.can(E.post)).toBe(false);
      }
    }
  });

  it('answers every event in every state of the graph as nextExpenseStatus does', () => {
    expect(coverage.edges.length).toBe(5 * Object.keys(E).length);
    for (const edge of coverage.edges) {
      const event = edge.event as ExpenseEvent;
      expect(nextExpenseStatus(statusOf(edge.state), event)).toEqual(
        edge.state.can(event) ? statusOf(edge.nextState) : null,
      );
    }
  });
});

describe('expenseSnapshot and nextExpenseStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<ExpenseStatus, Partial<Record<keyof typeof E, ExpenseStatus>>> = {
      PENDING: { post: 'POSTED', reject: 'REJECTED', cancel: 'CANCELLED', expire: 'EXPIRED' },
      POSTED: {},
      REJECTED: {},
      CANCELLED: {},
      EXPIRED: {},
    };
    for (const status of EXPENSE_STATUSES) {
      expect(expenseSnapshot(status).status).toBe(status === 'PENDING' ? 'active' : 'done');
      for (const [name, event] of Object.entries(E)) {
        const expected = table[status][name as keyof typeof E] ?? null;
        expect([status, name, nextExpenseStatus(status, event)]).toEqual([status, name, expected]);
      }
    }
  });

  it('offers the cancel only while pending, and refuses a status it does not know', () => {
    expect(expenseCan('PENDING', 'expense.cancel')).toBe(true);
    expect(expenseCan('POSTED', 'expense.cancel')).toBe(false);
    expect(() => expenseSnapshot('APPROVED' as ExpenseStatus)).toThrow(RangeError);
  });
});
