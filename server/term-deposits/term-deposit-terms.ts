import type {
  DaysInYear,
  LiquidationPenalty,
  TermDepositTerms,
  TermInterestType,
} from '../../policies/term-deposit-interest';
import type {
  MaturityInstruction,
  RateChartRow,
  TermProductLimits,
} from '../../policies/term-deposit-product';
import type { TermProductRow } from './term-deposit.repository';
import type { TermDepositRow } from './term-deposit-view';

const daysInYear = (stored: string): DaysInYear =>
  stored === '360' ? 360 : stored === 'ACTUAL' ? 'ACTUAL' : 365;

/** The terms a deposit was booked with, as the arithmetic reads them. */
export function termsOf(row: TermDepositRow): TermDepositTerms {
  return {
    principalKobo: Number(row.principal_kobo),
    annualInterestRate: row.annual_interest_rate,
    tenure: row.tenor_unit === 'MONTHS' ? { months: row.tenor } : { days: row.tenor },
    interestType: row.interest_type as TermInterestType,
    ...(row.compounding_period_months !== null && {
      compoundingPeriodMonths: row.compounding_period_months,
    }),
    daysInYear: daysInYear(row.days_in_year),
    startDate: row.start_date,
    withholdingTaxRate: row.withholding_tax_rate,
  };
}

export function penaltyOf(stored: string): LiquidationPenalty {
  const penalty = JSON.parse(stored) as {
    kind?: string;
    percent?: string;
    annualInterestRate?: string;
  };
  if (penalty.kind === 'INTEREST_SHARE') {
    return { kind: 'INTEREST_SHARE', percent: penalty.percent ?? '0' };
  }
  if (penalty.kind === 'REDUCED_RATE') {
    return { kind: 'REDUCED_RATE', annualInterestRate: penalty.annualInterestRate ?? '0' };
  }
  return { kind: 'NONE' };
}

export function rateChartOf(product: TermProductRow): RateChartRow[] {
  return JSON.parse(product.rate_chart) as RateChartRow[];
}

export function limitsOf(product: TermProductRow): TermProductLimits {
  return {
    tenorUnit: product.tenor_unit as TermProductLimits['tenorUnit'],
    minTenor: product.min_tenor,
    maxTenor: product.max_tenor,
    minAmountKobo: Number(product.min_amount_kobo),
    maxAmountKobo: Number(product.max_amount_kobo),
    rateChart: rateChartOf(product),
  };
}

export function instructionsOf(product: TermProductRow): MaturityInstruction[] {
  return JSON.parse(product.maturity_instructions) as MaturityInstruction[];
}
