import { sql } from 'kysely';
import { nextCounter } from '../db/counter.repository';
import { preparedQuery } from '../db/prepared-query';
import type { TenantTx } from '../db/tenant-scope';
import type { PostingLine } from './entry-rules';

export interface EntryRow {
  id: string;
  entryNumber: string;
  postingDate: string;
  valueDate: string;
  narration: string;
  reference: string | null;
  source: string;
  reversalOfId: string | null;
  createdBy: string;
  createdAt: string;
}

/** An entry about to be written: its number is taken from the tenant's counter as it is. */
export type NewEntryRow = Omit<EntryRow, 'entryNumber'>;

/** A line about to be written, its narration resolved. */
export interface LineRow {
  readonly id: string;
  readonly accountId: string;
  readonly debitKobo: number;
  readonly creditKobo: number;
  readonly narration: string;
  /** The sub-ledger's kind and account the line moves, if any. */
  readonly subledger: string | null;
  readonly subledgerAccountId: string | null;
  /** The branch the entry belongs to; null: the whole bank. */
  readonly branchId: string | null;
}

export interface NumberedEntry {
  readonly entryNumber: string;
  /** The lines' amounts as the database stored them. */
  readonly stored: readonly { debitKobo: number; creditKobo: number }[];
}

/** The tenant's journal counter as an entry number: JE-00000042. */
function entryNumberOf(sequence: number): string {
  return `JE-${String(sequence).padStart(8, '0')}`;
}

/**
 * Numbers the entry from the tenant's journal counter and writes it with its lines. The
 * counter's row lock makes every other posting of the tenant wait until this transaction ends,
 * so the caller takes it after every other lock. On PostgreSQL the three writes are one
 * statement: each round trip from Node made while holding the lock is one that every other
 * posting of the tenant waits out. On SQLite a round trip costs nothing, and its WITH cannot
 * hold an INSERT, so they are three.
 */
export async function insertNumberedEntry(
  t: TenantTx,
  entry: NewEntryRow,
  lines: readonly LineRow[],
): Promise<NumberedEntry> {
  if (t.engine === 'postgres') {
    const { rows } = await insertNumberedEntryAtOnce(t, { entry, lines });
    const [first] = rows;
    if (!first) throw new Error(`Entry ${entry.id} was not written.`);
    return { entryNumber: first.entry_number, stored: rows.map(storedAmounts) };
  }
  const numbered = { ...entry, entryNumber: entryNumberOf(await nextCounter(t, 'journal_entry')) };
  await insertEntryRow(t, numbered);
  const { rows } = await insertLineRows(t, { entry: numbered, lines });
  return { entryNumber: numbered.entryNumber, stored: rows.map(storedAmounts) };
}

const storedAmounts = (row: { debit_kobo: number | string; credit_kobo: number | string }) => ({
  debitKobo: Number(row.debit_kobo),
  creditKobo: Number(row.credit_kobo),
});

const insertEntryRow = preparedQuery((trx, entry: EntryRow, tenantId) =>
  trx.insertInto('journal_entry').values({
    id: entry.id,
    tenant_id: tenantId,
    entry_number: entry.entryNumber,
    posting_date: entry.postingDate,
    value_date: entry.valueDate,
    narration: entry.narration,
    reference: entry.reference,
    source: entry.source,
    reversal_of_id: entry.reversalOfId,
    created_by: entry.createdBy,
    created_at: entry.createdAt,
  }),
);

const insertLineRows = preparedQuery(
  (trx, v: { entry: EntryRow; lines: readonly LineRow[] }, tenantId) =>
    trx
      .insertInto('journal_line')
      .values(
        v.lines.map((line, index) => ({
          id: line.id,
          tenant_id: tenantId,
          entry_id: v.entry.id,
          line_number: index + 1,
          account_id: line.accountId,
          posting_date: v.entry.postingDate,
          entry_number: v.entry.entryNumber,
          debit_kobo: line.debitKobo,
          credit_kobo: line.creditKobo,
          narration: line.narration,
          subledger: line.subledger,
          subledger_account_id: line.subledgerAccountId,
          branch_id: line.branchId,
        })),
      )
      .returning(['debit_kobo', 'credit_kobo']),
  (v) => v.lines.length,
);

/**
 * PostgreSQL: the counter, the entry and its lines in one statement. The lines' foreign key to
 * the entry holds, since PostgreSQL checks it at the end of the statement. The number is padded
 * to at least eight digits, as entryNumberOf pads it.
 */
