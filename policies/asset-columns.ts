import type { BulkColumn } from './bulk';

/**
 * The columns of the fixed assets' upload template, in order: each fills the field of the
 * single registration it names, so a spreadsheet's row is checked as the form is. GL accounts
 * and branches are named by code, as a spreadsheet knows them.
 */
export const ASSET_COLUMNS: readonly BulkColumn[] = [
  { heading: 'Tag', field: 'tag', kind: 'text', required: true, example: 'FA-0101' },
  { heading: 'Name', field: 'name', kind: 'text', required: true, example: 'Executive desk' },
  { heading: 'Category', field: 'category', kind: 'text', required: true, example: 'Furniture' },
  { heading: 'Branch code', field: 'branchCode', kind: 'text', required: true, example: 'LAG-HO' },
  { heading: 'Cost (₦)', field: 'costKobo', kind: 'naira', required: true, example: '450000.00' },
  {
    heading: 'Acquisition date',
    field: 'acquisitionDate',
    kind: 'date',
    required: true,
    example: '2026-01-15',
  },
  {
    heading: 'Available for use',
    field: 'availableForUseDate',
    kind: 'date',
    required: true,
    example: '2026-01-15',
  },
  {
    heading: 'Depreciation starts',
    field: 'depreciationStartDate',
    kind: 'date',
    required: true,
    example: '2026-01-31',
  },
  {
    heading: 'Number of depreciations',
    field: 'totalDepreciations',
    kind: 'integer',
    required: true,
    example: '60',
  },
  {
    heading: 'Months between depreciations',
    field: 'frequencyMonths',
    kind: 'integer',
    required: true,
    example: '1',
  },
  {
    heading: 'Salvage value (₦)',
    field: 'salvageValueKobo',
    kind: 'naira',
    required: true,
    example: '0.00',
  },
  {
    heading: 'Method',
    field: 'depreciationMethod',
    kind: 'text',
    required: true,
    example: 'STRAIGHT_LINE',
  },
  { heading: 'Pro rata', field: 'proRata', kind: 'boolean', required: true, example: 'yes' },
  {
    heading: 'Paid from GL account',
    field: 'paidFromGlAccountCode',
    kind: 'text',
    required: true,
    example: '1110',
  },
  {
    heading: 'Cost GL account',
    field: 'costGlAccountCode',
    kind: 'text',
    required: false,
    example: '1501',
  },
  {
    heading: 'Accumulated depreciation GL account',
    field: 'accumulatedGlAccountCode',
    kind: 'text',
    required: false,
    example: '1509',
  },
  {
    heading: 'Depreciation expense GL account',
    field: 'expenseGlAccountCode',
    kind: 'text',
    required: false,
    example: '5401',
  },
];
