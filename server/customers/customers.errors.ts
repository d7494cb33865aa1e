import type { ErrorSpecs } from '../errors/error-registry';

/** The error codes the customers area answers with (its Area record carries them). */
export const CUSTOMERS_ERRORS = {
  customer_not_found: { status: 422, message: 'The customer was not found.' },
  customer_not_active: { status: 422, message: 'The customer is not active.' },
  customer_too_young: { status: 422, message: 'The customer must be at least 18 years old.' },
  kyc_tier_requires_nin: { status: 422, message: 'KYC tier 2 and 3 need the NIN.' },
  bvn_already_registered: {
    status: 409,
    message: 'A customer with this BVN is already registered.',
  },
  customer_record_not_found: { status: 404, message: 'The customer was not found.' },
  customer_version_conflict: {
    status: 409,
    message: 'Someone changed this customer while you were editing. Reload to see their change.',
  },
  customer_change_pending: {
    status: 409,
    message:
      "A change of this customer's identity already waits for approval; it must be decided first.",
  },
  kyc_tier_step_invalid: {
    status: 422,
    message: 'A KYC tier goes up one step at a time (Tier 1 to 2, then 2 to 3).',
  },
  kyc_tier_requirements_unmet: {
    status: 422,
    message: 'The customer does not meet the requirements of that KYC tier yet.',
  },
  rc_number_already_registered: {
    status: 409,
    message: 'A customer with this RC number is already registered.',
  },
} as const satisfies ErrorSpecs;
