import type { components } from '../../api/schema.gen';
import type { InstalmentRecord, LoanRecord, LoanTransactionTotals } from './loan.repository';
import { arrearsOf, instalmentOutstanding, instalmentStateOf, splitTotal } from './loan-arithmetic';
import { chargeKobo } from './loan-product.rules';

type Schemas = components['schemas'];
type Balance = Schemas['LoanComponentBalance'];

const NONE: LoanTransactionTotals = {
  amountKobo: 0,
  principalKobo: 0,
  interestKobo: 0,
  feeKobo: 0,
  penaltyKobo: 0,
  interestWaivedKobo: 0,
};

/** The transactions that bring the customer's money in: repayments and payoffs. */
const PAYMENT_TYPES = ['REPAYMENT', 'LIQUIDATION', 'TOP_UP_PAYOFF'] as const;

function totalOf(
  totals: ReadonlyMap<string, LoanTransactionTotals>,
  types: readonly string[],
): LoanTransactionTotals {
  const out = { ...NONE };
  for (const type of types) {
    const row = totals.get(type);
    if (!row) continue;
    for (const key of Object.keys(out) as (keyof LoanTransactionTotals)[]) out[key] += row[key];
  }
  return out;
}

const sum = (items: readonly InstalmentRecord[], pick: (i: InstalmentRecord) => number) =>
  items.reduce((total, item) => total + pick(item), 0);

function component(
  name: string,
  figures: Omit<Balance, 'outstandingKobo'>,
  outstandingKobo: number,
): Balance {
  const gap =
    figures.dueKobo -
    figures.paidKobo -
    figures.waivedKobo -
    figures.writtenOffKobo -
    outstandingKobo;
  // The transactions and the sub-ledger are written in one posting; a gap is a bug, not a figure.
  if (gap !== 0) throw new Error(`The ${name} transactions and sub-ledger differ by ${gap} kobo.`);
  return { ...figures, outstandingKobo };
}

/**
 * A loan's balances by component, read from its transactions (what was paid, waived and written
 * off) and its schedule (what was charged), checked against its sub-ledger (what is owed). The
 * charges taken at disbursement are fees charged and paid at once; an early-repayment fee is
 * charged and paid by its payoff, so it is what the payoffs paid of fees beyond the schedule's.
 */
export function loanBalances(
  loan: LoanRecord,
  instalments: readonly InstalmentRecord[],
  totals: ReadonlyMap<string, LoanTransactionTotals>,
): Schemas['LoanBalances'] {
  const disbursed = totalOf(totals, ['DISBURSEMENT']);
  const paid = totalOf(totals, PAYMENT_TYPES);
  const writtenOff = totalOf(totals, ['WRITE_OFF']);
  const penalties = totalOf(totals, ['PENALTY']);
  const earlyFeeKobo = paid.feeKobo - sum(instalments, (i) => i.feePaidKobo);
  const parts = {
    principal: component(
      'principal',
      {
        dueKobo: disbursed.principalKobo,
        paidKobo: paid.principalKobo,
        waivedKobo: 0,
        writtenOffKobo: writtenOff.principalKobo,
      },
      loan.principalOutstandingKobo,
    ),
    interest: component(
      'interest',
      {
        dueKobo: sum(instalments, (i) => i.interestKobo),
        paidKobo: paid.interestKobo,
        waivedKobo: paid.interestWaivedKobo,
        writtenOffKobo: writtenOff.interestKobo,
      },
      loan.interestOutstandingKobo,
    ),
    fees: component(
      'fee',
      {
        dueKobo: disbursed.feeKobo + sum(instalments, (i) => i.feeKobo) + earlyFeeKobo,
        paidKobo: disbursed.feeKobo + paid.feeKobo,
        waivedKobo: 0,
        writtenOffKobo: writtenOff.feeKobo,
      },
      loan.feeOutstandingKobo,
    ),
    penalties: component(
      'penalty',
      {
        dueKobo: penalties.penaltyKobo,
        paidKobo: paid.penaltyKobo,
        waivedKobo: 0,
        writtenOffKobo: writtenOff.penaltyKobo,
      },
      loan.penaltyOutstandingKobo,
    ),
  };
  const all = Object.values(parts);
  const add = (pick: (b: Balance) => number) => all.reduce((total, b) => total + pick(b), 0);
  return {
    ...parts,
    totalDueKobo: add((b) => b.dueKobo),
    totalPaidKobo: add((b) => b.paidKobo),
    customerPaidKobo: paid.amountKobo,
    totalWaivedKobo: add((b) => b.waivedKobo),
    totalWrittenOffKobo: add((b) => b.writtenOffKobo),
    totalOutstandingKobo: add((b) => b.outstandingKobo),
  };
}

