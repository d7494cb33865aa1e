import { formatBankDate } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import { type PdfColumn, renderPdf } from '../http/pdf';

/** The customer's number and address and the account's branch, printed at the top. */
export interface StatementHolder {
  readonly customerNumber: string;
  readonly address: string;
  readonly branch: string;
}

/** A state's name from its code: AKWA_IBOM reads Akwa Ibom; FCT stays FCT. */
function stateName(code: string): string {
  if (code === 'FCT') return 'FCT';
  return code
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The customer's address on one line, from the contract's Address (empty when none). */
export function addressText(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const a = address as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string).trim() : '');
  const state = text('state');
  return [text('line1'), text('line2'), text('city'), text('lga'), state && stateName(state)]
    .filter((part) => part !== '')
    .join(', ');
}

/** What a statement says, as the statement handlers gather it. */
export interface StatementDocument {
  readonly bank: string;
  readonly holder: StatementHolder;
  /** When it was produced, in the bank's date-and-time format. */
  readonly producedAt: string;
  readonly account: { accountNumber: string; name: string; productName: string };
  readonly fromDate: string;
  readonly toDate: string;
  readonly openingKobo: number;
  readonly closingKobo: number;
  readonly items: readonly {
    postingDate: string;
    narration: string;
    reference: string | null;
    entryNumber: string;
    debitKobo: number;
    creditKobo: number;
    runningBalanceKobo: number;
  }[];
}

// 499 pt, the A4 page between its margins.
const STATEMENT_COLUMNS: readonly PdfColumn[] = [
  { header: 'Date', widthPt: 62 },
  { header: 'Narration', widthPt: 135 },
  { header: 'Reference', widthPt: 78 },
  { header: 'Debit', widthPt: 72, align: 'right' },
  { header: 'Credit', widthPt: 72, align: 'right' },
  { header: 'Balance', widthPt: 80, align: 'right' },
];

/**
 * The statement as the customer reads it: the account and period, the balances it opens and
 * closes with, and every line with the balance after it, over as many pages as it takes.
 */
export function statementPdf(s: StatementDocument): Promise<Buffer> {
  const { account } = s;
  const totalDebitKobo = s.items.reduce((sum, line) => sum + line.debitKobo, 0);
  const totalCreditKobo = s.items.reduce((sum, line) => sum + line.creditKobo, 0);
  const meta = {
    bankName: s.bank,
    heading: 'Statement of account',
    title: `Statement ${account.accountNumber}`,
  };
  return renderPdf(meta, (pdf) => {
    pdf.keyValues([
      ['Account number', account.accountNumber],
      ['Account name', account.name],
      ['Customer number', s.holder.customerNumber],
      ['Address', s.holder.address || 'Not on file'],
      ['Product', account.productName],
      ['Branch', s.holder.branch],
      ['Period', `${formatBankDate(s.fromDate)} to ${formatBankDate(s.toDate)}`],
      ['Produced', s.producedAt],
    ]);
    pdf.gap();
    pdf.keyValues([
      ['Opening balance', formatKobo(s.openingKobo)],
      ['Total debits', formatKobo(totalDebitKobo)],
      ['Total credits', formatKobo(totalCreditKobo)],
      ['Closing balance', formatKobo(s.closingKobo)],
    ]);
    pdf.gap();
    pdf.table(STATEMENT_COLUMNS, [
      { cells: ['', 'Opening balance', '', '', '', formatKobo(s.openingKobo)], total: true },
      ...s.items.map((line) => ({
        cells: [
          formatBankDate(line.postingDate),
          line.narration,
          line.reference ?? line.entryNumber,
          line.debitKobo ? formatKobo(line.debitKobo) : '',
          line.creditKobo ? formatKobo(line.creditKobo) : '',
          formatKobo(line.runningBalanceKobo),
        ],
      })),
      { cells: ['', 'Closing balance', '', '', '', formatKobo(s.closingKobo)], total: true },
    ]);
  });
}
