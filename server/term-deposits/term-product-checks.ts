import { parseAnnualRate } from '../../policies/loan-rate';
import type { TermProblem } from '../../policies/term-deposit-interest';
import { type TermProductInput, termProductProblems } from '../../policies/term-deposit-product';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import type { TermProductInputBody } from './term-product.repository';

const problem = (field: string, code: string, message: string): TermProblem => ({
  field,
  code,
  message,
});

function rateProblem(field: string, text: string | undefined): TermProblem[] {
  if (text !== undefined && parseAnnualRate(text) !== null) return [];
  return [problem(field, 'rate_invalid', 'A rate from 0 to 1000 % with at most 4 decimals.')];
}

/** Interest and payout: a compounding product needs its period; periodic payout is simple only. */
function interestProblems(input: TermProductInputBody): TermProblem[] {
  const problems: TermProblem[] = [];
  if (input.interestType === 'COMPOUND' && input.compoundingPeriodMonths === undefined) {
    problems.push(
      problem(
        'compoundingPeriodMonths',
        'compounding_period_required',
        'Say how often it compounds.',
      ),
    );
  }
  if (input.interestPayout === 'PERIODIC') {
    if (input.interestType === 'COMPOUND') {
      problems.push(
        problem(
          'interestPayout',
          'periodic_payout_needs_simple',
          'Only simple interest is paid out periodically.',
        ),
      );
    }
    if (input.payoutPeriodMonths === undefined) {
      problems.push(
        problem('payoutPeriodMonths', 'payout_period_required', 'Say how often interest is paid.'),
      );
    }
  }
  return problems;
}

function penaltyProblems(input: TermProductInputBody): TermProblem[] {
  const { penalty } = input;
  if (penalty.kind === 'INTEREST_SHARE') {
    const share = penalty.percent === undefined ? null : parseAnnualRate(penalty.percent);
    return share !== null && Number(share.text) <= 100
      ? []
      : [problem('penalty.percent', 'penalty_percent_invalid', 'A percent from 0 to 100.')];
  }
  if (penalty.kind === 'REDUCED_RATE') {
    return rateProblem('penalty.annualInterestRate', penalty.annualInterestRate);
  }
  return [];
}

function chartProblems(input: TermProductInputBody): TermProblem[] {
  return input.rateChart.flatMap((row, i) => {
    const field = (name: string) => `rateChart.${i}.${name}`;
    const problems = rateProblem(field('annualInterestRate'), row.annualInterestRate);
    if (row.maxAmountKobo !== null && row.maxAmountKobo < row.minAmountKobo) {
      problems.push(
        problem(field('maxAmountKobo'), 'amount_range_invalid', 'Below the band’s minimum.'),
      );
    }
    if (row.maxTenor !== null && row.maxTenor < row.minTenor) {
      problems.push(problem(field('maxTenor'), 'tenor_range_invalid', 'Below the band’s minimum.'));
    }
    return problems;
  });
}

/**
 * What a product cannot be stored without, whatever the shared product rules add: ranges in
 * order, the periods its interest needs, a penalty with its figure, valid rates and PAY_OUT among
 * the instructions (the one a deposit falls back to).
 */
function storageProblems(input: TermProductInputBody): TermProblem[] {
  const problems: TermProblem[] = [];
  if (input.maxTenor < input.minTenor) {
    problems.push(problem('maxTenor', 'tenor_range_invalid', 'Below the minimum tenor.'));
  }
  if (input.maxAmountKobo < input.minAmountKobo) {
    problems.push(problem('maxAmountKobo', 'amount_range_invalid', 'Below the minimum amount.'));
  }
  if (!input.maturityInstructions.includes('PAY_OUT')) {
    problems.push(
      problem(
        'maturityInstructions',
        'pay_out_required',
        'Paying out must be one of the instructions.',
      ),
    );
  }
  return [
    ...problems,
    ...interestProblems(input),
    ...penaltyProblems(input),
    ...chartProblems(input),
  ];
}

/** Refuses a product with 422 term_product_invalid, each problem named by its body field. */
export function assertTermProduct(input: TermProductInputBody): void {
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const p of [...termProductProblems(input as TermProductInput), ...storageProblems(input)]) {
    const field = p.field.startsWith('body.') ? p.field : `body.${p.field}`;
    if (seen.has(`${field} ${p.code}`)) continue;
    seen.add(`${field} ${p.code}`);
    problems.push({ field, code: p.code, message: p.message });
  }
  if (problems.length > 0) {
    throw new DomainError('term_product_invalid', undefined, problems.slice(0, 100));
  }
}
