import { formatKobo } from '../../policies/money';
import { liquidationFigures } from '../../policies/term-deposit-interest';
import {
  bookingProblems,
  type MaturityInstruction,
  rateFor,
} from '../../policies/term-deposit-product';
import { tellAreas } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  dueDepositIds,
  findTermDeposits,
  findTermProduct,
  insertTermDepositEvent,
  updateTermDeposit,
} from './term-deposit.repository';
import { accrueOne, percentOfKobo, unpaidKobo } from './term-deposit-accrual';
import { insertNewDeposit } from './term-deposit-booking';
import { postSettlement } from './term-deposit-ledger';
import { isUnderLien, type StepBy, stepDeposit, storedDeposit } from './term-deposit-steps';
import { limitsOf, penaltyOf, rateChartOf, termsOf } from './term-deposit-terms';
import type { TermDepositRow } from './term-deposit-view';

/** The interest still owed at maturity and its tax: all of it, less what periodic payouts paid. */
function remainingInterest(row: TermDepositRow) {
  const interestKobo = Number(row.interest_kobo) - Number(row.interest_paid_kobo);
  const taxKobo =
    Number(row.interest_paid_kobo) === 0
      ? Number(row.withholding_tax_kobo)
      : percentOfKobo(interestKobo, row.withholding_tax_rate);
  return { interestKobo, taxKobo };
}

/** Pays a matured deposit's principal and remaining interest, net of tax, to its account. */
async function payOut(t: TenantTx, row: TermDepositRow, by: StepBy, why: string, now: Date) {
  if (isUnderLien(row)) throw new DomainError('term_deposit_under_lien');
  const { interestKobo, taxKobo } = remainingInterest(row);
  const principalKobo = Number(row.principal_kobo);
  const entry = await postSettlement(
    t,
    row,
    {
      principalKobo,
      accruedKobo: unpaidKobo(row),
      interestKobo,
      taxKobo,
      narration: `Term deposit ${row.deposit_number} paid out at maturity`,
      source: 'TERM_DEPOSIT',
      createdBy: by.userId,
    },
    now,
  );
  return stepDeposit(
    t,
    row,
    {
      event: { type: 'termDeposit.payOut', underLien: false },
      refusal: 'term_deposit_not_matured',
      note: `${why}Paid ${formatKobo(principalKobo + interestKobo - taxKobo)} to the account`,
      by,
      entryId: entry.id,
      changes: {
        interest_paid_kobo: Number(row.interest_kobo),
        closing_entry_id: entry.id,
        closed_on: row.maturity_date,
      },
    },
    now,
  );
}

/** Why a rollover cannot be made on the product today, or null with the rate of the day. */
async function rolloverRate(t: TenantTx, row: TermDepositRow, amountKobo: number) {
  const product = await findTermProduct(t, row.product_id);
  if (product?.status !== 'ACTIVE') {
    return { product: null, rate: null, why: 'The product is no longer offered. ' };
  }
  const fits = bookingProblems(limitsOf(product), amountKobo, row.tenor).length === 0;
  const rate = fits ? rateFor(rateChartOf(product), amountKobo, row.tenor) : null;
  if (rate === null)
    return { product: null, rate: null, why: 'No band of the product covers the amount. ' };
  return { product, rate, why: '' };
}

