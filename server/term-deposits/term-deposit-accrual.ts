import { formatBankDate } from '../../policies/calendar';
import { addDays, addMonths } from '../../policies/date-input';
import { parseAnnualRate, RATE_SCALE } from '../../policies/loan-rate';
import { roundHalfEven } from '../../policies/money';
import { accruedInterestKobo } from '../../policies/term-deposit-interest';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { dueDepositIds, findTermDeposits, insertTermDepositEvent } from './term-deposit.repository';
import {
  type AccrualShare,
  postAccruals,
  postSettlement,
  termDepositGl,
} from './term-deposit-ledger';
import { type StepBy, storedDeposit } from './term-deposit-steps';
import { termsOf } from './term-deposit-terms';
import type { TermDepositRow } from './term-deposit-view';

/** Deposits worked per transaction, so a run over many stays short and resumable (decision 067). */
export const ACCRUAL_BATCH = 500;
/** An entry holds at most 100 lines: one debit of the expense and a credit per deposit. */
const DEPOSITS_PER_ENTRY = 99;

/** A percent (decimal text) of an amount, half-even, as the arithmetic rounds its tax. */
export function percentOfKobo(kobo: number, percent: string): number {
  const scaled = parseAnnualRate(percent)?.scaledPercent ?? 0n;
  return Number(roundHalfEven(BigInt(kobo) * scaled, 100n * RATE_SCALE));
}

const minDate = (a: string, b: string) => (a < b ? a : b);

/** The interest accrued and not yet paid out: the deposit's share of interest payable. */
export const unpaidKobo = (row: TermDepositRow) =>
  Number(row.accrued_interest_kobo) - Number(row.interest_paid_kobo);

/**
 * Claims a deposit's accrual to `toDate`: its figure and date in one guarded update (the
 * accrual row, unique per deposit and day, is written with the entry). Answers the amount to
 * post, or null when another run got there first.
 */
