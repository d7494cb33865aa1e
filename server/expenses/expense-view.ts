import type { components } from '../../api/schema.gen';
import { listEvents, usersByIds } from '../approvals/approval.repository';
import type { TenantTx } from '../db/tenant-scope';
import type { ExpenseRecord } from './expense.repository';

type Schemas = components['schemas'];

/** The level a pending expense waits for, read from its request's stored status. */
function awaitingLevel(expense: ExpenseRecord): 1 | 2 | null {
  if (expense.status !== 'PENDING') return null;
  if (expense.approvalStatus === 'PENDING_LEVEL1') return 1;
  if (expense.approvalStatus === 'PENDING_LEVEL2') return 2;
  return null;
}

/** The contract's Expense. */
export function expenseView(expense: ExpenseRecord): Schemas['Expense'] {
  const { approvalStatus: _status, ...rest } = expense;
  return {
    ...rest,
    invoice: expense.invoice as Schemas['ExpenseInvoice'] | null,
    awaitingLevel: awaitingLevel(expense),
  };
}

/** The expense with its approval trail, oldest step first, each by name. */
export async function expenseDetail(
  t: TenantTx,
  expense: ExpenseRecord,
): Promise<Schemas['ExpenseDetail']> {
  const events = expense.approvalRequestId ? await listEvents(t, expense.approvalRequestId) : [];
  const users = await usersByIds(
    t,
    events.map((event) => event.actorId),
  );
  const trail: Schemas['ExpenseTrailStep'][] = events.map((event) => ({
    action: event.action,
    level: event.level,
    actorName: users.get(event.actorId)?.fullName ?? null,
    reason: event.reason,
    at: event.at,
  }));
  if (expense.status === 'EXPIRED' && expense.decidedAt) {
    trail.push({
      action: 'EXPIRED',
      level: null,
      actorName: null,
      reason: null,
      at: expense.decidedAt,
    });
  }
  return { ...expenseView(expense), trail: trail.slice(0, 20) };
}