/** Rolls a matured deposit over into a new one on the same product and tenor at today's rate. */
async function rollOver(
  t: TenantTx,
  row: TermDepositRow,
  instruction: MaturityInstruction,
  by: StepBy,
  now: Date,
) {
  const { interestKobo, taxKobo } = remainingInterest(row);
  const principalKobo = Number(row.principal_kobo);
  const newKobo =
    instruction === 'ROLL_OVER_PRINCIPAL_AND_INTEREST'
      ? principalKobo + interestKobo - taxKobo
      : principalKobo;
  const { product, rate, why } = await rolloverRate(t, row, newKobo);
  if (!product || rate === null) {
    // Paying out instead is what a lien forbids: the deposit stays MATURED until settled.
    if (isUnderLien(row)) {
      await insertTermDepositEvent(
        t,
        {
          depositId: row.id,
          from: row.status,
          to: row.status,
          note: `${why}Held under lien until settled`,
          byName: by.name,
          entryId: null,
        },
        now,
      );
      return row;
    }
    return payOut(t, row, by, why, now);
  }
  const next = await insertNewDeposit(
    t,
    {
      product,
      account: { id: row.account_id, customerId: row.customer_id, branchId: row.branch_id },
      principalKobo: newKobo,
      tenor: row.tenor,
      rate,
      startDate: row.maturity_date,
      instruction,
      funding: 'ACCOUNT',
      tillSessionId: null,
      status: 'ACTIVE',
      narration: null,
      createdBy: by.userId,
      rolledFromId: row.id,
      lien: row,
    },
    now,
  );
  const entry = await postSettlement(
    t,
    row,
    {
      principalKobo,
      accruedKobo: unpaidKobo(row),
      interestKobo,
      taxKobo,
      rollInto: { depositId: next.id, amountKobo: newKobo },
      narration: `Term deposit ${row.deposit_number} rolled over into ${next.deposit_number}`,
      source: 'TERM_DEPOSIT',
      createdBy: by.userId,
    },
    now,
  );
  await updateTermDeposit(t, next, { booking_entry_id: entry.id }, now);
  await insertTermDepositEvent(
    t,
    {
      depositId: next.id,
      from: null,
      to: 'ACTIVE',
      note: `Rolled over from ${row.deposit_number} at ${rate}% a year`,
      byName: by.name,
      entryId: entry.id,
    },
    now,
  );
  return stepDeposit(
    t,
    row,
    {
      event: { type: 'termDeposit.rollOver' },
      refusal: 'term_deposit_not_matured',
      note: `Rolled over into ${next.deposit_number} for ${formatKobo(newKobo)}`,
      by,
      entryId: entry.id,
      changes: {
        rolled_into_id: next.id,
        interest_paid_kobo: Number(row.interest_kobo),
        closing_entry_id: entry.id,
        closed_on: row.maturity_date,
        lien_reason: null,
        lien_loan_id: null,
        lien_placed_at: null,
        lien_placed_by: null,
      },
    },
    now,
  );
}

/** Carries out a matured deposit's instruction (or the one given when it is settled by hand). */
export async function settleMatured(
  t: TenantTx,
  row: TermDepositRow,
  instruction: MaturityInstruction,
  by: StepBy,
  now: Date,
): Promise<TermDepositRow> {
  if (row.status !== 'MATURED') throw new DomainError('term_deposit_not_matured');
  // A lien blocks paying out; a rollover carries the lien to the new deposit.
  if (isUnderLien(row) && instruction === 'PAY_OUT') {
    throw new DomainError('term_deposit_under_lien');
  }
  return instruction === 'PAY_OUT'
    ? payOut(t, row, by, '', now)
    : rollOver(t, row, instruction, by, now);
}

export interface MaturityCounts {
  maturedCount: number;
  paidOutCount: number;
  rolledOverCount: number;
  heldCount: number;
  more: boolean;
}

/** One deposit at its maturity: accrued to the date, MATURED, then its instruction unless held. */
async function matureOne(
  t: TenantTx,
  row: TermDepositRow,
  by: StepBy,
  now: Date,
  counts: MaturityCounts,
) {
  await accrueOne(t, row, row.maturity_date, by, now);
  const matured = await stepDeposit(
    t,
    await storedDeposit(t, row.id),
    {
      event: { type: 'termDeposit.mature' },
      refusal: 'term_deposit_not_active',
      note:
        isUnderLien(row) && row.maturity_instruction === 'PAY_OUT'
          ? 'Matured; held under lien'
          : 'Matured',
      by,
    },
    now,
  );
  counts.maturedCount += 1;
  await tellAreas(t, 'term-deposit.matured', { depositId: row.id }, now);
  const instruction = matured.maturity_instruction as MaturityInstruction;
  if (isUnderLien(matured) && instruction === 'PAY_OUT') {
    counts.heldCount += 1;
    return;
  }
  const done = await settleMatured(t, matured, instruction, by, now);
  if (done.status === 'ROLLED_OVER') counts.rolledOverCount += 1;
  else if (done.status === 'PAID_OUT') counts.paidOutCount += 1;
  else counts.heldCount += 1;
}

