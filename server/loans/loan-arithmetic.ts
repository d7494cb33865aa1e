import type { components } from '../../api/schema.gen';
import { roundHalfEven } from '../../policies/money';
import type { InstalmentRecord } from './loan.repository';
import { type LoanComponent, type LoanTerms, percentOfKobo } from './loan-product.rules';

type Schemas = components['schemas'];
export type InstalmentState = Schemas['LoanInstalmentState'];

/** What a loan's posting splits into, by component. */
export interface ComponentSplit {
  principalKobo: number;
  interestKobo: number;
  feeKobo: number;
  penaltyKobo: number;
}

export const NO_SPLIT: ComponentSplit = {
  principalKobo: 0,
  interestKobo: 0,
  feeKobo: 0,
  penaltyKobo: 0,
};

export const splitTotal = (split: ComponentSplit) =>
  split.principalKobo + split.interestKobo + split.feeKobo + split.penaltyKobo;

/** What is still unpaid of each component of an instalment. */
export function instalmentOutstanding(i: InstalmentRecord): ComponentSplit {
  return {
    principalKobo: i.principalKobo - i.principalPaidKobo,
    interestKobo: i.interestKobo - i.interestPaidKobo - i.interestWaivedKobo,
    feeKobo: i.feeKobo - i.feePaidKobo,
    penaltyKobo: i.penaltyKobo - i.penaltyPaidKobo,
  };
}

const KEY: Record<LoanComponent, keyof ComponentSplit> = {
  PENALTY: 'penaltyKobo',
  FEE: 'feeKobo',
  INTEREST: 'interestKobo',
  PRINCIPAL: 'principalKobo',
};

const PAID: Record<LoanComponent, keyof InstalmentRecord> = {
  PENALTY: 'penaltyPaidKobo',
  FEE: 'feePaidKobo',
  INTEREST: 'interestPaidKobo',
  PRINCIPAL: 'principalPaidKobo',
};

/**
 * Pays `amountKobo` into the instalments oldest first (so overdue, then due, then future ones),
 * each instalment's components in the product's allocation order, as Fineract's default
 * strategy does. Answers the instalments it changed and the split; whatever cannot be placed is
 * left in `unplacedKobo` (the caller refuses a repayment over what is owed before this).
 */
export function allocateRepayment(
  instalments: readonly InstalmentRecord[],
  amountKobo: number,
  order: readonly LoanComponent[],
): { changed: InstalmentRecord[]; split: ComponentSplit; unplacedKobo: number } {
  let left = amountKobo;
  const split = { ...NO_SPLIT };
  const changed: InstalmentRecord[] = [];
  for (const instalment of instalments) {
    if (left === 0) break;
    const owed = instalmentOutstanding(instalment);
    const next: Record<string, unknown> = { ...instalment };
    let touched = false;
    for (const component of order) {
      const take = Math.min(left, owed[KEY[component]]);
      if (take <= 0) continue;
      next[PAID[component]] = (instalment[PAID[component]] as number) + take;
      split[KEY[component]] += take;
      left -= take;
      touched = true;
    }
    if (touched) changed.push(next as unknown as InstalmentRecord);
  }
  return { changed, split, unplacedKobo: left };
}

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface Payoff extends ComponentSplit {
  readonly earlyRepaymentFeeKobo: number;
  readonly totalKobo: number;
  readonly interestWaivedKobo: number;
  /** Per instalment: the interest the payoff charges on it (the rest of its interest is waived). */
  readonly interestChargedByInstalment: ReadonlyMap<string, number>;
}

/**
 * The interest a payoff on `asOf` charges on one instalment. Under INTEREST_TO_DATE an
 * instalment due by then is owed whole, the current one for the days run of its period
 * (rounded half-even), a later one not at all; interest already paid is never given back.
 */
function interestCharged(
  terms: LoanTerms,
  instalment: InstalmentRecord,
  periodStart: string,
  asOf: string,
): number {
  const owed = instalmentOutstanding(instalment).interestKobo;
  if (terms.earlyRepaymentInterest === 'FULL_SCHEDULED_INTEREST' || instalment.dueDate <= asOf) {
    return owed;
  }
  const run = Math.max(0, daysBetween(periodStart, asOf));
  const earned =
    periodStart >= asOf || instalment.days === 0
      ? 0
      : Number(
          roundHalfEven(BigInt(instalment.interestKobo) * BigInt(run), BigInt(instalment.days)),
        );
  return Math.max(0, Math.min(owed, earned - instalment.interestPaidKobo));
}

