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
 * Drops filter values that say nothing (SPEC.md section 5): undefined, null and blank text. Zero
 * and false are kept, since they are real filter values.
 */
export function dropEmptyFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(filters) as [keyof T, T[keyof T]][]) {
    const blank = typeof value === 'string' && value.trim() === '';
    if (value !== undefined && value !== null && !blank) {
      kept[key] = value;
    }
  }
  return kept;
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
