import { describe, expect, it } from 'vitest';
import type { ReportDefinition } from '../../../api/reports.api';
import { formatCell, formatTotal, shelvesOf, totalsUnderColumns, totalWords } from './report-words';

function definition(key: string, group: ReportDefinition['group']): ReportDefinition {
  return {
    key,
    name: key,
    group,
    description: '',
    parameters: [],
    requiredParameters: [],
    maxRangeDays: null,
  };
}

describe('the catalogue by group', () => {
  it('shows the groups in the center order and leaves out the empty ones', () => {
    const shelves = shelvesOf([
      definition('audit-log', 'AUDIT'),
      definition('loan-portfolio', 'LOANS'),
      definition('balance-sheet', 'FINANCIAL'),
      definition('portfolio-at-risk', 'LOANS'),
    ]);
    expect(shelves.map((shelf) => shelf.label)).toEqual(['Financial statements', 'Loans', 'Audit']);
    expect(shelves[1]?.reports.map((report) => report.key)).toEqual([
      'loan-portfolio',
      'portfolio-at-risk',
    ]);
  });
});

describe('formatCell', () => {
  it.each<[Parameters<typeof formatCell>[0], Parameters<typeof formatCell>[1], string]>([
    [123456, 'MONEY', '₦1,234.56'],
    [-5000, 'MONEY', '-₦50.00'],
    ['250', 'MONEY', '₦2.50'],
    [1234567, 'NUMBER', '1,234,567'],
    ['12.50', 'PERCENT', '12.50%'],
    ['2026-11-27', 'DATE', '27 Nov 2026'],
    ['2026-11-27T13:05:00.000Z', 'DATETIME', '27 Nov 2026, 14:05'],
    ['Lekki branch', 'TEXT', 'Lekki branch'],
    [null, 'MONEY', '—'],
    ['', 'TEXT', '—'],
  ])('shows %j of a %s column as %s', (value, kind, shown) => {
    expect(formatCell(value, kind).replace(/\u00a0/g, ' ')).toBe(shown);
  });
});

describe('totals in words', () => {
  it.each([
    ['totalDebitKobo', 'Total debit'],
    ['assetsKobo', 'Assets'],
    ['liabilitiesKobo', 'Liabilities'],
    ['equityKobo', 'Equity'],
    ['profitKobo', 'Profit'],
    ['yearProfitKobo', 'Year profit'],
    ['outstandingPrincipalKobo', 'Outstanding principal'],
    ['loanCount', 'Loan count'],
    ['par30Kobo', 'PAR 30'],
    ['par1Kobo', 'PAR 1'],
  ])('%s reads "%s"', (key, words) => {
    expect(totalWords(key)).toBe(words);
  });

  it('formats money totals as naira and counts as numbers', () => {
    expect(formatTotal('assetsKobo', 150000)).toBe(formatCell(150000, 'MONEY'));
    expect(formatTotal('loanCount', 1200)).toBe('1,200');
  });

  it('puts a total under the column it is of, and no other', () => {
    const under = totalsUnderColumns(
      [{ key: 'code' }, { key: 'debitKobo' }, { key: 'creditKobo' }, { key: 'balanceKobo' }],
      { totalDebitKobo: 10, totalCreditKobo: 10, balanceKobo: 0, profitKobo: 3 },
    );
    expect([...under]).toEqual([
      ['debitKobo', 'totalDebitKobo'],
      ['creditKobo', 'totalCreditKobo'],
      ['balanceKobo', 'balanceKobo'],
    ]);
  });
});
