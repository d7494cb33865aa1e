import { ApiError } from '../../../api/api-error';

/** The customer a refusal names (a BVN already registered), when the server named one. */
export interface NamedCustomer {
  readonly customerId: string;
  readonly customerNumber: string;
  readonly displayName: string;
}

export function namedCustomerOf(error: unknown): NamedCustomer | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body as { details?: Partial<NamedCustomer> } | null;
  const details = body?.details;
  if (!details?.customerId || !details.customerNumber || !details.displayName) return null;
  return {
    customerId: details.customerId,
    customerNumber: details.customerNumber,
    displayName: details.displayName,
  };
}
