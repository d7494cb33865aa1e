import { tellAreas } from '../area-events';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import {
  accountProblems,
  type EntryProblem,
  entryShapeProblems,
  entryTotals,
  type PostingLine,
  reversedLines,
} from './entry-rules';
import { findGlAccounts } from './gl-account.repository';
import { findEntryView, type JournalEntryView } from './journal-entry.repository';
import {
  applyMovements,
  type EntryRow,
  entryBranchId,
  insertNumberedEntry,
  insertReversalLink,
  type LineRow,
  type NewEntryRow,
} from './ledger.repository';
import type { SubledgerPort } from './subledger.port';
import { applySubledgers } from './subledger-movements';

export interface PostingRequest {
  readonly narration: string;
  readonly reference: string | null;
  /** Defaults to the processing date. */
  readonly valueDate?: string | null;
  readonly lines: readonly PostingLine[];
  /** MANUAL, REVERSAL, OPENING_BALANCE or a product event. */
  readonly source: string;
  readonly createdBy: string;
  /**
   * The branch the entry belongs to (an expense's, an asset's), kept on its lines so that a
   * branch's budget can be read against its own actuals; null or absent: the whole bank.
   */
  readonly branchId?: string | null;
}

function refuse(problems: readonly EntryProblem[]): never {
  const [first] = problems;
  // The contract's error body lists at most 100 field problems.
  const fieldProblems = problems
    .filter((problem) => problem.field !== undefined)
    .slice(0, 100)
    .map((problem) => ({
      field: problem.field as string,
      code: problem.code,
      message: problem.message,
    }));
  if (!first) throw new Error('An entry was refused without a problem.');
  throw new DomainError(first.code, first.message, fieldProblems);
}

/**
 * Posts one journal entry inside the caller's transaction: the entry, its lines, the account
 * balances and the day's totals are written together or not at all. This is the only code that
 * writes money. The entry is checked before writing and the lines' amounts as stored (returned by
 * the insert) after, so a bug here rolls the whole request back instead of unbalancing the ledger.
 */
export async function postEntry(
  t: TenantTx,
  request: PostingRequest,
  now: Date,
  reversalOfId: string | null = null,
): Promise<JournalEntryView> {
  const shape = entryShapeProblems(request.lines);
  if (shape.length > 0) refuse(shape);
  const accounts = await findGlAccounts(
    t,
    request.lines.map((line) => line.accountId),
  );
  const accountIssues = accountProblems(request.lines, accounts);
  if (accountIssues.length > 0) refuse(accountIssues);

  const postingDate = await tenantProcessingDate(t);
  // Rows that many postings share are taken last, so their locks are held for the shortest
  // time: the sub-ledgers' accounts first, then the GL balances, then the tenant's entry
  // counter (insertNumberedEntry).
  await applySubledgers(t, request.lines);
  const outOfRange = await applyMovements(t, postingDate, request.lines, now);
  if (outOfRange.length > 0) {
    throw new DomainError('balance_limit_exceeded');
  }
  const newEntry: NewEntryRow = {
    id: newRowId(),
    postingDate,
    valueDate: request.valueDate ?? postingDate,
    narration: request.narration,
    reference: request.reference,
    source: request.source,
    reversalOfId,
    createdBy: request.createdBy,
    createdAt: now.toISOString(),
  };
  const lines: LineRow[] = request.lines.map((line) => ({
    id: newRowId(),
    accountId: line.accountId,
    debitKobo: line.debitKobo,
    creditKobo: line.creditKobo,
    narration: line.narration ?? newEntry.narration,
    subledger: line.subledger?.port.kind ?? null,
    subledgerAccountId: line.subledger?.accountId ?? null,
    branchId: request.branchId ?? null,
  }));
  const { entryNumber, stored } = await insertNumberedEntry(t, newEntry, lines);
  const entry: EntryRow = { ...newEntry, entryNumber };
  assertStoredAsPosted(entry, stored, request.lines);
  await tellSubledgerMoves(t, entry, lines, now);
  return postedView(entry, lines, accounts);
}

/** Tells the areas which sub-ledger accounts the entry moved (alerts to their holders). */
async function tellSubledgerMoves(
  t: TenantTx,
  entry: EntryRow,
  lines: readonly LineRow[],
  now: Date,
): Promise<void> {
  const moves = new Map<string, { subledger: string; accountId: string; deltaKobo: number }>();
  for (const line of lines) {
    if (!line.subledger || !line.subledgerAccountId) continue;
    const key = `${line.subledger}:${line.subledgerAccountId}`;
    const move = moves.get(key) ?? {
      subledger: line.subledger,
      accountId: line.subledgerAccountId,
      deltaKobo: 0,
    };
    move.deltaKobo += line.creditKobo - line.debitKobo;
    moves.set(key, move);
  }
  const movements = [...moves.values()].filter((move) => move.deltaKobo !== 0);
  if (movements.length === 0) return;
  await tellAreas(
    t,
    'ledger.posted',
    { entryId: entry.id, narration: entry.narration, movements },
    now,
  );
}

