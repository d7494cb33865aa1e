import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes of customers' KYC documents and accounts' mandates. */
export const CUSTOMER_DOCUMENTS_ERRORS = {
  document_type_not_allowed: {
    status: 415,
    message: 'The file must be a PDF, PNG or JPEG, and of the type it was sent as.',
  },
  document_too_large: { status: 413, message: 'The file is larger than allowed.' },
  document_id_details_required: {
    status: 422,
    message: 'An ID document needs its type and number.',
  },
  document_dates_invalid: { status: 422, message: 'The expiry date must be after the issue date.' },
  document_expired: { status: 422, message: 'The document has already expired.' },
  document_limit_reached: {
    status: 422,
    message: 'The customer has as many documents as a file may hold.',
  },
  document_not_found: { status: 404, message: 'The document was not found.' },
  mandate_rule_invalid: { status: 422, message: 'The signatories do not fit the mandate rule.' },
  mandate_signature_not_found: {
    status: 422,
    message: "A signatory's specimen signature is not a current signature of the account holder.",
  },
} as const satisfies ErrorSpecs;
