import type { components } from '../../api/schema.gen';
import { formatBankDate } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import type { ApprovalSubmission } from '../approvals/approval.service';
import type { ApprovalExecutor, ApprovalType } from '../approvals/approval-type';
import { DEMO_MONEY_BANDS } from '../approvals/demo-bands';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { accountProblems, entryShapeProblems, entryTotals } from '../ledger/entry-rules';
import { findGlAccounts } from '../ledger/gl-account.repository';
import { findEntryView, type JournalEntryView } from '../ledger/journal-entry.repository';
import { type PostingRequest, postEntry, reverseEntry } from '../ledger/ledger.service';

export type ManualJournalBody = components['schemas']['ManualJournalRequest'];

/** What a reversal waiting for approval keeps to run later. */
export interface ReversalPayload {
  readonly entryId: string;
  readonly narration: string | null;
}

/** The posting a manual journal asks for, made by `makerId`. */
export function manualJournalPosting(body: ManualJournalBody, makerId: string): PostingRequest {
  return {
    narration: body.narration.trim() || body.narration,
    reference: body.reference ?? null,
    valueDate: body.valueDate ?? null,
    lines: body.lines.map((line) => ({
      accountId: line.glAccountId,
      debitKobo: line.debitKobo,
      creditKobo: line.creditKobo,
      narration: line.narration,
    })),
    source: 'MANUAL',
    createdBy: makerId,
  };
}

/** The accounts of an entry by id, as the approvals inbox names them. */
export type EntryAccounts = ReadonlyMap<string, { readonly code: string; readonly name: string }>;

/**
 * Refuses an entry the ledger would refuse, before it waits for approval: a checker should
 * never be asked to approve an entry that cannot post. The ledger checks it again on approval.
 * Answers the entry's accounts, so the request can name them.
 */
export async function checkPostable(t: TenantTx, posting: PostingRequest): Promise<EntryAccounts> {
  const shape = entryShapeProblems(posting.lines);
  const accounts =
    shape.length > 0
      ? new Map()
      : await findGlAccounts(
          t,
          posting.lines.map((l) => l.accountId),
        );
  const problems = shape.length > 0 ? shape : accountProblems(posting.lines, accounts);
  const [first] = problems;
  if (!first) return accounts;
  const fields = problems
    .filter((problem) => problem.field !== undefined)
    .slice(0, 100)
    .map((problem) => ({
      field: problem.field as string,
      code: problem.code,
      message: problem.message,
    }));
  throw new DomainError(first.code, first.message, fields);
}

type Submission = Omit<ApprovalSubmission, 'maker' | 'now' | 'branchId'>;

/**
 * The manual journal as the approvals inbox shows it: accounts by code and name and the value
 * date in the bank's format, never an id or an ISO date.
 */
export function manualJournalSubmission(
  body: ManualJournalBody,
  posting: PostingRequest,
  accounts: EntryAccounts,
): Submission {
  const accountWords = (id: string) => {
    const account = accounts.get(id);
    return account ? `${account.code} ${account.name}` : 'an account since removed';
  };
  const totalKobo = entryTotals(posting.lines).debitKobo;
  return {
    type: 'MANUAL_JOURNAL',
    amountKobo: totalKobo,
    summary: `Manual journal of ${formatKobo(totalKobo)}: ${posting.narration}`,
    details: [
      { label: 'Narration', value: posting.narration },
      ...(body.reference ? [{ label: 'Reference', value: body.reference }] : []),
      ...(body.valueDate ? [{ label: 'Value date', value: formatBankDate(body.valueDate) }] : []),
      ...body.lines.map((line, i) => ({
        label: `Line ${i + 1}`,
        value: `${line.debitKobo > 0 ? `Dr ${formatKobo(line.debitKobo)}` : `Cr ${formatKobo(line.creditKobo)}`} — ${accountWords(line.glAccountId)}${line.narration ? ` (${line.narration})` : ''}`,
      })),
    ],
    payload: body,
  };
}