/** The entry as just written: a new entry is POSTED and has no reversal yet. */
function postedView(
  entry: EntryRow,
  lines: readonly LineRow[],
  accounts: ReadonlyMap<string, { code: string; name: string }>,
): JournalEntryView {
  return {
    id: entry.id,
    entryNumber: entry.entryNumber,
    postingDate: entry.postingDate,
    valueDate: entry.valueDate,
    narration: entry.narration,
    reference: entry.reference,
    status: 'POSTED',
    source: entry.source,
    reversalOfId: entry.reversalOfId,
    reversedById: null,
    lines: lines.map((line) => ({
      id: line.id,
      glAccountId: line.accountId,
      accountCode: accounts.get(line.accountId)?.code ?? '',
      accountName: accounts.get(line.accountId)?.name ?? '',
      debitKobo: line.debitKobo,
      creditKobo: line.creditKobo,
      narration: line.narration,
      subledger:
        line.subledger && line.subledgerAccountId
          ? { kind: line.subledger, accountId: line.subledgerAccountId }
          : null,
    })),
    createdBy: entry.createdBy,
    createdAt: entry.createdAt,
  };
}

function assertStoredAsPosted(
  entry: EntryRow,
  stored: readonly { debitKobo: number; creditKobo: number }[],
  lines: readonly PostingLine[],
): void {
  const storedTotals = entryTotals(stored);
  const expected = entryTotals(lines);
  if (
    stored.length !== lines.length ||
    storedTotals.debitKobo !== storedTotals.creditKobo ||
    storedTotals.debitKobo !== expected.debitKobo
  ) {
    throw new Error(
      `Entry ${entry.entryNumber} did not store as posted: ${JSON.stringify({ storedTotals, expected })}.`,
    );
  }
}

/**
 * Reverses a posted entry with a new entry of the opposite lines. The original is never
 * touched: a link row records that it was reversed, and its primary key makes that happen once.
 * An entry that moved a sub-ledger is reversed only by a caller that brings that sub-ledger's
 * port (the product's own reversal, with its rules); without it the entry is refused, so the
 * GL can never be put back without the customer's balance.
 */
export async function reverseEntry(
  t: TenantTx,
  entryId: string,
  request: { narration: string | null; createdBy: string },
  now: Date,
  subledgers: readonly SubledgerPort[] = [],
): Promise<JournalEntryView> {
  const original = await findEntryView(t, entryId);
  if (!original) throw new DomainError('journal_not_found');
  if (original.reversalOfId !== null) {
    throw new DomainError('journal_is_reversal');
  }
  if (original.reversedById !== null) {
    throw new DomainError(
      'journal_already_reversed',
      `${original.entryNumber} has already been reversed.`,
    );
  }
  const lines = reversedLines(
    original.lines.map((line) => ({
      accountId: line.glAccountId,
      debitKobo: line.debitKobo,
      creditKobo: line.creditKobo,
      narration: line.narration,
      subledger: line.subledger && {
        port: subledgerOf(original, line.subledger.kind, subledgers),
        accountId: line.subledger.accountId,
      },
    })),
  );
  const reversal = await postEntry(
    t,
    {
      narration: request.narration ?? `Reversal of ${original.entryNumber}`,
      reference: original.reference,
      valueDate: null,
      lines,
      source: 'REVERSAL',
      createdBy: request.createdBy,
      // The reversal takes back the original's actuals from the same branch's budget.
      branchId: await entryBranchId(t, original.id),
    },
    now,
    original.id,
  );
  try {
    await insertReversalLink(t, original.id, reversal.id, now);
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DomainError(
        'journal_already_reversed',
        `${original.entryNumber} has already been reversed.`,
      );
    }
    throw error;
  }
  return reversal;
}

function subledgerOf(
  entry: JournalEntryView,
  kind: string,
  subledgers: readonly SubledgerPort[],
): SubledgerPort {
  const port = subledgers.find((candidate) => candidate.kind === kind);
  if (!port) {
    throw new DomainError(
      'journal_reversed_through_its_product',
      `${entry.entryNumber} moved a customer's money; reverse it through its own transaction, not the journals.`,
    );
  }
  return port;
}
