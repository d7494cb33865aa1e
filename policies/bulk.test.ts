import { describe, expect, it } from 'vitest';
import { type BulkColumn, bulkTemplateCsv, matchBulkHeadings, readBulkRow } from './bulk';

const COLUMNS: readonly BulkColumn[] = [
  {
    heading: 'GL account code',
    field: 'glAccountCode',
    kind: 'text',
    required: true,
    example: '5301',
  },
  {
    heading: 'Amount (₦)',
    field: 'amountKobo',
    kind: 'naira',
    required: true,
    example: '1,250.00',
  },
  { heading: 'Month', field: 'month', kind: 'integer', required: false, example: '1' },
  {
    heading: 'Invoice date',
    field: 'invoiceDate',
    kind: 'date',
    required: false,
    example: '2026-01-31',
  },
  { heading: 'Pro rata', field: 'proRata', kind: 'boolean', required: false, example: 'yes' },
];

describe('a bulk file’s headings', () => {
  it('are matched to the template’s columns in any order and case, by heading or field', () => {
    const { order, problems } = matchBulkHeadings(COLUMNS, [
      'amount (₦)',
      'GLACCOUNTCODE',
      '',
      'Month*',
    ]);
    expect(problems).toEqual([]);
    expect(order.map((c) => c?.field ?? null)).toEqual([
      'amountKobo',
      'glAccountCode',
      null,
      'month',
    ]);
  });

  it('name an unknown heading, a repeated one and a missing required column', () => {
    const { problems } = matchBulkHeadings(COLUMNS, ['Amount (₦)', 'Amount (₦)', 'Colour']);
    expect(problems.map((p) => [p.code, p.field])).toEqual([
      ['duplicate_column', 'amountKobo'],
      ['unknown_column', 'Colour'],
      ['missing_column', 'glAccountCode'],
    ]);
  });
});

describe('a bulk row', () => {
  const { order } = matchBulkHeadings(
    COLUMNS,
    COLUMNS.map((c) => c.heading),
  );

  it('reads naira into kobo exactly, integers, dates and yes/no, leaving empty cells out', () => {
    const read = readBulkRow(order, [' 5301 ', '₦1,250.15', '3', '31/01/2026', 'Yes']);
    expect(read).toEqual({
      item: {
        glAccountCode: '5301',
        amountKobo: 125015,
        month: 3,
        invoiceDate: '2026-01-31',
        proRata: true,
      },
      problems: [],
    });
    expect(
      readBulkRow(order, [5301, 1.15, 12, new Date(Date.UTC(2026, 1, 28)), false]).item,
    ).toEqual({
      glAccountCode: '5301',
      amountKobo: 115,
      month: 12,
      invoiceDate: '2026-02-28',
      proRata: false,
    });
    expect(readBulkRow(order, ['5301', '', null, undefined, ' ']).item).toEqual({
      glAccountCode: '5301',
    });
  });

  it('names each cell that cannot be read as its kind', () => {
    const { problems } = readBulkRow(order, ['5301', '12.345', '1.5', '2026-02-30', 'maybe']);
    expect(problems.map((p) => p.field)).toEqual(['amountKobo', 'month', 'invoiceDate', 'proRata']);
    expect(problems[0]?.message).toMatch(/^Amount \(₦\): an amount in naira/);
    expect(readBulkRow(order, ['5301', 0.125]).problems.map((p) => p.field)).toEqual([
      'amountKobo',
    ]);
  });
});

it('the template is the headings and an example row as CSV', () => {
  expect(bulkTemplateCsv(COLUMNS.slice(0, 2))).toBe(
    'GL account code,Amount (₦)\r\n5301,"1,250.00"\r\n',
  );
});
