import { formatBankDate } from '../../policies/calendar';
import { koboToDecimalText } from '../../policies/money';
import { DomainError } from '../errors/domain-error';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { textPdf } from '../http/pdf';
import { visibleAccount } from './account-access.service';
import { accountTransactions, countAccountTransactions } from './account-transaction.repository';

/** The most lines one statement holds; a longer period is asked for in parts. */
export const MAX_STATEMENT_LINES = 10_000;

type StatementOperation = 'exportAccountStatementCsv' | 'exportAccountStatementPdf';

async function statement(ctx: OperationContext<StatementOperation>) {
  const t = txOf(ctx);
  const account = await visibleAccount(ctx, t, ctx.params.id);
  const processingDate = principalOf(ctx).tenant.processingDate;
  const fromDate = ctx.query.fromDate ?? `${processingDate.slice(0, 8)}01`;
  const toDate = ctx.query.toDate ?? processingDate;
  if (fromDate > toDate) {
    throw new DomainError('statement_range_invalid');
  }
  const count = await countAccountTransactions(t, account.id, { fromDate, toDate });
  if (count > MAX_STATEMENT_LINES) {
    throw new DomainError(
      'statement_too_long',
      `A statement holds at most ${MAX_STATEMENT_LINES} transactions; choose a shorter period.`,
    );
  }
  const lines = await accountTransactions(t, account.id, {
    fromDate,
    toDate,
    offset: 0,
    limit: null,
  });
  ctx.audit.target = account.id;
  return { account, fromDate, toDate, ...lines, bank: principalOf(ctx).tenant.name };
}

const fileName = (accountNumber: string, from: string, to: string, extension: string) =>
  `statement-${accountNumber}-${from}-to-${to}.${extension}`;

export const statementHandlers: HandlerGroup<StatementOperation> = {
  async exportAccountStatementCsv(ctx) {
    const s = await statement(ctx);
    const rows = [
      ['Account', s.account.accountNumber, s.account.name],
      ['Period', s.fromDate, s.toDate],
      [],
      [
        'Posting date',
        'Value date',
        'Narration',
        'Reference',
        'Debit (NGN)',
        'Credit (NGN)',
        'Balance (NGN)',
      ],
      ['', '', 'Opening balance', '', '', '', koboToDecimalText(s.openingKobo)],
      ...s.items.map((line) => [
        line.postingDate,
        line.valueDate,
        line.narration,
        line.reference ?? '',
        line.debitKobo ? koboToDecimalText(line.debitKobo) : '',
        line.creditKobo ? koboToDecimalText(line.creditKobo) : '',
        koboToDecimalText(line.runningBalanceKobo),
      ]),
      ['', '', 'Closing balance', '', '', '', koboToDecimalText(s.closingKobo)],
    ];
    return {
      status: 200,
      body: csvText(rows),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName(s.account.accountNumber, s.fromDate, s.toDate, 'csv')}"`,
      },
    };
  },
  async exportAccountStatementPdf(ctx) {
    const s = await statement(ctx);
    const money = (kobo: number) =>
      koboToDecimalText(kobo)
        .replace(/\B(?=(\d{3})+(?!\d))/g, ',')
        .padStart(16);
    const row = (date: string, narration: string, debit: string, credit: string, balance: string) =>
      `${date.padEnd(11)} ${narration.slice(0, 34).padEnd(34)} ${debit.padStart(16)} ${credit.padStart(16)} ${balance}`;
    const lines = [
      s.bank,
      `Statement of account ${s.account.accountNumber} - ${s.account.name}`,
      `${s.account.productName}, ${formatBankDate(s.fromDate)} to ${formatBankDate(s.toDate)} (amounts in NGN)`,
      '',
      row('Date', 'Narration', 'Debit', 'Credit', '         Balance'),
      '-'.repeat(112),
      row('', 'Opening balance', '', '', money(s.openingKobo)),
      ...s.items.map((line) =>
        row(
          line.postingDate,
          line.narration,
          line.debitKobo ? money(line.debitKobo).trim() : '',
          line.creditKobo ? money(line.creditKobo).trim() : '',
          money(line.runningBalanceKobo),
        ),
      ),
      '-'.repeat(112),
      row('', 'Closing balance', '', '', money(s.closingKobo)),
    ];
    const pdf = textPdf(lines, `Statement ${s.account.accountNumber}`);
    return {
      status: 200,
      body: pdf,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="${fileName(s.account.accountNumber, s.fromDate, s.toDate, 'pdf')}"`,
      },
    };
  },
};
