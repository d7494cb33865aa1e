import type { components } from '../../api/schema.gen';
import { formatBankDateTime } from '../../policies/calendar';
import { koboToDecimalText } from '../../policies/money';

type CreditApplication = components['schemas']['CreditApplication'];

/** A spreadsheet of the applications is bounded: a larger list is narrowed by its filters first. */
export const APPLICATIONS_CSV_MAX_ROWS = 10_000;

/** "PENDING_APPROVAL" as "Pending approval": a status in words, never its code. */
function words(code: string): string {
  const text = code.replaceAll('_', ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The applications as CSV rows: a heading row, then one row each in naira and bank time. */
export function applicationsCsvRows(items: readonly CreditApplication[]): string[][] {
  return [
    [
      'Application number',
      'Customer',
      'Product',
      'Amount (NGN)',
      'Status',
      'Grade',
      'Officer',
      'Analyst',
      'Made on',
    ],
    ...items.map((a) => [
      a.applicationNumber,
      a.customerName,
      a.productName,
      koboToDecimalText(a.principalKobo),
      words(a.status),
      a.grade ?? '',
      a.officerName,
      a.analystName ?? '',
      formatBankDateTime(a.createdAt),
    ]),
  ];
}
