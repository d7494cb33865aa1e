import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the capital area answers with. */
export const CAPITAL_ERRORS = {
  capital_period_invalid: { status: 422, message: "The period's start is after its end." },
} as const satisfies ErrorSpecs;
