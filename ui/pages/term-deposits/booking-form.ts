import type {
  MaturityInstruction,
  TermDepositBookingInput,
  TermDepositProduct,
} from '../../../api/term-deposits.api';
import { addDays } from '../../../policies/date-input';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import {
  type MaturityFigures,
  maturityFigures,
  type TermDepositTerms,
} from '../../../policies/term-deposit-interest';
import {
  bookingProblems,
  MAX_BACK_VALUE_DAYS,
  rateFor,
} from '../../../policies/term-deposit-product';
import type { PickedAccount } from '../../components/account-picker';
import type { ActionCheck } from '../../components/money-action-dialog';

export interface BookingDraft {
  readonly account: PickedAccount | null;
  readonly productId: string;
  readonly amount: string;
  readonly tenor: string;
  readonly funding: 'ACCOUNT' | 'CASH';
  readonly maturityInstruction: MaturityInstruction | '';
  /** The value date, YYYY-MM-DD; empty for the processing date. */
  readonly startDate: string;
}

export const EMPTY_BOOKING: BookingDraft = {
  account: null,
  productId: '',
  amount: '',
  tenor: '',
  funding: 'ACCOUNT',
  maturityInstruction: '',
  startDate: '',
};

/** What the booking is checked against besides the draft. */
export interface BookingContext {
  readonly products: readonly TermDepositProduct[];
  readonly today: string;
  /** The user's open till session, when there is one. */
  readonly tillSessionId: string | null;
}

/** The figures the draft gives, worked out here as the server will, or null while incomplete. */
export interface LiveFigures {
  readonly rate: string | null;
  readonly figures: MaturityFigures | null;
}

function tenorOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

function amountOf(text: string): number | null {
  const reading = readNairaAmount(text);
  return 'kobo' in reading ? reading.kobo : null;
}

/** The terms a product gives an amount and tenor from a start date, for the live figures. */
export function termsOf(
  product: TermDepositProduct,
  amountKobo: number,
  tenor: number,
  rate: string,
  startDate: string,
): TermDepositTerms {
  return {
    principalKobo: amountKobo,
    annualInterestRate: rate,
    tenure: product.tenorUnit === 'DAYS' ? { days: tenor } : { months: tenor },
    interestType: product.interestType,
    ...(product.compoundingPeriodMonths
      ? { compoundingPeriodMonths: product.compoundingPeriodMonths }
      : {}),
    daysInYear: product.daysInYear,
    startDate,
    ...(product.withholdingTax && product.withholdingTaxRate
      ? { withholdingTaxRate: product.withholdingTaxRate }
      : {}),
  };
}

/** The rate from the chart and the maturity figures, with no round trip. */
export function liveFigures(draft: BookingDraft, context: BookingContext): LiveFigures {
  const product = context.products.find((p) => p.id === draft.productId);
  const amountKobo = amountOf(draft.amount);
  const tenor = tenorOf(draft.tenor);
  if (!product || amountKobo === null || tenor === null) return { rate: null, figures: null };
  const rate = rateFor(product.rateChart, amountKobo, tenor);
  if (rate === null || bookingProblems(product, amountKobo, tenor).length > 0) {
    return { rate, figures: null };
  }
  const start = draft.startDate || context.today;
  return { rate, figures: maturityFigures(termsOf(product, amountKobo, tenor, rate, start)) };
}

/** The earliest value date a booking keyed today may take. */
export function earliestValueDate(today: string): string {
  return addDays(today, -MAX_BACK_VALUE_DAYS);
}

function startDateProblem(startDate: string, today: string): string | undefined {
  if (!startDate) return undefined;
  if (startDate > today) return 'The value date cannot be after the processing date.';
  if (startDate < earliestValueDate(today)) {
    return `A booking may be value-dated at most ${MAX_BACK_VALUE_DAYS} days back.`;
  }
  return undefined;
}

/** The draft's problems by field and, when there are none, the body to send. */
export function checkBooking(
  draft: BookingDraft,
  context: BookingContext,
): ActionCheck<TermDepositBookingInput> {
  const problems: Record<string, string> = {};
  const product = context.products.find((p) => p.id === draft.productId);
  if (!draft.account) problems.account = 'Find the customer’s account.';
  if (!product) problems.productId = 'Choose a product.';
  const amount = readNairaAmount(draft.amount);
  if ('error' in amount) problems.amount = amount.error;
  const tenor = tenorOf(draft.tenor);
  if (tenor === null || tenor < 1) problems.tenor = 'Enter the tenor as a whole number.';
  if (product && 'kobo' in amount && tenor !== null) {
    for (const problem of bookingProblems(product, amount.kobo, tenor)) {
      const field = problem.field === 'amountKobo' ? 'amount' : problem.field;
      problems[field] ??= problem.message;
    }
  }
  if (!draft.maturityInstruction) problems.maturityInstruction = 'Choose what happens at maturity.';
  else if (product && !product.maturityInstructions.includes(draft.maturityInstruction)) {
    problems.maturityInstruction = 'The product does not offer this instruction.';
  }
  if (draft.funding === 'CASH' && !context.tillSessionId) {
    problems.funding = 'Cash needs your open till session.';
  }
  const start = startDateProblem(draft.startDate, context.today);
  if (start) problems.startDate = start;
  if (Object.keys(problems).length > 0 || !draft.account || !product || !('kobo' in amount)) {
    return { body: null, problems };
  }
  return {
    body: {
      productId: product.id,
      accountId: draft.account.id,
      amountKobo: amount.kobo,
      tenor: tenor as number,
      funding: draft.funding,
      ...(draft.funding === 'CASH' && context.tillSessionId
        ? { tillSessionId: context.tillSessionId }
        : {}),
      maturityInstruction: draft.maturityInstruction as MaturityInstruction,
      ...(draft.startDate ? { startDate: draft.startDate } : {}),
    },
    problems,
  };
}
