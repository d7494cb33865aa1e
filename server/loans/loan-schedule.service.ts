import type { components } from '../../api/schema.gen';
import {
  computeLoanSchedule,
  type LoanSchedule,
  type ScheduleInput,
  scheduleInputProblems,
} from '../../policies/loan-schedule';
import { DomainError } from '../errors/domain-error';

export type LoanScheduleInput = components['schemas']['LoanScheduleInput'];

/**
 * The schedule of a set of terms, or a 422 that names every field that keeps it from being
 * computed: a rate the policy refuses is `interest_rate_invalid` (more decimals than allowed is
 * refused, never rounded), any other problem `loan_terms_invalid`.
 */
export function scheduleOf(input: ScheduleInput): LoanSchedule {
  const problems = scheduleInputProblems(input);
  if (problems.length > 0) {
    const rate = problems.some((problem) => problem.field === 'annualInterestRate');
    throw new DomainError(
      rate ? 'interest_rate_invalid' : 'loan_terms_invalid',
      undefined,
      problems.slice(0, 100).map((problem) => ({
        field: `body.${problem.field}`,
        code: problem.field === 'annualInterestRate' ? 'interest_rate_invalid' : 'invalid',
        message: problem.message,
      })),
    );
  }
  return computeLoanSchedule(input);
}
