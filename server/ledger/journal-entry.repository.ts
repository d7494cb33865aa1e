import type { TenantTx } from '../db/tenant-scope';

/** A posted entry as the contract's JournalEntry. */
export interface JournalEntryView {
  id: string;
  entryNumber: string;
  postingDate: string;
  valueDate: string;
  narration: string;
  reference: string | null;
  status: 'POSTED' | 'REVERSED';
  source: string;
  reversalOfId: string | null;
  reversedById: string | null;
  lines: {
    id: string;
    glAccountId: string;
    accountCode: string;
    accountName: string;
    debitKobo: number;
    creditKobo: number;
    narration: string;
    /** Kept for reversals; not part of the contract's JournalLine, so never sent. */
    subledger: { kind: string; accountId: string } | null;
  }[];
  createdBy: string;
  createdAt: string;
}

export interface EntryFilter {
  fromDate?: string | undefined;
  toDate?: string | undefined;
  reference?: string | undefined;
  page: number;
  pageSize: number;
}

function entryQuery(t: TenantTx) {
  return t.trx
    .selectFrom('journal_entry as e')
    .leftJoin('journal_reversal as r', 'r.original_id', 'e.id')
    .select([
      'e.id',
      'e.entry_number',
      'e.posting_date',
      'e.value_date',
      'e.narration',
      'e.reference',
      'e.source',
      'e.reversal_of_id',
      'e.created_by',
      'e.created_at',
      'r.reversal_id',
    ])
    .where('e.tenant_id', '=', t.tenantId);
}

type EntryHead = Awaited<ReturnType<ReturnType<typeof entryQuery>['execute']>>[number];

async function withLines(t: TenantTx, heads: EntryHead[]): Promise<JournalEntryView[]> {
  if (heads.length === 0) return [];
  const lines = await t.trx
    .selectFrom('journal_line as l')
    .innerJoin('gl_account as a', 'a.id', 'l.account_id')
    .select([
      'l.id',
      'l.entry_id',
      'l.account_id',
      'a.code',
      'a.name',
      'l.debit_kobo',
      'l.credit_kobo',
      'l.narration',
      'l.subledger',
      'l.subledger_account_id',
    ])
    .where('l.tenant_id', '=', t.tenantId)
    .where(
      'l.entry_id',
      'in',
      heads.map((head) => head.id),
    )
    .orderBy('l.entry_id')
    .orderBy('l.line_number')
    .execute();
  return heads.map((head) => ({
    id: head.id,
    entryNumber: head.entry_number,
    postingDate: head.posting_date,
    valueDate: head.value_date,
    narration: head.narration,
    reference: head.reference,
    status: head.reversal_id ? 'REVERSED' : 'POSTED',
    source: head.source,
    reversalOfId: head.reversal_of_id,
    reversedById: head.reversal_id ?? null,
    lines: lines
      .filter((line) => line.entry_id === head.id)
      .map((line) => ({
        id: line.id,
        glAccountId: line.account_id,
        accountCode: line.code,
        accountName: line.name,
        debitKobo: Number(line.debit_kobo),
        creditKobo: Number(line.credit_kobo),
        narration: line.narration,
        subledger:
          line.subledger && line.subledger_account_id
            ? { kind: line.subledger, accountId: line.subledger_account_id }
            : null,
      })),
    createdBy: head.created_by,
    createdAt: head.created_at,
  }));
}

export async function findEntryView(t: TenantTx, id: string): Promise<JournalEntryView | null> {
  const head = await entryQuery(t).where('e.id', '=', id).executeTakeFirst();
  return head ? ((await withLines(t, [head]))[0] ?? null) : null;
}

/** Entries newest first, with their lines, and the number of entries the filter matches. */
export async function listEntryViews(
  t: TenantTx,
  filter: EntryFilter,
): Promise<{ items: JournalEntryView[]; total: number }> {
  let base = t.trx.selectFrom('journal_entry as e').where('e.tenant_id', '=', t.tenantId);
  if (filter.fromDate) base = base.where('e.posting_date', '>=', filter.fromDate);
  if (filter.toDate) base = base.where('e.posting_date', '<=', filter.toDate);
  if (filter.reference) base = base.where('e.reference', '=', filter.reference);
  const count = await base
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const ids = await base
    .select('e.id')
    .orderBy('e.posting_date', 'desc')
    .orderBy('e.entry_number', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  if (ids.length === 0) return { items: [], total: Number(count.n) };
  const heads = await entryQuery(t)
    .where(
      'e.id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('e.posting_date', 'desc')
    .orderBy('e.entry_number', 'desc')
    .execute();
  return { items: await withLines(t, heads), total: Number(count.n) };
}
