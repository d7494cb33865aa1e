import type { Sort } from './list-search';

/** What a column sorts by: text, a number (kobo, a count, a time), or nothing (shown last). */
export type SortValue = string | number | null | undefined;

// Numeric collation puts 'Branch 2' before 'Branch 10'; base sensitivity ignores case and accents.
const collator = new Intl.Collator('en-NG', { numeric: true, sensitivity: 'base' });

const isBlank = (value: SortValue) => value === null || value === undefined || value === '';

/** Orders two present values: numbers by size, anything else as text. */
export function compareSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The rows in the order of the sort, without touching the input: rows of equal value keep their
 * order, and rows without a value come last whichever way the column is turned.
 */
export function sortRows<T>(
  rows: readonly T[],
  sort: Sort | null,
  sortValue: (row: T, key: string) => SortValue,
): T[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: sortValue(row, sort.key) }));
  keyed.sort((a, b) => {
    if (isBlank(a.value) || isBlank(b.value)) {
      return Number(isBlank(a.value)) - Number(isBlank(b.value));
    }
    return sign * compareSortValues(a.value as string | number, b.value as string | number);
  });
  return keyed.map(({ row }) => row);
}
