import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the nip-transfers area answers with (its Area record carries them). */
export const NIP_TRANSFERS_ERRORS = {
  nip_name_enquiry_failed: {
    status: 422,
    message: "The beneficiary's bank did not confirm the account.",
  },
  nip_name_enquiry_not_found: {
    status: 422,
    message:
      'Look the beneficiary up again: the name enquiry is unknown, for another account, or older than 30 minutes.',
  },
  nip_beneficiary_name_mismatch: {
    status: 422,
    message: "The beneficiary's name is not the one their bank gave.",
  },
  nip_amount_over_transaction_limit: {
    status: 422,
    message: "The amount is over the customer's per-transaction limit for their KYC tier.",
  },
  nip_amount_over_daily_limit: {
    status: 422,
    message:
      'The amount would take the customer over their daily transfer limit for their KYC tier.',
  },
  nip_transfer_not_found: { status: 404, message: 'There is no such NIP transfer.' },
  nip_transfer_not_queryable: {
    status: 409,
    message: 'The transfer already has a final status; there is nothing to query.',
  },
  nip_transfer_not_reversible: {
    status: 409,
    message: 'Only a transfer in manual review, or failed and not yet reversed, can be reversed.',
  },
  nip_export_too_long: {
    status: 422,
    message: 'The export holds at most 5,000 transfers; narrow the search or the dates.',
  },
} as const satisfies ErrorSpecs;
