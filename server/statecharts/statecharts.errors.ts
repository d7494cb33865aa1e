import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the statecharts' workbench answers with (its Area record carries them). */
export const STATECHARTS_ERRORS = {
  statechart_not_found: { status: 404, message: 'No chart of that name has records.' },
  statechart_record_not_found: { status: 404, message: 'The record was not found on its chart.' },
} as const satisfies ErrorSpecs;
