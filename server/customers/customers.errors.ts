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
  rc_number_already_registered: {
    status: 409,
    message: 'A customer with this RC number is already registered.',
  },
} as const satisfies ErrorSpecs;
