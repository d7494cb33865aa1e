import { formatBankDate } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import { type PdfColumn, renderPdf } from '../http/pdf';

/** What a statement says, as the statement handlers gather it. */
export interface StatementDocument {
  readonly bank: string;
  readonly account: { accountNumber: string; name: string; productName: string };
  readonly fromDate: string;
  readonly toDate: string;
  readonly openingKobo: number;
  readonly closingKobo: number;
  readonly items: readonly {
    postingDate: string;
    narration: string;
    debitKobo: number;
    creditKobo: number;
    runningBalanceKobo: number;
  }[];
}

const STATEMENT_COLUMNS: readonly PdfColumn[] = [
  { header: 'Date', widthPt: 68 },
  { header: 'Narration', widthPt: 153 },
  { header: 'Debit', widthPt: 88, align: 'right' },
  { header: 'Credit', widthPt: 88, align: 'right' },
  { header: 'Balance', widthPt: 102, align: 'right' },
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
      ['Product', account.productName],
      ['Period', `${formatBankDate(s.fromDate)} to ${formatBankDate(s.toDate)}`],
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
      { cells: ['', 'Opening balance', '', '', formatKobo(s.openingKobo)], total: true },
      ...s.items.map((line) => ({
        cells: [
          formatBankDate(line.postingDate),
          line.narration,
          line.debitKobo ? formatKobo(line.debitKobo) : '',
          line.creditKobo ? formatKobo(line.creditKobo) : '',
          formatKobo(line.runningBalanceKobo),
        ],
      })),
      { cells: ['', 'Closing balance', '', '', formatKobo(s.closingKobo)], total: true },
    ]);
  });
}