/**
 * Refuses the reversal of an entry that cannot be reversed here, before it waits for approval:
 * a reversal, one already reversed, or one that moved a customer's money.
 */
export function reversalRefusal(original: JournalEntryView): DomainError | null {
  if (original.reversalOfId !== null) return new DomainError('journal_is_reversal');
  if (original.reversedById !== null) {
    return new DomainError(
      'journal_already_reversed',
      `${original.entryNumber} has already been reversed.`,
    );
  }
  if (original.lines.some((line) => line.subledger !== null)) {
    return new DomainError(
      'journal_reversed_through_its_product',
      `${original.entryNumber} moved a customer's money; reverse it through its own transaction, not the journals.`,
    );
  }
  return null;
}

/** The reversal of `original` as the approvals inbox shows it. */
export function reversalSubmission(
  original: JournalEntryView,
  narration: string | null,
): Submission {
  const totalKobo = entryTotals(original.lines).debitKobo;
  const payload: ReversalPayload = { entryId: original.id, narration };
  return {
    type: 'JOURNAL_REVERSAL',
    amountKobo: totalKobo,
    summary: `Reversal of ${original.entryNumber} (${formatKobo(totalKobo)}): ${original.narration}`,
    details: [
      { label: 'Entry', value: original.entryNumber },
      { label: 'Posted on', value: original.postingDate },
      { label: 'Original narration', value: original.narration },
      ...(narration ? [{ label: 'Reversal narration', value: narration }] : []),
      ...original.lines.map((line, i) => ({
        label: `Line ${i + 1}`,
        value: `${line.debitKobo > 0 ? `Dr ${formatKobo(line.debitKobo)}` : `Cr ${formatKobo(line.creditKobo)}`} — ${line.accountCode} ${line.accountName}`,
      })),
    ],
    payload,
  };
}

/** The entry to reverse, or the refusal of reversing it here. */
export async function reversibleEntry(t: TenantTx, entryId: string): Promise<JournalEntryView> {
  const original = await findEntryView(t, entryId);
  if (!original) throw new DomainError('journal_not_found');
  const refusal = reversalRefusal(original);
  if (refusal) throw refusal;
  return original;
}

/**
 * Posts a manual journal that waited for approval, on its final approval and in that
 * transaction. The entry is the maker's (createdBy), as if posted when it was made; the ledger
 * checks it again, so an account closed while it waited refuses the approval instead.
 */
export const executeManualJournal: ApprovalExecutor = async (t: TenantTx, request, now) => {
  const body = request.payload as ManualJournalBody;
  const entry = await postEntry(t, manualJournalPosting(body, request.makerId), now);
  return { reference: entry.id };
};

/**
 * Posts a reversal that waited for approval, as the maker's. The original must still be
 * reversible then: one reversed meanwhile refuses the approval (journal_already_reversed).
 */
export const executeJournalReversal: ApprovalExecutor = async (t: TenantTx, request, now) => {
  const { entryId, narration } = request.payload as ReversalPayload;
  const reversal = await reverseEntry(t, entryId, { narration, createdBy: request.makerId }, now);
  return { reference: reversal.id };
};

/**
 * A manual journal or a reversal that its flow holds for approval is posted by the approvals
 * engine. Reversing a journal is approved like posting one, on the same bands of its total.
 */
export const JOURNAL_APPROVAL_TYPES: readonly ApprovalType[] = [
  {
    type: 'MANUAL_JOURNAL',
    label: 'Manual journal',
    execute: executeManualJournal,
    demoFlow: { name: 'Manual journals', bands: DEMO_MONEY_BANDS, expiryHours: 48 },
  },
  {
    type: 'JOURNAL_REVERSAL',
    label: 'Journal reversal',
    execute: executeJournalReversal,
    demoFlow: { name: 'Journal reversals', bands: DEMO_MONEY_BANDS, expiryHours: 48 },
  },
];
