import { formatBankDate } from '../../policies/calendar';
import type { TenantTx } from '../db/tenant-scope';
import { daysFrom, idRangeBatches, setColumnById } from '../deposits/deposit-eod-batches';
import type { CloseOfBusinessBatch, CloseOfBusinessDay } from '../eod/close-of-business-step';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { PostingLine } from '../ledger/entry-rules';
import { postEntry } from '../ledger/ledger.service';

/** The journal source of the accrual entries. */
export const LOAN_ACCRUAL_SOURCE = 'LOAN_INTEREST_ACCRUAL';

interface ScheduledInterest {
  readonly dueDate: string;
  readonly days: number;
  readonly interestKobo: number;
}

/**
 * The interest a loan has earned by the end of `asOf` on its schedule: every instalment due by
 * then whole, the one in progress for the days run of its period (interest x days elapsed /
 * period days, rounded down, so the day's share never runs ahead and the due date brings it to
 * the instalment's interest exactly), later ones nothing.
 */
export function interestEarnedKobo(
  disbursementDate: string,
  instalments: readonly ScheduledInterest[],
  asOf: string,
): number {
  let earned = 0;
  let periodStart = disbursementDate;
  for (const instalment of instalments) {
    if (instalment.dueDate <= asOf) {
      earned += instalment.interestKobo;
    } else {
      const run = Math.max(0, daysFrom(periodStart, asOf));
      if (instalment.days > 0 && run > 0) {
        earned += Math.floor(
          (instalment.interestKobo * Math.min(run, instalment.days)) / instalment.days,
        );
      }
      break;
    }
    periodStart = instalment.dueDate;
  }
  return earned;
}

/** Active loans not yet accrued to the date, in id order. */
function dueForAccrual(t: TenantTx, processingDate: string) {
  return t.trx
    .selectFrom('loan')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([
        eb('interest_accrued_to', 'is', null),
        eb('interest_accrued_to', '<', processingDate),
      ]),
    );
}

export async function planAccrual(t: TenantTx, day: CloseOfBusinessDay) {
  const rows = await dueForAccrual(t, day.processingDate).select('id').orderBy('id').execute();
  return idRangeBatches(rows.map((row) => row.id));
}

async function accrualAccounts(t: TenantTx, productId: string) {
  const mapping = async (event: string) => {
    const found = await findGlMapping(t, productId, event);
    if (!found) throw new DomainError('gl_mapping_missing', `The GL map has no ${event} mapping.`);
    return found;
  };
  return {
    unearned: (await mapping('LOAN_INTEREST_RECEIVABLE')).creditAccountId,
    income: (await mapping('LOAN_INTEREST_INCOME')).creditAccountId,
  };
}

/**
 * Accrues the loans of one batch to the processing date: each loan's earned interest less what
 * was already recognised moves from unearned interest to income, in one journal entry with one
 * line per GL account (unearned interest and income carry no sub-ledger), and the loan keeps the
 * figure and the date, so the income posted equals the sum of the loans' increases.
 */
export async function runAccrual(
  t: TenantTx,
  day: CloseOfBusinessDay,
  batch: CloseOfBusinessBatch,
): Promise<number> {
  const loans = await dueForAccrual(t, day.processingDate)
    .select(['id', 'product_id', 'disbursement_date', 'interest_accrued_kobo'])
    .where('id', '>=', batch.fromKey)
    .where('id', '<=', batch.toKey)
    .execute();
  if (loans.length === 0) return 0;
  const schedules = await instalmentsByLoan(t, batch);
  const accrued = new Map<string, number>();
  const byProduct = new Map<string, number>();
  for (const loan of loans) {
    const earned = interestEarnedKobo(
      loan.disbursement_date ?? day.processingDate,
      schedules.get(loan.id) ?? [],
      day.processingDate,
    );
    const deltaKobo = earned - Number(loan.interest_accrued_kobo);
    if (deltaKobo <= 0) continue;
    accrued.set(loan.id, earned);
    byProduct.set(loan.product_id, (byProduct.get(loan.product_id) ?? 0) + deltaKobo);
  }
  await setColumnById(t, 'loan', 'interest_accrued_kobo', 'bigint', accrued);
  await t.trx
    .updateTable('loan')
    .set({ interest_accrued_to: day.processingDate })
    .where('tenant_id', '=', t.tenantId)
    .where(
      'id',
      'in',
      loans.map((loan) => loan.id),
    )
    .execute();
  await postAccrual(t, day, byProduct);
  return loans.length;
}

async function instalmentsByLoan(t: TenantTx, batch: CloseOfBusinessBatch) {
  const rows = await t.trx
    .selectFrom('loan_instalment as i')
    .innerJoin('loan as l', (join) =>
      join.onRef('l.id', '=', 'i.loan_id').onRef('l.tenant_id', '=', 'i.tenant_id'),
    )
    .select(['i.loan_id', 'i.due_date', 'i.days', 'i.interest_kobo'])
    .where('i.tenant_id', '=', t.tenantId)
    .where('l.status', '=', 'ACTIVE')
    .where('i.loan_id', '>=', batch.fromKey)
    .where('i.loan_id', '<=', batch.toKey)
    .orderBy('i.loan_id')
    .orderBy('i.number')
    .execute();
  const byLoan = new Map<string, ScheduledInterest[]>();
  for (const row of rows) {
    const list = byLoan.get(row.loan_id) ?? [];
    list.push({ dueDate: row.due_date, days: row.days, interestKobo: Number(row.interest_kobo) });
    byLoan.set(row.loan_id, list);
  }
  return byLoan;
}

async function postAccrual(
  t: TenantTx,
  day: CloseOfBusinessDay,
  byProduct: ReadonlyMap<string, number>,
): Promise<void> {
  const byAccounts = new Map<string, { unearned: string; income: string; kobo: number }>();
  for (const [productId, kobo] of byProduct) {
    const accounts = await accrualAccounts(t, productId);
    const key = `${accounts.unearned} ${accounts.income}`;
    const found = byAccounts.get(key) ?? { ...accounts, kobo: 0 };
    byAccounts.set(key, { ...found, kobo: found.kobo + kobo });
  }
  if (byAccounts.size === 0) return;
  const lines: PostingLine[] = [...byAccounts.values()].flatMap((pair) => [
    { accountId: pair.unearned, debitKobo: pair.kobo, creditKobo: 0 },
    { accountId: pair.income, debitKobo: 0, creditKobo: pair.kobo },
  ]);
  await postEntry(
    t,
    {
      narration: `Loan interest earned on ${formatBankDate(day.processingDate)}`,
      reference: 'Close of business',
      valueDate: day.processingDate,
      lines,
      source: LOAN_ACCRUAL_SOURCE,
      createdBy: day.actorId,
    },
    day.now,
  );
}
