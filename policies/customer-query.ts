import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, normalisePage, normalisePageSize } from './constants';

export interface CustomerQuery {
  readonly q?: string;
  readonly page: number;
  readonly pageSize: number;
  readonly customerType?: string;
}

export interface CustomerQueryInput {
  readonly q?: string | null | undefined;
  readonly page?: number | string | null | undefined;
  readonly pageSize?: number | string | null | undefined;
  readonly customerType?: string | null | undefined;
}

/**
 * The customer search of GET /customers: page 1 and size 20 by default, the page size capped at
 * MAX_PAGE_SIZE, the customer type upper-cased and empty values dropped.
 */
export function normaliseCustomerQuery(input: CustomerQueryInput = {}): CustomerQuery {
  const q = input.q?.trim();
  const customerType = input.customerType?.trim().toUpperCase();
  return {
    ...(q ? { q } : {}),
    page: input.page === undefined ? DEFAULT_PAGE : normalisePage(input.page),
    pageSize: input.pageSize === undefined ? DEFAULT_PAGE_SIZE : normalisePageSize(input.pageSize),
    ...(customerType ? { customerType } : {}),
  };
}
