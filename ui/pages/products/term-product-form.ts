import type {
  MaturityInstruction,
  TermDepositProduct,
  TermDepositProductInput,
} from '../../../api/term-deposits.api';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import { parseAnnualRate } from '../../../policies/loan-rate';
import { koboToDecimalText } from '../../../policies/money';
import {
  MATURITY_INSTRUCTIONS,
  type TermProductInput,
  termProductProblems,
} from '../../../policies/term-deposit-product';

/** One rate chart row as typed: amounts in naira, an empty maximum open-ended. */
export interface RateRowDraft {
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly minTenor: string;
  readonly maxTenor: string;
  readonly rate: string;
}

export interface TermProductDraft {
  readonly code: string;
  readonly name: string;
  readonly tenorUnit: 'DAYS' | 'MONTHS';
  readonly minTenor: string;
  readonly maxTenor: string;
  readonly minAmount: string;
  readonly maxAmount: string;
  readonly interestType: 'SIMPLE' | 'COMPOUND';
  readonly compoundingPeriodMonths: string;
  readonly daysInYear: '365' | '360' | 'ACTUAL';
  readonly interestPayout: 'AT_MATURITY' | 'PERIODIC';
  readonly payoutPeriodMonths: string;
  readonly withholdingTax: boolean;
  readonly penaltyKind: 'NONE' | 'INTEREST_SHARE' | 'REDUCED_RATE';
  readonly penaltyPercent: string;
  readonly penaltyRate: string;
  readonly maturityInstructions: readonly MaturityInstruction[];
  readonly rateChart: readonly RateRowDraft[];
  readonly status: 'ACTIVE' | 'INACTIVE';
}

export const EMPTY_RATE_ROW: RateRowDraft = {
  minAmount: '',
  maxAmount: '',
  minTenor: '',
  maxTenor: '',
  rate: '',
};

export const EMPTY_TERM_PRODUCT: TermProductDraft = {
  code: '',
  name: '',
  tenorUnit: 'DAYS',
  minTenor: '',
  maxTenor: '',
  minAmount: '',
  maxAmount: '',
  interestType: 'SIMPLE',
  compoundingPeriodMonths: '',
  daysInYear: '365',
  interestPayout: 'AT_MATURITY',
  payoutPeriodMonths: '',
  withholdingTax: true,
  penaltyKind: 'NONE',
  penaltyPercent: '',
  penaltyRate: '',
  maturityInstructions: ['PAY_OUT'],
  rateChart: [EMPTY_RATE_ROW],
  status: 'ACTIVE',
};

const naira = (kobo: number | null) => (kobo === null ? '' : koboToDecimalText(kobo));

/** A product as the form holds it, to edit. */
export function draftOfProduct(product: TermDepositProduct): TermProductDraft {
  return {
    code: product.code,
    name: product.name,
    tenorUnit: product.tenorUnit,
    minTenor: String(product.minTenor),
    maxTenor: String(product.maxTenor),
    minAmount: naira(product.minAmountKobo),
    maxAmount: naira(product.maxAmountKobo),
    interestType: product.interestType,
    compoundingPeriodMonths: product.compoundingPeriodMonths
      ? String(product.compoundingPeriodMonths)
      : '',
    daysInYear: String(product.daysInYear) as TermProductDraft['daysInYear'],
    interestPayout: product.interestPayout,
    payoutPeriodMonths: product.payoutPeriodMonths ? String(product.payoutPeriodMonths) : '',
    withholdingTax: product.withholdingTax,
    penaltyKind: product.penalty.kind,
    penaltyPercent: product.penalty.percent ?? '',
    penaltyRate: product.penalty.annualInterestRate ?? '',
    maturityInstructions: product.maturityInstructions,
    rateChart: product.rateChart.map((row) => ({
      minAmount: naira(row.minAmountKobo),
      maxAmount: naira(row.maxAmountKobo),
      minTenor: String(row.minTenor),
      maxTenor: row.maxTenor === null ? '' : String(row.maxTenor),
      rate: row.annualInterestRate,
    })),
    status: product.status,
  };
}

type Problems = Record<string, string>;

function whole(text: string, field: string, problems: Problems, optional = false): number | null {
  const trimmed = text.trim();
  if (trimmed === '' && optional) return null;
  if (!/^\d{1,4}$/.test(trimmed) || Number(trimmed) < 1) {
    problems[field] = 'Enter a whole number from 1.';
    return null;
  }
  return Number(trimmed);
}

function amount(text: string, field: string, problems: Problems, optional = false): number | null {
  if (text.trim() === '' && optional) return null;
  const reading = readNairaAmount(text);
  if ('error' in reading) {
    problems[field] = reading.error;
    return null;
  }
  return reading.kobo;
}

