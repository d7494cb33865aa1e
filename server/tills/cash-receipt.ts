import { amountInWords } from '../../policies/amount-words';
import { formatBankDateTime } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import type { TenantTx } from '../db/tenant-scope';
import { renderPdf } from '../http/pdf';
import { findLoan } from '../loans/loan.repository';
import type { CashTransactionView } from './cash.service';

const RECEIPT_HEADINGS = {
  DEPOSIT: 'Cash deposit receipt',
  WITHDRAWAL: 'Cash withdrawal receipt',
  LOAN_REPAYMENT: 'Cash loan repayment receipt',
} as const;

/**
 * The receipt the customer takes away from the counter: who served them where and when, the
 * account, the amount in figures and in words, and the notes counted, value by pieces.
 */
export async function cashReceiptPdf(
  t: TenantTx,
  v: CashTransactionView,
  bankName: string,
): Promise<Buffer> {
  const loan = v.loanId ? await findLoan(t, v.loanId) : null;
  const heading = RECEIPT_HEADINGS[v.kind];
  const countedKobo = v.denominations.reduce((sum, d) => sum + d.valueKobo * d.pieces, 0);
  const status = v.status.charAt(0) + v.status.slice(1).toLowerCase().replaceAll('_', ' ');
  return renderPdf({ bankName, heading, title: `Receipt ${v.reference}` }, (pdf) => {
    pdf.keyValues([
      ['Reference', v.reference],
      ['Date', formatBankDateTime(v.createdAt)],
      ['Branch', v.branchName],
      ['Till', v.tillCode],
      ['Teller', v.tellerName],
    ]);
    pdf.gap();
    pdf.keyValues([
      ['Account', `${v.accountNumber} - ${v.accountName}`],
      ...(loan ? [['Loan', loan.loanNumber] as const] : []),
      [v.kind === 'WITHDRAWAL' ? 'Withdrawn by' : 'Paid in by', `${v.partyName}, ${v.partyPhone}`],
    ]);
    pdf.gap();
    pdf.figure('Amount', formatKobo(v.amountKobo));
    pdf.keyValues([
      ['Amount in words', amountInWords(v.amountKobo)],
      ['Status', status],
    ]);
    pdf.section('Denominations');
    pdf.table(
      [
        { header: 'Denomination', widthPt: 110, align: 'right' },
        { header: 'Pieces', widthPt: 70, align: 'right' },
        { header: 'Amount', widthPt: 130, align: 'right' },
      ],
      [
        ...v.denominations.map((d) => ({
          cells: [formatKobo(d.valueKobo), String(d.pieces), formatKobo(d.valueKobo * d.pieces)],
        })),
        { cells: ['Total', '', formatKobo(countedKobo)], total: true },
      ],
    );
  });
}
