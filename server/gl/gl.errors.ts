import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the gl area answers with (its Area record carries them). */
export const GL_ERRORS = {
  gl_code_taken: { status: 409, message: 'Another GL account has that code.' },
  name_blank: { status: 422, message: 'The name may not be blank.' },
  parent_not_found: { status: 422, message: 'The parent GL account was not found.' },
  parent_not_header: { status: 422, message: 'The parent must be a header account.' },
  parent_type_mismatch: {
    status: 422,
    message: 'An account must have the type of its parent.',
  },
  debit_and_credit_account_same: { status: 422, message: 'Debit and credit accounts must differ.' },
  gl_mapping_in_use: {
    status: 422,
    message:
      "The product's accounts hold money in the current DEPOSIT account; it cannot move now.",
  },
  gl_mapping_missing: {
    status: 422,
    message: 'The product has no mapping for this event in the GL map; add one first.',
  },
} as const satisfies ErrorSpecs;
