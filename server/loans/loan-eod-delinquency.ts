import type { TenantTx } from '../db/tenant-scope';
import { idRangeBatches, setColumnById } from '../deposits/deposit-eod-batches';
import type { CloseOfBusinessBatch, CloseOfBusinessDay } from '../eod/close-of-business-step';
import { type InstalmentRecord, rowToInstalment } from './loan.repository';
import {
  arrearsOf,
  delinquencyBucketOf,
  instalmentOutstanding,
  splitTotal,
} from './loan-arithmetic';
import { runLoanProvisioning } from './loan-provision.service';

/** The key of the step's last batch: the provision run for the date, over the whole book. */
export const PROVISION_BATCH_KEY = 'provision';

/** Active loans whose arrears were not read on the date yet. */
function notReadOn(t: TenantTx, processingDate: string) {
  return t.trx
    .selectFrom('loan')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .where((eb) => eb.or([eb('arrears_on', 'is', null), eb('arrears_on', '<', processingDate)]));
}

/**
 * Batches of loans by id, then one batch for the provision run. The provision reads each loan's
 * arrears from its instalments itself (loan-provision.service.ts), so it does not wait on the
 * other batches and gives the same figure in whichever order the batches run.
 */
export async function planDelinquency(t: TenantTx, day: CloseOfBusinessDay) {
  const rows = await notReadOn(t, day.processingDate).select('id').orderBy('id').execute();
  return [
    ...idRangeBatches(rows.map((row) => row.id)),
    { fromKey: PROVISION_BATCH_KEY, toKey: PROVISION_BATCH_KEY, itemCount: 1 },
  ];
}

/** The oldest due date of an instalment still unpaid before `asOf`. */
function arrearsSince(instalments: readonly InstalmentRecord[], asOf: string): string | null {
  const unpaid = instalments.find(
    (i) => i.dueDate < asOf && splitTotal(instalmentOutstanding(i)) > 0,
  );
  return unpaid?.dueDate ?? null;
}

/**
 * Stores each loan's days in arrears, its bucket (the buckets the loan view and provisioning
 * read, loan-arithmetic.ts) and since when, as of the processing date; the provision batch runs
 * loan loss provisioning for the date so the allowance matches the book.
 */
export async function runDelinquency(
  t: TenantTx,
  day: CloseOfBusinessDay,
  batch: CloseOfBusinessBatch,
): Promise<number> {
  if (batch.fromKey === PROVISION_BATCH_KEY) return provisionRun(t, day);
  const loans = await notReadOn(t, day.processingDate)
    .select('id')
    .where('id', '>=', batch.fromKey)
    .where('id', '<=', batch.toKey)
    .execute();
  if (loans.length === 0) return 0;
  const due = await instalmentsDue(t, batch, day.processingDate);
  const days = new Map<string, number>();
  const buckets = new Map<string, string>();
  const since = new Map<string, string | null>();
  for (const { id } of loans) {
    const instalments = due.get(id) ?? [];
    const { daysPastDue } = arrearsOf(instalments, day.processingDate);
    days.set(id, daysPastDue);
    buckets.set(id, delinquencyBucketOf(daysPastDue));
    since.set(id, arrearsSince(instalments, day.processingDate));
  }
  await setColumnById(t, 'loan', 'arrears_days', 'integer', days);
  await setColumnById(t, 'loan', 'arrears_bucket', 'varchar(16)', buckets);
  await setColumnById(t, 'loan', 'arrears_since', 'varchar(16)', since);
  await t.trx
    .updateTable('loan')
    .set({ arrears_on: day.processingDate })
    .where('tenant_id', '=', t.tenantId)
    .where(
      'id',
      'in',
      loans.map((loan) => loan.id),
    )
    .execute();
  return loans.length;
}

async function instalmentsDue(t: TenantTx, batch: CloseOfBusinessBatch, asOf: string) {
  const rows = await t.trx
    .selectFrom('loan_instalment')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('loan_id', '>=', batch.fromKey)
    .where('loan_id', '<=', batch.toKey)
    .where('due_date', '<', asOf)
    .orderBy('loan_id')
    .orderBy('number')
    .execute();
  const byLoan = new Map<string, InstalmentRecord[]>();
  for (const row of rows) {
    const list = byLoan.get(row.loan_id) ?? [];
    list.push(rowToInstalment(row));
    byLoan.set(row.loan_id, list);
  }
  return byLoan;
}

async function provisionRun(t: TenantTx, day: CloseOfBusinessDay): Promise<number> {
  const user = await t.trx
    .selectFrom('app_user')
    .select('username')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', day.actorId)
    .executeTakeFirst();
  const run = await runLoanProvisioning(
    t,
    { userId: day.actorId, username: user?.username ?? 'close of business' },
    day.now,
  );
  return run.loanCount;
}
