import type { components } from '../../api/schema.gen';
import { formatBankDate } from '../../policies/calendar';
import { koboToDecimalText } from '../../policies/money';

type LoanSummary = components['schemas']['LoanSummary'];

/** A spreadsheet of the loans list is bounded: a larger book is narrowed by its filters first. */
export const LOANS_CSV_MAX_ROWS = 10_000;

/** "CLOSED_LIQUIDATED" as "Closed liquidated": a status in words, never its code. */
function words(code: string): string {
  const text = code.replaceAll('_', ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const date = (iso: string | null) => (iso ? formatBankDate(iso) : '');

/** The loans as CSV rows: a heading row, then one row per loan in naira and bank dates. */
export function loansCsvRows(items: readonly LoanSummary[]): string[][] {
  return [
    [
      'Loan number',
      'Customer',
      'Product',
      'Status',
      'Officer',
      'Principal (NGN)',
      'Outstanding (NGN)',
      'Arrears (NGN)',
      'Days past due',
      'Disbursed on',
      'Matures on',
    ],
    ...items.map((loan) => [
      loan.loanNumber,
      loan.customerName,
      loan.productName,
      words(loan.status),
      loan.officerName,
      koboToDecimalText(loan.principalKobo),
      koboToDecimalText(loan.totalOutstandingKobo),
      koboToDecimalText(loan.arrearsKobo),
      String(loan.daysPastDue),
      date(loan.disbursementDate),
      date(loan.maturityDate),
    ]),
  ];
}
