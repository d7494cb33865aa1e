import type { BulkColumn } from './bulk';

/**
 * The columns of the expenses template: one row is one expense as "Record an expense" takes it,
 * its accounts and branch by code (a spreadsheet knows them so). No invoice file in bulk rows.
 */
export const EXPENSE_COLUMNS: readonly BulkColumn[] = [
  {
    heading: 'Payee',
    field: 'payeeName',
    kind: 'text',
    required: true,
    example: 'Zenith Facilities Ltd',
  },
  { heading: 'Payee type', field: 'payeeType', kind: 'text', required: true, example: 'COMPANY' },
  {
    heading: 'Kind of supply',
    field: 'supplyKind',
    kind: 'text',
    required: true,
    example: 'SERVICES',
  },
  {
    heading: 'Expense account',
    field: 'glAccountCode',
    kind: 'text',
    required: true,
    example: '5301',
  },
  { heading: 'Branch', field: 'branchCode', kind: 'text', required: true, example: 'LAG-HO' },
  {
    heading: 'Paid from account',
    field: 'paidFromAccountCode',
    kind: 'text',
    required: false,
    example: '1110',
  },
  {
    heading: 'Amount before VAT (₦)',
    field: 'amountKobo',
    kind: 'naira',
    required: true,
    example: '150000.00',
  },
  { heading: 'VAT charged', field: 'vatCharged', kind: 'boolean', required: false, example: 'yes' },
  {
    heading: 'Invoice reference',
    field: 'invoiceReference',
    kind: 'text',
    required: true,
    example: 'INV-2026-0042',
  },
  {
    heading: 'Invoice date',
    field: 'invoiceDate',
    kind: 'date',
    required: true,
    example: '2026-11-02',
  },
  {
    heading: 'Description',
    field: 'description',
    kind: 'text',
    required: true,
    example: 'Cleaning of the head office, October',
  },
];