async function claimAccrual(
  t: TenantTx,
  row: TermDepositRow,
  toDate: string,
): Promise<number | null> {
  if (row.last_accrued_on !== null && row.last_accrued_on >= toDate) return null;
  const totalKobo = accruedInterestKobo(termsOf(row), toDate);
  const amountKobo = Math.max(0, totalKobo - Number(row.accrued_interest_kobo));
  const moved = await t.trx
    .updateTable('term_deposit')
    .set({
      accrued_interest_kobo: Number(row.accrued_interest_kobo) + amountKobo,
      last_accrued_on: toDate,
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where((eb) =>
      row.last_accrued_on === null
        ? eb('last_accrued_on', 'is', null)
        : eb('last_accrued_on', '=', row.last_accrued_on),
    )
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return null;
  return amountKobo;
}

/** The accrual rows of a day, with the entry that posted them (null: nothing to post). */
async function insertAccruals(
  t: TenantTx,
  shares: readonly AccrualShare[],
  toDate: string,
  entryId: string | null,
  now: Date,
) {
  if (shares.length === 0) return;
  await t.trx
    .insertInto('term_deposit_accrual')
    .values(
      shares.map((share) => ({
        id: newRowId(now.getTime()),
        tenant_id: t.tenantId,
        deposit_id: share.deposit.id,
        from_date: share.deposit.last_accrued_on
          ? addDays(share.deposit.last_accrued_on, 1)
          : share.deposit.start_date,
        to_date: toDate,
        amount_kobo: share.amountKobo,
        entry_id: entryId,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/** Posts claimed accruals of deposits of one branch and product, 99 to an entry. */
async function postShares(
  t: TenantTx,
  shares: readonly AccrualShare[],
  toDate: string,
  by: StepBy,
  now: Date,
): Promise<void> {
  const groups = new Map<string, AccrualShare[]>();
  await insertAccruals(
    t,
    shares.filter((share) => share.amountKobo <= 0),
    toDate,
    null,
    now,
  );
  for (const share of shares) {
    if (share.amountKobo <= 0) continue;
    const key = `${share.deposit.branch_id}|${share.deposit.product_id}`;
    groups.set(key, [...(groups.get(key) ?? []), share]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const gl = await termDepositGl(t, first.deposit.product_id);
    for (let i = 0; i < group.length; i += DEPOSITS_PER_ENTRY) {
      const chunk = group.slice(i, i + DEPOSITS_PER_ENTRY);
      const entry = await postAccruals(
        t,
        gl,
        chunk,
        { branchId: first.deposit.branch_id, upTo: toDate, createdBy: by.userId },
        now,
      );
      await insertAccruals(t, chunk, toDate, entry.id, now);
    }
  }
}

/** Accrues one deposit to `toDate` in its own entry; answers the amount posted. */
export async function accrueOne(
  t: TenantTx,
  row: TermDepositRow,
  toDate: string,
  by: StepBy,
  now: Date,
): Promise<number> {
  const amountKobo = await claimAccrual(t, row, toDate);
  if (amountKobo === null) return 0;
  await postShares(t, [{ deposit: row, amountKobo }], toDate, by, now);
  return amountKobo;
}

/** The payout dates of a periodic deposit after `after` up to `upTo`, before its maturity. */
function payoutDatesOf(row: TermDepositRow, after: string | null, upTo: string): string[] {
  const months = row.payout_period_months ?? 0;
  if (row.interest_payout !== 'PERIODIC' || months <= 0) return [];
  const dates: string[] = [];
  for (let k = 1; k < 1000; k += 1) {
    const date = addMonths(row.start_date, k * months);
    if (date >= row.maturity_date || date > upTo) break;
    if (after === null || date > after) dates.push(date);
  }
  return dates;
}

/** A periodic deposit's interest accrued and not yet paid, net of tax, to its account. */
async function payPeriodicInterest(
  t: TenantTx,
  row: TermDepositRow,
  date: string,
  by: StepBy,
  now: Date,
): Promise<void> {
  const interestKobo = unpaidKobo(row);
  if (interestKobo <= 0) return;
  const taxKobo = percentOfKobo(interestKobo, row.withholding_tax_rate);
  const entry = await postSettlement(
    t,
    row,
    {
      principalKobo: 0,
      accruedKobo: interestKobo,
      interestKobo,
      taxKobo,
      narration: `Interest on term deposit ${row.deposit_number} to ${formatBankDate(date)}`,
      source: 'TERM_DEPOSIT_INTEREST',
      createdBy: by.userId,
    },
    now,
  );
  await t.trx
    .updateTable('term_deposit')
    .set({ interest_paid_kobo: Number(row.interest_paid_kobo) + interestKobo })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', row.id)
    .execute();
  await insertTermDepositEvent(
    t,
    {
      depositId: row.id,
      from: row.status,
      to: row.status,
      note: 'Periodic interest paid to the account, net of withholding tax',
      byName: by.name,
      entryId: entry.id,
    },
    now,
  );
}

/** A periodic deposit: accrued to each payout date and paid, then accrued to `toDate`. */
async function accruePeriodic(
  t: TenantTx,
  row: TermDepositRow,
  toDate: string,
  by: StepBy,
  now: Date,
): Promise<number> {
  let postedKobo = 0;
  let current = row;
  for (const date of payoutDatesOf(row, row.last_accrued_on, toDate)) {
    postedKobo += await accrueOne(t, current, date, by, now);
    await payPeriodicInterest(t, await storedDeposit(t, row.id), date, by, now);
    current = await storedDeposit(t, row.id);
  }
  return postedKobo + (await accrueOne(t, current, toDate, by, now));
}

export interface AccrualCounts {
  accruedDeposits: number;
  accruedKobo: number;
  more: boolean;
}

/**
 * One batch of the accrual: up to ACCRUAL_BATCH active deposits started by `upTo` and accrued
 * before it, each accrued to `upTo` (or its maturity, if sooner). Deposits with nothing new
 * share entries by branch and product; a periodic one is paid on its payout dates on the way.
 */
export async function accrueBatch(
  t: TenantTx,
  upTo: string,
  by: StepBy,
  now: Date,
): Promise<AccrualCounts> {
  const ids = await dueDepositIds(t, { status: 'ACTIVE', accruedBefore: upTo }, ACCRUAL_BATCH);
  const counts = await accrueDeposits(t, await findTermDeposits(t, ids), upTo, by, now);
  return { ...counts, more: ids.length === ACCRUAL_BATCH };
}

/**
 * Accrues the given active deposits to `upTo` (or each one's maturity, if sooner), in the
 * caller's transaction: what a batch of the background work or of a close of business does.
 */
export async function accrueDeposits(
  t: TenantTx,
  rows: readonly TermDepositRow[],
  upTo: string,
  by: StepBy,
  now: Date,
): Promise<Omit<AccrualCounts, 'more'>> {
  const shares: AccrualShare[] = [];
  let accruedKobo = 0;
  let accruedDeposits = 0;
  for (const row of rows) {
    const toDate = minDate(upTo, row.maturity_date);
    if (payoutDatesOf(row, row.last_accrued_on, toDate).length > 0) {
      accruedKobo += await accruePeriodic(t, row, toDate, by, now);
      accruedDeposits += 1;
      continue;
    }
    const amountKobo = await claimAccrual(t, row, toDate);
    if (amountKobo === null) continue;
    accruedDeposits += 1;
    accruedKobo += amountKobo;
    shares.push({ deposit: row, amountKobo });
  }
  const byDay = new Map<string, AccrualShare[]>();
  for (const share of shares) {
    const day = minDate(upTo, share.deposit.maturity_date);
    byDay.set(day, [...(byDay.get(day) ?? []), share]);
  }
  for (const [day, dayShares] of byDay) await postShares(t, dayShares, day, by, now);
  return { accruedDeposits, accruedKobo };
}