function rate(text: string, field: string, problems: Problems): string {
  const trimmed = text.trim();
  if (!parseAnnualRate(trimmed)) problems[field] = 'Enter a rate in percent, up to 4 decimals.';
  return trimmed;
}

/** A complete row of the chart as the contract holds it, or null while it has a problem. */
export function readRateRow(row: RateRowDraft) {
  const problems: Problems = {};
  const read = readRow(row, 0, problems);
  return Object.keys(problems).length === 0 ? read : null;
}

function readRow(row: RateRowDraft, index: number, problems: Problems) {
  const at = (field: string) => `rateChart.${index}.${field}`;
  return {
    minAmountKobo: amount(row.minAmount, at('minAmountKobo'), problems) ?? 0,
    maxAmountKobo: amount(row.maxAmount, at('maxAmountKobo'), problems, true),
    minTenor: whole(row.minTenor, at('minTenor'), problems) ?? 1,
    maxTenor: whole(row.maxTenor, at('maxTenor'), problems, true),
    annualInterestRate: rate(row.rate, at('annualInterestRate'), problems),
  };
}

function penaltyOf(draft: TermProductDraft, problems: Problems): TermProductInput['penalty'] {
  if (draft.penaltyKind === 'INTEREST_SHARE') {
    return {
      kind: 'INTEREST_SHARE',
      percent: rate(draft.penaltyPercent, 'penalty.percent', problems),
    };
  }
  if (draft.penaltyKind === 'REDUCED_RATE') {
    return {
      kind: 'REDUCED_RATE',
      annualInterestRate: rate(draft.penaltyRate, 'penalty.annualInterestRate', problems),
    };
  }
  return { kind: 'NONE' };
}

/**
 * The draft read as the contract's product, with every problem by its field (the names the
 * server's field errors use: `minTenor`, `rateChart.1.maxTenor`); the body only when none.
 */
export function readTermProduct(draft: TermProductDraft): {
  input: TermDepositProductInput | null;
  problems: Problems;
} {
  const problems: Problems = {};
  if (!/^[A-Z0-9][A-Z0-9_-]{0,31}$/.test(draft.code.trim())) {
    problems.code = 'Capitals, digits, - and _, up to 32.';
  }
  if (draft.name.trim() === '') problems.name = 'Enter a name.';
  const input: TermProductInput = {
    code: draft.code.trim(),
    name: draft.name.trim(),
    tenorUnit: draft.tenorUnit,
    minTenor: whole(draft.minTenor, 'minTenor', problems) ?? 1,
    maxTenor: whole(draft.maxTenor, 'maxTenor', problems) ?? 1,
    minAmountKobo: amount(draft.minAmount, 'minAmountKobo', problems) ?? 0,
    maxAmountKobo: amount(draft.maxAmount, 'maxAmountKobo', problems) ?? 0,
    interestType: draft.interestType,
    ...(draft.interestType === 'COMPOUND' && draft.compoundingPeriodMonths
      ? { compoundingPeriodMonths: Number(draft.compoundingPeriodMonths) }
      : {}),
    daysInYear: draft.daysInYear === 'ACTUAL' ? 'ACTUAL' : (Number(draft.daysInYear) as 365 | 360),
    interestPayout: draft.interestPayout,
    ...(draft.interestPayout === 'PERIODIC' && draft.payoutPeriodMonths
      ? { payoutPeriodMonths: Number(draft.payoutPeriodMonths) }
      : {}),
    withholdingTax: draft.withholdingTax,
    penalty: penaltyOf(draft, problems),
    maturityInstructions: MATURITY_INSTRUCTIONS.filter((value) =>
      draft.maturityInstructions.includes(value),
    ),
    rateChart: draft.rateChart.map((row, index) => readRow(row, index, problems)),
  };
  if (draft.interestType === 'COMPOUND' && !draft.compoundingPeriodMonths) {
    problems.compoundingPeriodMonths = 'Choose how often interest compounds.';
  }
  if (draft.interestPayout === 'PERIODIC' && !draft.payoutPeriodMonths) {
    problems.payoutPeriodMonths = 'Choose how often interest is paid.';
  }
  if (input.maturityInstructions.length === 0) {
    problems.maturityInstructions = 'Allow at least one instruction.';
  }
  if (draft.rateChart.length === 0) problems.rateChart = 'Add at least one rate.';
  if (Object.keys(problems).length === 0) {
    for (const problem of termProductProblems(input)) problems[problem.field] ??= problem.message;
  }
  return {
    input: Object.keys(problems).length === 0 ? (input as TermDepositProductInput) : null,
    problems,
  };
}
