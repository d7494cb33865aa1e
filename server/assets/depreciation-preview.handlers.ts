import {
  type DepreciationInput,
  depreciationInputProblems,
  depreciationRatePercent,
  depreciationSchedule,
} from '../../policies/depreciation';
import { DomainError } from '../errors/domain-error';
import type { HandlerGroup } from '../http/operation';

/**
 * The schedule terms would give, or a 422 naming every field that keeps it from being computed,
 * each with its own code. Pure: the asset register's create runs the same check.
 */
export function depreciationPreviewOf(input: DepreciationInput) {
  const problems = depreciationInputProblems(input);
  if (problems.length > 0) {
    throw new DomainError(
      'depreciation_terms_invalid',
      undefined,
      problems.map((problem) => ({
        field: `body.${problem.field}`,
        code: problem.code,
        message: problem.message,
      })),
    );
  }
  return { ratePercent: depreciationRatePercent(input) ?? null, rows: depreciationSchedule(input) };
}

export const depreciationPreviewHandlers: HandlerGroup<'previewDepreciation'> = {
  /** Pure: computes and answers; nothing is stored. */
  async previewDepreciation(ctx) {
    return {
      status: 200,
      body: depreciationPreviewOf({ ...ctx.body, proRata: ctx.body.proRata ?? true }),
    };
  },
};
