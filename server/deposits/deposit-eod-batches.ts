import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessBatch } from '../eod/close-of-business-step';
import type { PostingLine } from '../ledger/entry-rules';
import { type PostingRequest, postEntry } from '../ledger/ledger.service';

/** How many rows a batch of the close of business takes: one transaction, one journal entry. */
export const EOD_BATCH_SIZE = 2_000;

/** Ids in order, cut into batches of inclusive id ranges. */
export function idRangeBatches(
  ids: readonly string[],
  size = EOD_BATCH_SIZE,
): CloseOfBusinessBatch[] {
  const batches: CloseOfBusinessBatch[] = [];
  for (let start = 0; start < ids.length; start += size) {
    const slice = ids.slice(start, start + size);
    batches.push({
      fromKey: slice[0] as string,
      toKey: slice.at(-1) as string,
      itemCount: slice.length,
    });
  }
  return batches;
}

type SqlCast = 'bigint' | 'integer' | 'varchar(16)';

/**
 * Sets one column of many rows to a value of their own in one UPDATE per thousand rows (a CASE
 * on the id), instead of a statement per row.
 */
export async function setColumnById(
  t: TenantTx,
  table: 'loan' | 'loan_instalment',
  column: string,
  cast: SqlCast,
  values: ReadonlyMap<string, number | string | null>,
): Promise<void> {
  const entries = [...values];
  for (let start = 0; start < entries.length; start += 1_000) {
    const slice = entries.slice(start, start + 1_000);
    const cases = slice.map(
      ([id, value]) => sql`when ${id} then cast(${value} as ${sql.raw(cast)})`,
    );
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = case id ${sql.join(cases, sql` `)} end
      where tenant_id = ${t.tenantId} and id in (${sql.join(slice.map(([id]) => id))})`.execute(
      t.trx,
    );
  }
}

/** The date `days` days after a YYYY-MM-DD date. */
export function plusDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether a YYYY-MM-DD date is the last day of its month. */
export const isMonthEnd = (iso: string) => plusDays(iso, 1).slice(8, 10) === '01';

/** The same day `months` months earlier, clamped to the month's last day (31 March less 1 → 28/29 Feb). */
export function minusMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** A sub-ledger line of a batch's posting and the GL account its other side goes to. */
export interface BatchLine {
  readonly line: PostingLine;
  readonly counterAccountId: string;
}

/** Sub-ledger lines per entry: an entry holds at most 100 lines, a few kept for the other side. */
export const LINES_PER_ENTRY = 90;

/**
 * Posts a batch's sub-ledger lines through the ledger in as few entries as its rules allow
 * (at most 100 lines each): each entry takes up to 90 of them, with their other sides summed
 * per GL account. Answers each line's entry id, in the order given.
 */
export async function postBatchLines(
  t: TenantTx,
  items: readonly BatchLine[],
  request: Omit<PostingRequest, 'lines'>,
  now: Date,
): Promise<string[]> {
  const entryIds: string[] = [];
  for (let start = 0; start < items.length; start += LINES_PER_ENTRY) {
    const chunk = items.slice(start, start + LINES_PER_ENTRY);
    const counter = new Map<string, number>();
    for (const { line, counterAccountId } of chunk) {
      const net = line.debitKobo - line.creditKobo;
      counter.set(counterAccountId, (counter.get(counterAccountId) ?? 0) + net);
    }
    const other: PostingLine[] = [...counter].map(([accountId, net]) => ({
      accountId,
      debitKobo: net < 0 ? -net : 0,
      creditKobo: net > 0 ? net : 0,
    }));
    const entry = await postEntry(
      t,
      { ...request, lines: [...chunk.map((item) => item.line), ...other] },
      now,
    );
    for (const _ of chunk) entryIds.push(entry.id);
  }
  return entryIds;
}
