import { formatBankDateTime } from '../../policies/calendar';
import { koboToDecimalText } from '../../policies/money';
import { findBranch } from '../branches/branch.repository';
import { findCustomer } from '../customers/customer.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { visibleAccount } from './account-access.service';
import { accountTransactions, countAccountTransactions } from './account-transaction.repository';
import { addressText, type StatementHolder, statementPdf } from './statement-pdf';

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
  const holder = await holderOf(t, account.customerId, account.branchId);
  const producedAt = formatBankDateTime(ctx.now.toISOString());
  return {
    account,
    fromDate,
    toDate,
    ...lines,
    holder,
    producedAt,
    bank: principalOf(ctx).tenant.name,
  };
}

/** Who the statement is for and where the account is kept, as the statement prints them. */
async function holderOf(
  t: TenantTx,
  customerId: string,
  branchId: string,
): Promise<StatementHolder> {
  const customer = await findCustomer(t, customerId);
  const branch = await findBranch(t, branchId);
  return {
    customerNumber: customer?.customerNumber ?? '',
    address: addressText(customer?.address),
    branch: branch?.name ?? '',
  };
}

/** A line's reference: its own, else its journal number (an internal transfer has no other). */
const referenceOf = (line: { reference: string | null; entryNumber: string }) =>
  line.reference ?? line.entryNumber;

const fileName = (accountNumber: string, from: string, to: string, extension: string) =>
  `statement-${accountNumber}-${from}-to-${to}.${extension}`;

export const statementHandlers: HandlerGroup<StatementOperation> = {
  async exportAccountStatementCsv(ctx) {
    const s = await statement(ctx);
    const rows = [
      ['Account', s.account.accountNumber, s.account.name],
      ['Customer number', s.holder.customerNumber],
      ['Address', s.holder.address],
      ['Branch', s.holder.branch],
      ['Period', s.fromDate, s.toDate],
      ['Produced', s.producedAt],
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
        referenceOf(line),
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
    const pdf = await statementPdf(s);
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
