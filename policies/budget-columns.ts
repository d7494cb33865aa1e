import type { BulkColumn } from './bulk';

/**
 * The template of a budget upload: one row per budget line, the GL account and branch by the
 * codes a spreadsheet knows them by. A blank branch is the whole bank.
 */
export const BUDGET_COLUMNS: readonly BulkColumn[] = [
  { heading: 'Year', field: 'year', kind: 'integer', required: true, example: '2026' },
  { heading: 'Month', field: 'month', kind: 'integer', required: true, example: '1' },
  {
    heading: 'GL account code',
    field: 'glAccountCode',
    kind: 'text',
    required: true,
    example: '5301',
  },
  {
    heading: 'Branch code (blank: whole bank)',
    field: 'branchCode',
    kind: 'text',
    required: false,
    example: 'LAG-HO',
  },
  {
    heading: 'Amount (₦)',
    field: 'amountKobo',
    kind: 'naira',
    required: true,
    example: '250000.00',
  },
  {
    heading: 'Note',
    field: 'note',
    kind: 'text',
    required: false,
    example: 'Office running costs',
  },
];
