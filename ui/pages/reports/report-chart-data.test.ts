import { describe, expect, it } from 'vitest';
import type { ReportColumn } from '../../../api/reports.api';
import { chartDataOf } from './report-chart-data';

const COLUMNS: ReportColumn[] = [
  { key: 'branch', label: 'Branch', kind: 'TEXT' },
  { key: 'par30Kobo', label: 'PAR 30', kind: 'MONEY' },
  { key: 'loans', label: 'Loans', kind: 'NUMBER' },
];

describe('chartDataOf', () => {
  it('plots money in naira, labels points by their category and keeps the kobo for the tooltip', () => {
    const { series, points } = chartDataOf(
      { kind: 'BAR', categoryKey: 'branch', valueKeys: ['par30Kobo', 'loans'] },
      COLUMNS,
      [
        { branch: 'Head office', par30Kobo: 1234550, loans: 12 },
        { branch: 'Lekki', par30Kobo: null, loans: 3 },
      ],
    );
    expect(series.map((one) => one.name)).toEqual(['PAR 30', 'Loans']);
    expect(points).toEqual([
      {
        label: 'Head office',
        values: { par30Kobo: 12345.5, loans: 12 },
        cells: { par30Kobo: 1234550, loans: 12 },
      },
      { label: 'Lekki', values: { par30Kobo: 0, loans: 3 }, cells: { par30Kobo: null, loans: 3 } },
    ]);
  });

  it('makes the rows of one category one point, their kobo added', () => {
    const { points } = chartDataOf(
      { kind: 'BAR', categoryKey: 'section', valueKeys: ['amountKobo'] },
      [
        { key: 'section', label: 'Section', kind: 'TEXT' },
        { key: 'amountKobo', label: 'Amount', kind: 'MONEY' },
      ],
      [
        { section: 'Assets', amountKobo: 10 },
        { section: 'Liabilities', amountKobo: 7 },
        { section: 'Assets', amountKobo: 5 },
      ],
    );
    expect(points).toEqual([
      { label: 'Assets', values: { amountKobo: 0.15 }, cells: { amountKobo: 15 } },
      { label: 'Liabilities', values: { amountKobo: 0.07 }, cells: { amountKobo: 7 } },
    ]);
  });

  it('keeps rows apart when their figures are shares', () => {
    const { points } = chartDataOf(
      { kind: 'BAR', categoryKey: 'branch', valueKeys: ['share'] },
      [
        { key: 'branch', label: 'Branch', kind: 'TEXT' },
        { key: 'share', label: 'Share', kind: 'PERCENT' },
      ],
      [
        { branch: 'Lekki', share: '1.50' },
        { branch: 'Lekki', share: '2.00' },
      ],
    );
    expect(points).toHaveLength(2);
  });

  it('leaves out a value the report has no column for', () => {
    const { series } = chartDataOf(
      { kind: 'LINE', categoryKey: 'branch', valueKeys: ['gone', 'loans'] },
      COLUMNS,
      [],
    );
    expect(series.map((one) => one.key)).toEqual(['loans']);
  });
});
