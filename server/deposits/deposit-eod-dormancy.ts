import { sql } from 'kysely';
import { nextAccountStatus } from '../../machines/deposit-account.machine';
import type { TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessBatch, CloseOfBusinessDay } from '../eod/close-of-business-step';
import { readEodSettings } from '../eod/eod.config';
import { idRangeBatches, minusMonths } from './deposit-eod-batches';

/**
 * The journal sources that are a customer's own transaction: money the customer paid in, took
 * out or sent. What the bank posts on its own (fees, interest, penalties) and money others send
 * in do not keep an account active.
 */
export const CUSTOMER_SOURCES = [
  'DEPOSIT',
  'WITHDRAWAL',
  'TRANSFER',
  'NIP_OUTWARD',
  'LOAN_REPAYMENT',
  'LOAN_LIQUIDATION',
  'TERM_DEPOSIT',
];

/** The status the deposit-account chart moves an active account to when it is marked dormant. */
function dormantStatus(): string {
  const next = nextAccountStatus('ACTIVE', { type: 'account.markDormant' });
  if (!next) throw new Error('The deposit-account chart has no way from active to dormant.');
  return next.status;
}

function activeAccounts(t: TenantTx) {
  return t.trx
    .selectFrom('deposit_account')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE');
}

export async function planDormancy(t: TenantTx, _day: CloseOfBusinessDay) {
  const rows = await activeAccounts(t).select('id').orderBy('id').execute();
  return idRangeBatches(rows.map((row) => row.id));
}

/**
 * Marks dormant, in one statement for the batch, every active account opened before the cut-off
 * with no customer transaction since it, and leaves a status-change row for each, written first
 * from the same condition so both name the same accounts.
 */
export async function runDormancy(
  t: TenantTx,
  day: CloseOfBusinessDay,
  batch: CloseOfBusinessBatch,
  months?: number,
): Promise<number> {
  // The months without a customer's own transaction are the tenant's `eod` setting (12 unless set).
  const cutoff = minusMonths(
    day.processingDate,
    months ?? (await readEodSettings(t)).dormancyMonths,
  );
  const dormant = dormantStatus();
  const idle = sql<boolean>`deposit_account.tenant_id = ${t.tenantId}
    and deposit_account.status = 'ACTIVE'
    and deposit_account.id >= ${batch.fromKey} and deposit_account.id <= ${batch.toKey}
    and deposit_account.opened_at < ${cutoff}
    and not exists (
      select 1 from journal_line l
      join journal_entry e on e.id = l.entry_id
      where l.tenant_id = ${t.tenantId}
        and l.subledger_account_id = deposit_account.id
        and l.subledger = 'DEPOSIT'
        and l.posting_date >= ${cutoff}
        and e.source in (${sql.join(CUSTOMER_SOURCES)})
    )`;
  await sql`insert into deposit_account_status_change
      (tenant_id, account_id, changed_on, from_status, to_status, reason, run_id)
    select deposit_account.tenant_id, deposit_account.id, ${day.processingDate}, 'ACTIVE', ${dormant},
      ${`No customer transaction for ${months} months`}, ${day.runId}
    from deposit_account where ${idle}`.execute(t.trx);
  const result = await sql`update deposit_account set status = ${dormant} where ${idle}`.execute(
    t.trx,
  );
  return Number(result.numAffectedRows ?? 0);
}