/** What paying the loan off on `asOf` takes, itemised, by the loan's early-repayment rule. */
export function payoffOf(
  terms: LoanTerms,
  disbursementDate: string,
  instalments: readonly InstalmentRecord[],
  asOf: string,
): Payoff {
  const split = { ...NO_SPLIT };
  let waived = 0;
  let principalNotYetDue = 0;
  const charged = new Map<string, number>();
  let periodStart = disbursementDate;
  for (const instalment of instalments) {
    const owed = instalmentOutstanding(instalment);
    const interest = interestCharged(terms, instalment, periodStart, asOf);
    charged.set(instalment.id, interest);
    split.principalKobo += owed.principalKobo;
    split.interestKobo += interest;
    split.feeKobo += owed.feeKobo;
    split.penaltyKobo += owed.penaltyKobo;
    waived += owed.interestKobo - interest;
    if (instalment.dueDate > asOf) principalNotYetDue += owed.principalKobo;
    periodStart = instalment.dueDate;
  }
  const fee = terms.earlyRepaymentFeePercent
    ? percentOfKobo(principalNotYetDue, terms.earlyRepaymentFeePercent)
    : 0;
  return {
    ...split,
    earlyRepaymentFeeKobo: fee,
    totalKobo: splitTotal(split) + fee,
    interestWaivedKobo: waived,
    interestChargedByInstalment: charged,
  };
}

export type DelinquencyBucket = Schemas['DelinquencyBucket'];
export type PrudentialClass = Schemas['PrudentialClass'];

/**
 * The CBN's classification of a microfinance bank's loans by days of missed payment, from the
 * Revised Regulatory and Supervisory Guidelines for Microfinance Banks in Nigeria (prudential
 * requirements, provisioning): performing when nothing is past due (1% general provision), pass
 * and watch 1-30 days (5%), substandard 31-60 (20%), doubtful 61-90 (50%), lost over 90 (100%).
 * The loan view and loan loss provisioning both read this one table, in the CBN's order.
 */
export const PRUDENTIAL_CLASSES: readonly {
  readonly prudentialClass: PrudentialClass;
  /** The most days past due the class holds; the last class holds every loan later than that. */
  readonly maxDaysPastDue: number;
  readonly provisionPercent: number;
}[] = [
  { prudentialClass: 'PERFORMING', maxDaysPastDue: 0, provisionPercent: 1 },
  { prudentialClass: 'PASS_AND_WATCH', maxDaysPastDue: 30, provisionPercent: 5 },
  { prudentialClass: 'SUBSTANDARD', maxDaysPastDue: 60, provisionPercent: 20 },
  { prudentialClass: 'DOUBTFUL', maxDaysPastDue: 90, provisionPercent: 50 },
  { prudentialClass: 'LOST', maxDaysPastDue: Number.POSITIVE_INFINITY, provisionPercent: 100 },
];

/** The class of a loan `daysPastDue` days late, with the provision it asks for. */
export function prudentialClassOf(daysPastDue: number): {
  prudentialClass: PrudentialClass;
  provisionPercent: number;
} {
  const found =
    PRUDENTIAL_CLASSES.find((row) => daysPastDue <= row.maxDaysPastDue) ??
    (PRUDENTIAL_CLASSES.at(-1) as (typeof PRUDENTIAL_CLASSES)[number]);
  return { prudentialClass: found.prudentialClass, provisionPercent: found.provisionPercent };
}

export function delinquencyBucketOf(daysPastDue: number): DelinquencyBucket {
  if (daysPastDue <= 0) return 'CURRENT';
  if (daysPastDue <= 30) return '1-30';
  if (daysPastDue <= 60) return '31-60';
  if (daysPastDue <= 90) return '61-90';
  return '90+';
}

/** Arrears as of a date: what is unpaid of instalments due before it, and for how long. */
export function arrearsOf(
  instalments: readonly InstalmentRecord[],
  asOf: string,
): { arrearsKobo: number; daysPastDue: number } {
  let arrearsKobo = 0;
  let oldest: string | null = null;
  for (const instalment of instalments) {
    if (instalment.dueDate >= asOf) continue;
    const owed = splitTotal(instalmentOutstanding(instalment));
    if (owed <= 0) continue;
    arrearsKobo += owed;
    oldest ??= instalment.dueDate;
  }
  return { arrearsKobo, daysPastDue: oldest === null ? 0 : daysBetween(oldest, asOf) };
}

export function instalmentStateOf(instalment: InstalmentRecord, asOf: string): InstalmentState {
  const owed = splitTotal(instalmentOutstanding(instalment));
  if (owed <= 0) return 'PAID';
  if (instalment.dueDate < asOf) return 'OVERDUE';
  if (instalment.dueDate === asOf) return 'DUE';
  const paid =
    instalment.principalPaidKobo +
    instalment.interestPaidKobo +
    instalment.feePaidKobo +
    instalment.penaltyPaidKobo;
  return paid > 0 ? 'PARTLY_PAID' : 'FUTURE';
}

/** The penalty an overdue instalment draws under the loan's rule (0 without one). */
export function penaltyFor(terms: LoanTerms, instalment: InstalmentRecord): number {
  const rule = terms.penalty;
  if (!rule) return 0;
  if (rule.calculation === 'FLAT') return rule.amountKobo ?? 0;
  const owed = instalmentOutstanding(instalment);
  const base = owed.principalKobo + owed.interestKobo + owed.feeKobo;
  return percentOfKobo(base, rule.percent ?? '0');
}

/** The date `days` days after a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
