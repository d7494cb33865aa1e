import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the audit log answers with (its Area record carries them). */
export const AUDIT_ERRORS = {
  audit_export_too_large: {
    status: 422,
    message: 'Too many events to export; narrow the search.',
  },
} as const satisfies ErrorSpecs;