/** One instalment as the loan's page shows it: a written-off loan's unpaid rows owe nothing more. */
export function instalmentView(
  i: InstalmentRecord,
  asOf: string,
  loanStatus: LoanRecord['status'],
): Schemas['LoanInstalment'] {
  const unpaid = splitTotal(instalmentOutstanding(i));
  const writtenOff = loanStatus === 'WRITTEN_OFF' ? unpaid : 0;
  const paidKobo = i.principalPaidKobo + i.interestPaidKobo + i.feePaidKobo + i.penaltyPaidKobo;
  return {
    number: i.number,
    dueDate: i.dueDate,
    days: i.days,
    principalKobo: i.principalKobo,
    interestKobo: i.interestKobo,
    feeKobo: i.feeKobo,
    penaltyKobo: i.penaltyKobo,
    totalDueKobo: i.principalKobo + i.interestKobo + i.feeKobo + i.penaltyKobo,
    balanceKobo: i.balanceKobo,
    principalPaidKobo: i.principalPaidKobo,
    interestPaidKobo: i.interestPaidKobo,
    feePaidKobo: i.feePaidKobo,
    penaltyPaidKobo: i.penaltyPaidKobo,
    paidKobo,
    waivedKobo: i.interestWaivedKobo,
    writtenOffKobo: writtenOff,
    outstandingKobo: unpaid - writtenOff,
    state: instalmentStateIn(i, asOf, writtenOff),
  };
}

function instalmentStateIn(
  i: InstalmentRecord,
  asOf: string,
  writtenOffKobo: number,
): Schemas['LoanInstalmentState'] {
  if (writtenOffKobo > 0) return 'WRITTEN_OFF';
  const state = instalmentStateOf(i, asOf);
  return state === 'PAID' && i.interestWaivedKobo > 0 ? 'SETTLED' : state;
}

/**
 * What is due now (unpaid of instalments due on or before `asOf`) and overdue (of those due
 * before it). Only an active loan owes either: one not disbursed owes nothing yet, a closed one
 * nothing more.
 */
export function dueFigures(
  status: LoanRecord['status'],
  instalments: readonly InstalmentRecord[],
  asOf: string,
): { dueNowKobo: number; overdueKobo: number } {
  if (status !== 'ACTIVE') return { dueNowKobo: 0, overdueKobo: 0 };
  const dueNowKobo = instalments
    .filter((i) => i.dueDate <= asOf)
    .reduce((total, i) => total + splitTotal(instalmentOutstanding(i)), 0);
  return { dueNowKobo, overdueKobo: arrearsOf(instalments, asOf).arrearsKobo };
}

/** Each charge taken out of the disbursement with its amount, and what reaches the customer. */
export function disbursementFigures(loan: LoanRecord): {
  disbursementFees: Schemas['LoanFeeAmount'][];
  netDisbursementKobo: number;
} {
  const disbursementFees = loan.terms.charges.map((charge) => ({
    name: charge.name,
    amountKobo: chargeKobo(charge, loan.principalKobo),
  }));
  const feesKobo = disbursementFees.reduce((total, fee) => total + fee.amountKobo, 0);
  return { disbursementFees, netDisbursementKobo: loan.principalKobo - feesKobo };
}
