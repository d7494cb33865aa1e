import { describe, expect, it } from 'vitest';
import type { GlAccount } from '../../../api/coa.api';
import { chartRows, headerOptions } from './coa-tree';

function account(
  id: string,
  code: string,
  name: string,
  fields: Partial<GlAccount> = {},
): GlAccount {
  return {
    id,
    code,
    name,
    type: 'ASSET',
    parentId: null,
    header: false,
    status: 'ACTIVE',
    balanceKobo: 0,
    ...fields,
  };
}

// Listed out of order on purpose: the tree orders by code at every level.
const CHART: GlAccount[] = [
  account('bank', '1200', 'Cash at bank', { parentId: 'cash-h', balanceKobo: 500000 }),
  account('vault', '1100', 'Vault cash', { parentId: 'cash-h', balanceKobo: 250000 }),
  account('cash-h', '1000', 'Cash and equivalents', { header: true, balanceKobo: 999 }),
  account('loans-h', '1500', 'Loans', { header: true }),
  account('term', '1510', 'Term loans', { parentId: 'loans-h', balanceKobo: 1000000 }),
  account('dep-h', '2000', 'Deposits', { type: 'LIABILITY', header: true }),
  account('sav', '2100', 'Savings deposits', {
    type: 'LIABILITY',
    parentId: 'dep-h',
    balanceKobo: -1750000,
  }),
  account('fee', '4100', 'Fee income', { type: 'INCOME', balanceKobo: -3000 }),
];

const codes = (rows: ReturnType<typeof chartRows>) => rows.map((row) => row.account.code);

describe('chartRows', () => {
  it('nests children under their header, by code at each level', () => {
    const rows = chartRows(CHART);
    expect(rows.map((row) => [row.account.code, row.depth, row.childCount])).toEqual([
      ['1000', 0, 2],
      ['1100', 1, 0],
      ['1200', 1, 0],
      ['1500', 0, 1],
      ['1510', 1, 0],
      ['2000', 0, 1],
      ['2100', 1, 0],
      ['4100', 0, 0],
    ]);
  });

  it('totals a header over its postable accounts, not its own stored balance', () => {
    const rows = chartRows(CHART);
    const total = (code: string) => rows.find((row) => row.account.code === code)?.totalKobo;
    expect(total('1000')).toBe(750000n);
    expect(total('2000')).toBe(-1750000n);
    expect(total('4100')).toBe(-3000n);
  });

  it('sums headers within headers', () => {
    const nested = [
      account('assets', '1', 'Assets', { header: true }),
      account('cash-h', '10', 'Cash', { header: true, parentId: 'assets' }),
      account('vault', '101', 'Vault', { parentId: 'cash-h', balanceKobo: 7 }),
      account('other', '19', 'Other', { parentId: 'assets', balanceKobo: 5 }),
    ];
    expect(chartRows(nested).map((row) => [row.account.code, row.depth, row.totalKobo])).toEqual([
      ['1', 0, 12n],
      ['10', 1, 7n],
      ['101', 2, 7n],
      ['19', 1, 5n],
    ]);
  });

  it('filters by type', () => {
    expect(codes(chartRows(CHART, { type: 'LIABILITY' }))).toEqual(['2000', '2100']);
  });

  it('keeps the headers above a text match, and shows a matching header’s whole group', () => {
    expect(codes(chartRows(CHART, { text: 'vault' }))).toEqual(['1000', '1100']);
    expect(codes(chartRows(CHART, { text: 'cash and' }))).toEqual(['1000', '1100', '1200']);
    expect(codes(chartRows(CHART, { text: '151' }))).toEqual(['1500', '1510']);
    expect(codes(chartRows(CHART, { text: 'nothing like it' }))).toEqual([]);
  });

  it('shows an account whose parent is missing at the top, and survives a loop', () => {
    const odd = [
      account('orphan', '3000', 'Orphan', { parentId: 'gone' }),
      account('a', '5000', 'A', { header: true, parentId: 'b' }),
      account('b', '5100', 'B', { header: true, parentId: 'a' }),
    ];
    expect(chartRows(odd).map((row) => [row.account.code, row.depth])).toEqual([
      ['3000', 0],
      ['5000', 0],
      ['5100', 1],
    ]);
  });
});

describe('headerOptions', () => {
  it('offers the active headers of the chosen type, in tree order with depth', () => {
    const chart = [
      ...CHART,
      account('old-h', '1900', 'Old assets', { header: true, status: 'INACTIVE' }),
    ];
    expect(headerOptions(chart, 'ASSET')).toEqual([
      { id: 'cash-h', label: '1000 · Cash and equivalents', depth: 0 },
      { id: 'loans-h', label: '1500 · Loans', depth: 0 },
    ]);
    expect(headerOptions(chart, 'INCOME')).toEqual([]);
  });
});
