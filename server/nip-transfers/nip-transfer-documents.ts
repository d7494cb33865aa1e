import { NIP_STATUS_WORDS } from '../../machines/nip-transfer.machine';
import { amountInWords } from '../../policies/amount-words';
import { formatBankDateTime } from '../../policies/calendar';
import { formatKobo, koboToDecimalText } from '../../policies/money';
import { csvText } from '../http/csv';
import { renderPdf } from '../http/pdf';
import type { NipTransferView } from './nip-transfer.repository';

/** The most transfers one CSV export holds; a longer list is narrowed by its filters first. */
export const MAX_EXPORT_TRANSFERS = 5_000;

const total = (v: NipTransferView) => v.amountKobo + v.feeKobo + v.vatKobo;

/** The transfers as the list shows them, one row each, amounts in naira with two decimals. */
export function transfersCsv(items: readonly NipTransferView[]): string {
  return csvText([
    [
      'Time',
      'Reference',
      'Session ID',
      'Debit account',
      'Debit account name',
      'Beneficiary',
      'Beneficiary account',
      'Beneficiary bank',
      'Amount (NGN)',
      'Fee (NGN)',
      'VAT (NGN)',
      'Total debit (NGN)',
      'Status',
      'Narration',
      'Made by',
    ],
    ...items.map((v) => [
      formatBankDateTime(v.createdAt),
      v.reference,
      v.sessionId,
      v.debitAccountNumber,
      v.debitAccountName,
      v.beneficiaryAccountName,
      v.beneficiaryAccountNumber,
      v.beneficiaryBankName,
      koboToDecimalText(v.amountKobo),
      koboToDecimalText(v.feeKobo),
      koboToDecimalText(v.vatKobo),
      koboToDecimalText(total(v)),
      NIP_STATUS_WORDS[v.status],
      v.narration,
      v.makerName,
    ]),
  ]);
}

/**
 * The transfer advice the customer takes away: who sent what to whom at which bank, the amount
 * in figures and in words with the charges, the session ID the beneficiary's bank can trace,
 * and how the transfer stands.
 */
export function transferAdvicePdf(v: NipTransferView, bankName: string): Promise<Buffer> {
  const meta = { bankName, heading: 'NIP transfer advice', title: `Transfer ${v.reference}` };
  return renderPdf(meta, (pdf) => {
    pdf.keyValues([
      ['Reference', v.reference],
      ['Session ID', v.sessionId],
      ['Date', formatBankDateTime(v.createdAt)],
      ['Status', NIP_STATUS_WORDS[v.status]],
    ]);
    pdf.section('Sender');
    pdf.keyValues([
      ['Account name', v.debitAccountName],
      ['Account number', v.debitAccountNumber],
      ['Bank', bankName],
    ]);
    pdf.section('Beneficiary');
    pdf.keyValues([
      ['Account name', v.beneficiaryAccountName],
      ['Account number', v.beneficiaryAccountNumber],
      ['Bank', v.beneficiaryBankName],
    ]);
    pdf.gap();
    pdf.figure('Amount', formatKobo(v.amountKobo));
    pdf.keyValues([
      ['Amount in words', amountInWords(v.amountKobo)],
      ['Fee', formatKobo(v.feeKobo)],
      ['VAT on the fee', formatKobo(v.vatKobo)],
      ['Total debited', formatKobo(total(v))],
      ['Narration', v.narration],
      ['Last change', formatBankDateTime(v.updatedAt)],
    ]);
  });
}
