import { roundHalfEven } from './money';

/**
 * The taxes on an expense the bank pays: VAT charged by the supplier on top of the invoice's
 * amount, and withholding tax (WHT) the bank deducts at source from what it pays and owes to the
 * tax authority instead. Pure and integer: both sides run it, the form to show the figures as
 * they are typed and the server to post them (decision 062).
 *
 * Sources:
 * - VAT 7.5 %: Value Added Tax Act s. 4 as amended by the Finance Act 2019 s. 34 ("5%" replaced
 *   by "7.5%"), in force from 1 February 2020.
 * - WHT: the Deduction of Tax at Source (Withholding) Regulations 2024, in force 1 January 2025,
 *   Schedule, rates for resident recipients (PwC Worldwide Tax Summaries, "Nigeria: Corporate -
 *   Withholding taxes", reviewed 14 April 2025). The earlier rates (companies 10 % and
 *   individuals 5 % on professional fees, 5 % on contracts) no longer apply to payments made
 *   since; every kind below is in the 2024 Schedule, so none falls back to them.
 * - WHT is deducted from the amount before VAT, never from the VAT (the 2024 Regulations deduct
 *   from the "amount payable" for the supply; FIRS practice as explained by Nairametrics, "Who
 *   gets what? VAT and WHT deductions from invoice explained").
 */

/** VAT in basis points of the amount: 7.5 %. */
export const VAT_RATE_BP = 750;

/** The largest amount of one expense, ₦10,000,000,000: far above any a bank pays on one invoice. */
export const MAX_EXPENSE_AMOUNT_KOBO = 1_000_000_000_000;

export const PAYEE_TYPES = ['COMPANY', 'INDIVIDUAL'] as const;
export type PayeeType = (typeof PAYEE_TYPES)[number];

/** The kinds of supply the 2024 Schedule lists that a bank pays as an expense. */
export const SUPPLY_KINDS = [
  'GOODS',
  'SERVICES',
  'PROFESSIONAL_SERVICES',
  'COMMISSION',
  'RENT',
  'CONSTRUCTION',
  'OTHER_CONSTRUCTION',
  'ROYALTY',
  'DIRECTORS_FEES',
] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/**
 * The words for each kind, short enough for the form's select: professional covers consultancy,
 * technical and management fees, and construction the roads, bridges, buildings and power plants
 * of the Schedule's 2 % row.
 */
export const SUPPLY_KIND_LABELS: Readonly<Record<SupplyKind, string>> = {
  GOODS: 'Goods or materials',
  SERVICES: 'Other services',
  PROFESSIONAL_SERVICES: 'Professional or consultancy fees',
  COMMISSION: 'Commission or brokerage',
  RENT: 'Rent, hire or lease',
  CONSTRUCTION: 'Roads, bridges or buildings',
  OTHER_CONSTRUCTION: 'Other construction',
  ROYALTY: 'Royalty',
  DIRECTORS_FEES: "Directors' fees",
};

export const PAYEE_TYPE_LABELS: Readonly<Record<PayeeType, string>> = {
  COMPANY: 'Company',
  INDIVIDUAL: 'Individual',
};

/**
 * WHT in basis points by kind and payee type (resident recipients), from the 2024 Schedule;
 * null where the Schedule has no rate (a company is not paid directors' fees).
 */
export const WHT_RATES_BP: Readonly<Record<SupplyKind, Record<PayeeType, number | null>>> = {
  GOODS: { COMPANY: 200, INDIVIDUAL: 200 },
  SERVICES: { COMPANY: 200, INDIVIDUAL: 200 },
  PROFESSIONAL_SERVICES: { COMPANY: 500, INDIVIDUAL: 500 },
  COMMISSION: { COMPANY: 500, INDIVIDUAL: 500 },
  RENT: { COMPANY: 1000, INDIVIDUAL: 1000 },
  CONSTRUCTION: { COMPANY: 200, INDIVIDUAL: 200 },
  OTHER_CONSTRUCTION: { COMPANY: 500, INDIVIDUAL: 500 },
  ROYALTY: { COMPANY: 1000, INDIVIDUAL: 500 },
  DIRECTORS_FEES: { COMPANY: null, INDIVIDUAL: 1500 },
};

/** The WHT rate of a supply to a payee, or null when the Schedule has none for that pair. */
export function whtRateBps(kind: SupplyKind, payeeType: PayeeType): number | null {
  return WHT_RATES_BP[kind][payeeType];
}

/** `amountKobo` × `rateBps` / 10,000, rounded half-even to the kobo. */
export function percentOfKobo(amountKobo: number, rateBps: number): number {
  if (!Number.isSafeInteger(amountKobo) || !Number.isSafeInteger(rateBps)) {
    throw new RangeError('Amounts and rates are whole numbers.');
  }
  return Number(roundHalfEven(BigInt(amountKobo) * BigInt(rateBps), 10_000n));
}

export interface ExpenseTaxInput {
  /** The invoice's amount before VAT, in kobo. */
  readonly amountKobo: number;
  readonly payeeType: PayeeType;
  readonly supplyKind: SupplyKind;
  /** False when the supplier charges no VAT (not registered, or an exempt supply). */
  readonly vatCharged: boolean;
}

export interface ExpenseFigures {
  readonly amountKobo: number;
  readonly vatKobo: number;
  readonly whtRateBps: number;
  readonly whtKobo: number;
  /** What the invoice totals: amount + VAT, the cost the bank bears. */
  readonly grossKobo: number;
  /** What leaves the paid-from account: amount + VAT − WHT. */
  readonly paidKobo: number;
}

export type ExpenseTaxProblem = 'expense_amount_invalid' | 'expense_supply_not_for_payee_type';

/** Why the figures cannot be worked out, or null when they can. */
export function expenseTaxProblem(input: ExpenseTaxInput): ExpenseTaxProblem | null {
  const { amountKobo } = input;
  if (
    !Number.isSafeInteger(amountKobo) ||
    amountKobo <= 0 ||
    amountKobo > MAX_EXPENSE_AMOUNT_KOBO
  ) {
    return 'expense_amount_invalid';
  }
  if (whtRateBps(input.supplyKind, input.payeeType) === null) {
    return 'expense_supply_not_for_payee_type';
  }
  return null;
}

/**
 * VAT on top of the amount, WHT on the amount before VAT, and what is paid. Throws a RangeError
 * on input expenseTaxProblem refuses; callers check it first.
 */
export function expenseFigures(input: ExpenseTaxInput): ExpenseFigures {
  const problem = expenseTaxProblem(input);
  if (problem) throw new RangeError(problem);
  const rate = whtRateBps(input.supplyKind, input.payeeType) as number;
  const vatKobo = input.vatCharged ? percentOfKobo(input.amountKobo, VAT_RATE_BP) : 0;
  const whtKobo = percentOfKobo(input.amountKobo, rate);
  const grossKobo = input.amountKobo + vatKobo;
  return {
    amountKobo: input.amountKobo,
    vatKobo,
    whtRateBps: rate,
    whtKobo,
    grossKobo,
    paidKobo: grossKobo - whtKobo,
  };
}

/** A rate in basis points as people read it: 750 gives '7.5%'. */
export function rateText(rateBps: number): string {
  const whole = Math.trunc(rateBps / 100);
  const rest = rateBps % 100;
  if (rest === 0) return `${whole}%`;
  return `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}%`;
}
