import { describe, expect, it } from 'vitest';
import { compareSortValues, type SortValue, sortRows } from './sort-rows';

interface Row {
  readonly name: string;
  readonly balance: number | null;
}

const ROWS: readonly Row[] = [
  { name: 'Branch 10', balance: 500 },
  { name: 'branch 2', balance: null },
  { name: 'Ádá', balance: -20 },
  { name: 'Branch 1', balance: 500 },
];

const sortValue = (row: Row, key: string): SortValue => (key === 'name' ? row.name : row.balance);
const names = (rows: readonly Row[]) => rows.map((row) => row.name);

describe('sortRows', () => {
  it('keeps the order it was given when there is no sort, in a new array', () => {
    const sorted = sortRows(ROWS, null, sortValue);
    expect(sorted).toEqual(ROWS);
    expect(sorted).not.toBe(ROWS);
  });

  it('orders text by numbers within it, ignoring case and accents', () => {
    expect(names(sortRows(ROWS, { key: 'name', direction: 'ascending' }, sortValue))).toEqual([
      'Ádá',
      'Branch 1',
      'branch 2',
      'Branch 10',
    ]);
  });

  it('orders numbers by size, ties in their first order, blanks last both ways', () => {
    const up = sortRows(ROWS, { key: 'balance', direction: 'ascending' }, sortValue);
    expect(names(up)).toEqual(['Ádá', 'Branch 10', 'Branch 1', 'branch 2']);
    const down = sortRows(ROWS, { key: 'balance', direction: 'descending' }, sortValue);
    expect(names(down)).toEqual(['Branch 10', 'Branch 1', 'Ádá', 'branch 2']);
  });

  it('does not change the rows it was given', () => {
    const before = [...ROWS];
    sortRows(ROWS, { key: 'name', direction: 'descending' }, sortValue);
    expect(ROWS).toEqual(before);
  });
});

describe('compareSortValues', () => {
  it('compares numbers as numbers, even past the digits text would compare', () => {
    expect(compareSortValues(9, 10)).toBeLessThan(0);
    expect(compareSortValues(-5, -50)).toBeGreaterThan(0);
    expect(compareSortValues('0012345678', '0012345679')).toBeLessThan(0);
  });
});