/** One batch of maturities: active deposits whose maturity date is on or before `upTo`. */
export async function matureBatch(
  t: TenantTx,
  upTo: string,
  by: StepBy,
  now: Date,
): Promise<MaturityCounts> {
  const ids = await dueDepositIds(t, { status: 'ACTIVE', maturityUpTo: upTo }, 100);
  const counts: MaturityCounts = {
    maturedCount: 0,
    paidOutCount: 0,
    rolledOverCount: 0,
    heldCount: 0,
    more: ids.length === 100,
  };
  await matureDeposits(t, await findTermDeposits(t, ids), by, now, counts);
  return counts;
}

/** Matures the given deposits due and carries out their instructions, adding to `counts`. */
export async function matureDeposits(
  t: TenantTx,
  rows: readonly TermDepositRow[],
  by: StepBy,
  now: Date,
  counts: MaturityCounts,
): Promise<void> {
  for (const row of rows) await matureOne(t, row, by, now, counts);
}

/** What liquidating the deposit today pays, after the penalty it was booked with. */
export async function liquidationQuote(t: TenantTx, row: TermDepositRow) {
  if (row.status !== 'ACTIVE') throw new DomainError('term_deposit_not_liquidatable');
  return liquidationFigures(termsOf(row), penaltyOf(row.penalty), await tenantProcessingDate(t));
}

/**
 * Liquidates the deposit on the processing date: accrued to the day, then the principal and the
 * interest after the penalty, net of tax, to the account; what was accrued beyond the interest
 * paid goes back to the expense.
 */
export async function liquidateNow(
  t: TenantTx,
  row: TermDepositRow,
  reason: string,
  by: StepBy,
  now: Date,
) {
  if (isUnderLien(row)) throw new DomainError('term_deposit_under_lien');
  const date = await tenantProcessingDate(t);
  const figures = liquidationFigures(termsOf(row), penaltyOf(row.penalty), date);
  await accrueOne(t, row, date < row.maturity_date ? date : row.maturity_date, by, now);
  const current = await storedDeposit(t, row.id);
  const paidKobo = Number(current.interest_paid_kobo);
  const interestKobo = Math.max(0, figures.interestPaidKobo - paidKobo);
  const taxKobo =
    paidKobo === 0
      ? figures.withholdingTaxKobo
      : percentOfKobo(interestKobo, current.withholding_tax_rate);
  const entry = await postSettlement(
    t,
    current,
    {
      principalKobo: Number(current.principal_kobo),
      accruedKobo: unpaidKobo(current),
      interestKobo,
      taxKobo,
      narration: `Term deposit ${current.deposit_number} liquidated before maturity`,
      source: 'TERM_DEPOSIT',
      createdBy: by.userId,
    },
    now,
  );
  return stepDeposit(
    t,
    current,
    {
      event: { type: 'termDeposit.liquidate', underLien: false },
      refusal: 'term_deposit_not_liquidatable',
      note: `Liquidated: ${reason}. Penalty ${formatKobo(figures.penaltyKobo)}; paid ${formatKobo(Number(current.principal_kobo) + interestKobo - taxKobo)}`,
      by,
      entryId: entry.id,
      changes: {
        interest_paid_kobo: paidKobo + interestKobo,
        accrued_interest_kobo: paidKobo + interestKobo,
        closing_entry_id: entry.id,
        closed_on: date,
        approval_request_id: current.approval_request_id,
      },
    },
    now,
  );
}
