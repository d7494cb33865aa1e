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

  it('leaves out a value the report has no column for', () => {
    const { series } = chartDataOf(
      { kind: 'LINE', categoryKey: 'branch', valueKeys: ['gone', 'loans'] },
      COLUMNS,
      [],
    );
    expect(series.map((one) => one.key)).toEqual(['loans']);
  });
});
