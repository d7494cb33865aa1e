import type { ErrorSpecs } from '../errors/error-registry';

/** The codes a customer's overview answers with, beside the customers area's own. */
export const CUSTOMER_OVERVIEW_ERRORS = {
  // A customer of a branch the caller does not serve is answered as one that does not exist, as
  // an account is: the answer tells nothing of who banks where.
  no_such_customer: { status: 404, message: 'No such customer.' },
} as const satisfies ErrorSpecs;
