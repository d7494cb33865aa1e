import type { components } from '../../api/schema.gen';
import {
  maturityFigures,
  type Tenure,
  type TermDepositTerms,
  termProblems,
} from '../../policies/term-deposit-interest';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, txOf } from '../http/operation';
import { tenantProcessingDate } from '../tenancy/tenant.repository';

type PreviewInput = components['schemas']['TermDepositPreviewInput'];

/** The body's fields as the arithmetic names them; both tenures or neither is left for it to refuse. */
export function termsOfPreview(body: PreviewInput, processingDate: string): TermDepositTerms {
  const tenure = {
    ...(body.tenureMonths !== undefined && { months: body.tenureMonths }),
    ...(body.tenureDays !== undefined && { days: body.tenureDays }),
  } as Tenure;
  return {
    principalKobo: body.principalKobo,
    annualInterestRate: body.annualInterestRate,
    tenure,
    interestType: body.interestType,
    compoundingPeriodMonths: body.compoundingPeriodMonths,
    daysInYear: body.daysInYear,
    startDate: body.startDate ?? processingDate,
    withholdingTaxRate: body.withholdingTaxRate,
  };
}

/** The body has no `tenure`: both or neither is reported on the months, the first of the two. */
const bodyField = (field: string) => `body.${field === 'tenure' ? 'tenureMonths' : field}`;

/** The maturity figures of the terms, or a 422 naming every field that keeps them from being worked out. */
export function termDepositPreviewOf(terms: TermDepositTerms) {
  const problems = termProblems(terms);
  if (problems.length > 0) {
    throw new DomainError(
      'term_deposit_terms_invalid',
      undefined,
      problems.map((problem) => ({ ...problem, field: bodyField(problem.field) })),
    );
  }
  return maturityFigures(terms);
}

export const termDepositPreviewHandlers: HandlerGroup<'previewTermDeposit'> = {
  /** Pure but for the processing date a start date defaults to: nothing is stored. */
  async previewTermDeposit(ctx) {
    const processingDate = await tenantProcessingDate(txOf(ctx));
    return { status: 200, body: termDepositPreviewOf(termsOfPreview(ctx.body, processingDate)) };
  },
};