const insertNumberedEntryAtOnce = preparedQuery(
  (trx, v: { entry: NewEntryRow; lines: readonly LineRow[] }, tenantId) => {
    const { entry } = v;
    const lineRows = v.lines.map(
      (line, index) =>
        sql`(${line.id}, ${sql.lit(index + 1)}, ${line.accountId}, ${line.debitKobo}::bigint,
          ${line.creditKobo}::bigint, ${line.narration}, ${line.subledger},
          ${line.subledgerAccountId}, ${line.branchId}::varchar)`,
    );
    const statement = sql<{ entry_number: string; debit_kobo: number; credit_kobo: number }>`
      with counter as (
        insert into ledger_counter (tenant_id, name, value) values (${tenantId}, 'journal_entry', 1)
        on conflict (tenant_id, name) do update set value = ledger_counter.value + 1
        returning 'JE-' || lpad(value::text, greatest(8, length(value::text)), '0') as entry_number
      ), entry as (
        insert into journal_entry (id, tenant_id, entry_number, posting_date, value_date,
          narration, reference, source, reversal_of_id, created_by, created_at)
        select ${entry.id}, ${tenantId}, counter.entry_number, ${entry.postingDate},
          ${entry.valueDate}, ${entry.narration}, ${entry.reference}, ${entry.source},
          ${entry.reversalOfId}, ${entry.createdBy}, ${entry.createdAt}
        from counter
        returning entry_number
      )
      insert into journal_line (id, tenant_id, entry_id, line_number, account_id, posting_date,
        entry_number, debit_kobo, credit_kobo, narration, subledger, subledger_account_id,
        branch_id)
      select line.id, ${tenantId}, ${entry.id}, line.line_number, line.account_id,
        ${entry.postingDate}, entry.entry_number, line.debit_kobo, line.credit_kobo,
        line.narration, line.subledger, line.subledger_account_id, line.branch_id
      from entry cross join (values ${sql.join(lineRows)})
        as line (id, line_number, account_id, debit_kobo, credit_kobo, narration, subledger,
          subledger_account_id, branch_id)
      returning entry_number, debit_kobo, credit_kobo`;
    return { compile: () => statement.compile(trx) };
  },
  (v) => v.lines.length,
);

/** Net movement per account of a set of lines, accounts in id order (one lock order for all). */
export function movementsByAccount(
  lines: readonly PostingLine[],
): { accountId: string; debitKobo: number; creditKobo: number }[] {
  const byAccount = new Map<string, { debitKobo: number; creditKobo: number }>();
  for (const line of lines) {
    const sum = byAccount.get(line.accountId) ?? { debitKobo: 0, creditKobo: 0 };
    sum.debitKobo += line.debitKobo;
    sum.creditKobo += line.creditKobo;
    byAccount.set(line.accountId, sum);
  }
  return [...byAccount]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([accountId, sum]) => ({ accountId, ...sum }));
}

/**
 * The bound of any balance: the contract's, and well inside the integers JavaScript and both
 * databases hold exactly.
 */
export const MAX_BALANCE_KOBO = 9_000_000_000_000_000;

/**
 * Moves the accounts' balances and the day's totals by the entry's lines. An account whose lines
 * net to zero (both sides of a transfer within one control account) is left alone: every reader
 * of the balances and the daily totals uses the net, and the lines keep each side. Returns the
 * accounts whose balance would leave ±MAX_BALANCE_KOBO; the caller then refuses the whole entry.
 */
export async function applyMovements(
  t: TenantTx,
  postingDate: string,
  lines: readonly PostingLine[],
  now: Date,
): Promise<string[]> {
  const outOfRange: string[] = [];
  for (const move of movementsByAccount(lines)) {
    const delta = move.debitKobo - move.creditKobo;
    if (delta === 0) continue;
    const moved = await moveGlBalance(t, {
      accountId: move.accountId,
      delta,
      max: MAX_BALANCE_KOBO,
      at: now.toISOString(),
    });
    if (Number(moved.numAffectedRows) === 0) outOfRange.push(move.accountId);
    await addDailyTotals(t, { ...move, postingDate });
  }
  return outOfRange;
}

const moveGlBalance = preparedQuery(
  (trx, v: { accountId: string; delta: number; max: number; at: string }, tenantId) =>
    trx
      .updateTable('gl_account')
      .set({ balance_kobo: sql`balance_kobo + ${v.delta}`, updated_at: v.at })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', v.accountId)
      .where(sql<boolean>`abs(balance_kobo + ${v.delta}) <= ${v.max}`),
);

const addDailyTotals = preparedQuery(
  (
    trx,
    v: { accountId: string; postingDate: string; debitKobo: number; creditKobo: number },
    tenantId,
  ) =>
    trx
      .insertInto('gl_daily_balance')
      .values({
        tenant_id: tenantId,
        account_id: v.accountId,
        posting_date: v.postingDate,
        debit_kobo: v.debitKobo,
        credit_kobo: v.creditKobo,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'account_id', 'posting_date']).doUpdateSet({
          debit_kobo: sql`gl_daily_balance.debit_kobo + ${v.debitKobo}`,
          credit_kobo: sql`gl_daily_balance.credit_kobo + ${v.creditKobo}`,
        }),
      ),
);

/** The branch an entry's lines belong to (all its lines share it); null: the whole bank. */
export async function entryBranchId(t: TenantTx, entryId: string): Promise<string | null> {
  const row = await t.trx
    .selectFrom('journal_line')
    .select('branch_id')
    .where('tenant_id', '=', t.tenantId)
    .where('entry_id', '=', entryId)
    .where('line_number', '=', 1)
    .executeTakeFirst();
  return row?.branch_id ?? null;
}

export async function insertReversalLink(
  t: TenantTx,
  originalId: string,
  reversalId: string,
  now: Date,
): Promise<void> {
  await t.trx
    .insertInto('journal_reversal')
    .values({
      original_id: originalId,
      tenant_id: t.tenantId,
      reversal_id: reversalId,
      created_at: now.toISOString(),
    })
    .execute();
}
