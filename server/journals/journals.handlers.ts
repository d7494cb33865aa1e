import { koboToDecimalText } from '../../policies/money';
import { submitForApproval } from '../approvals/approval.service';
import { requestView } from '../approvals/approval-view';
import { DomainError } from '../errors/domain-error';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { findEntryView, listEntryViews } from '../ledger/journal-entry.repository';
import { postEntry, reverseEntry } from '../ledger/ledger.service';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  checkPostable,
  manualJournalPosting,
  manualJournalSubmission,
  reversalSubmission,
  reversibleEntry,
} from './journal-approval';
import { listLedgerLines, trialBalance } from './ledger-report.repository';

type JournalOperation =
  | 'postManualJournal'
  | 'listJournals'
  | 'getJournal'
  | 'reverseJournal'
  | 'listLedgerEntries'
  | 'getTrialBalance'
  | 'exportTrialBalanceCsv';

export const journalHandlers: HandlerGroup<JournalOperation> = {
  postManualJournal,
  async listJournals(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { from, to, reference } = ctx.query;
    const { items, total } = await listEntryViews(txOf(ctx), {
      fromDate: from,
      toDate: to,
      reference,
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },
  async getJournal(ctx) {
    const entry = await findEntryView(txOf(ctx), ctx.params.id);
    if (!entry) throw new DomainError('journal_not_found');
    return { status: 200, body: entry };
  },
  reverseJournal,
  async listLedgerEntries(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { accountId, from, to, reference } = ctx.query;
    const filter = { accountId, fromDate: from, toDate: to, reference, page, pageSize };
    return { status: 200, body: await listLedgerLines(txOf(ctx), filter) };
  },
  async getTrialBalance(ctx) {
    const t = txOf(ctx);
    return {
      status: 200,
      body: await trialBalance(t, ctx.query.asOf ?? (await tenantProcessingDate(t))),
    };
  },
  exportTrialBalanceCsv,
};

async function postManualJournal(ctx: OperationContext<'postManualJournal'>) {
  const t = txOf(ctx);
  const { user } = principalOf(ctx);
  const posting = manualJournalPosting(ctx.body, user.id);
  const accounts = await checkPostable(t, posting);
  const submission = manualJournalSubmission(ctx.body, posting, accounts);
  const held = await submitForApproval(t, {
    ...submission,
    branchId: user.branchId,
    maker: { id: user.id },
    now: ctx.now,
  });
  if (held.approvalNeeded) {
    ctx.audit.target = held.request.id;
    ctx.audit.summary = `sent a manual journal of ${held.request.amountKobo} kobo for approval`;
    return { status: 202 as const, body: await requestView(t, held.request.id, ctx.now) };
  }
  const entry = await postEntry(t, posting, ctx.now);
  ctx.audit.target = entry.id;
  ctx.audit.summary = `posted manual journal ${entry.entryNumber}`;
  return { status: 201 as const, body: entry };
}

async function reverseJournal(ctx: OperationContext<'reverseJournal'>) {
  const t = txOf(ctx);
  const { user } = principalOf(ctx);
  const narration = ctx.body.narration ?? null;
  // The journals bring no sub-ledger: an entry that moved a customer's money is put back only
  // through its product's own reversal, which keeps that product's rules and approvals.
  const original = await reversibleEntry(t, ctx.params.id);
  const held = await submitForApproval(t, {
    ...reversalSubmission(original, narration),
    branchId: user.branchId,
    maker: { id: user.id },
    now: ctx.now,
  });
  ctx.audit.target = ctx.params.id;
  if (held.approvalNeeded) {
    ctx.audit.summary = `sent the reversal of ${original.entryNumber} for approval`;
    return { status: 202 as const, body: await requestView(t, held.request.id, ctx.now) };
  }
  const reversal = await reverseEntry(t, ctx.params.id, { narration, createdBy: user.id }, ctx.now);
  ctx.audit.summary = `reversed journal entry with ${reversal.entryNumber}`;
  return { status: 201 as const, body: reversal };
}

async function exportTrialBalanceCsv(ctx: OperationContext<'exportTrialBalanceCsv'>) {
  const t = txOf(ctx);
  const asOf = ctx.query.asOf ?? (await tenantProcessingDate(t));
  const report = await trialBalance(t, asOf);
  const rows = [
    ['Code', 'Account', 'Type', 'Debit (NGN)', 'Credit (NGN)'],
    ...report.rows.map((row) => [
      row.code,
      row.name,
      row.type,
      koboToDecimalText(row.debitKobo),
      koboToDecimalText(row.creditKobo),
    ]),
    [
      '',
      'Total',
      '',
      koboToDecimalText(report.totalDebitKobo),
      koboToDecimalText(report.totalCreditKobo),
    ],
  ];
  const body = csvText(rows);
  return {
    status: 200,
    body,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="trial-balance-${asOf}.csv"`,
    },
  };
}
