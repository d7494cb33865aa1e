import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Posted entries are immutable in the database itself, not only in the code that writes them:
 * an UPDATE or DELETE of a journal entry, line or reversal link is refused by SQLite's triggers,
 * and on PostgreSQL by the app role's grants (SELECT and INSERT only) and, for the tables' owner
 * too, by a trigger. Whatever is tried, every row reads afterwards exactly as it was posted.
 */

afterAll(stopClusters);

interface Posted {
  entryId: string;
  lineId: string;
  reversalId: string;
}

type Attempt = (trx: Kysely<DB>, posted: Posted) => Promise<unknown>;

/** Changes to posted rows, each of which the database must refuse. */
const CHANGES: readonly [label: string, attempt: Attempt][] = [
  [
    'UPDATE of a line amount',
    (trx, p) =>
      trx.updateTable('journal_line').set({ debit_kobo: 1 }).where('id', '=', p.lineId).execute(),
  ],
  [
    'UPDATE of every line narration',
    (trx) =>
      trx
        .updateTable('journal_line')
        .set({ narration: 'tampered' })
        .where('tenant_id', '=', 'demo')
        .execute(),
  ],
  [
    'DELETE of a line',
    (trx, p) => trx.deleteFrom('journal_line').where('id', '=', p.lineId).execute(),
  ],
  [
    'DELETE of every line',
    (trx) => trx.deleteFrom('journal_line').where('tenant_id', '=', 'demo').execute(),
  ],
  [
    'UPDATE of an entry narration',
    (trx, p) =>
      trx
        .updateTable('journal_entry')
        .set({ narration: 'tampered' })
        .where('id', '=', p.entryId)
        .execute(),
  ],
  [
    'UPDATE of an entry posting date',
    (trx, p) =>
      trx
        .updateTable('journal_entry')
        .set({ posting_date: '2000-01-01' })
        .where('id', '=', p.entryId)
        .execute(),
  ],
  [
    'DELETE of an entry',
    (trx, p) => trx.deleteFrom('journal_entry').where('id', '=', p.reversalId).execute(),
  ],
  [
    'UPDATE of a reversal link',
    (trx, p) =>
      trx
        .updateTable('journal_reversal')
        .set({ reversal_id: p.entryId })
        .where('original_id', '=', p.entryId)
        .execute(),
  ],
  [
    'DELETE of a reversal link (un-reversing the entry)',
    (trx, p) => trx.deleteFrom('journal_reversal').where('original_id', '=', p.entryId).execute(),
  ],
  [
    'upsert over a line (INSERT … ON CONFLICT DO UPDATE)',
    async (trx, p) => {
      const row = await trx
        .selectFrom('journal_line')
        .selectAll()
        .where('id', '=', p.lineId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_line')
        .values({ ...row, debit_kobo: 1 })
        .onConflict((oc) => oc.column('id').doUpdateSet({ debit_kobo: 1 }))
        .execute();
    },
  ],
  [
    'upsert over a reversal link (INSERT … ON CONFLICT DO UPDATE)',
    async (trx, p) => {
      const row = await trx
        .selectFrom('journal_reversal')
        .selectAll()
        .where('original_id', '=', p.entryId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_reversal')
        .values(row)
        .onConflict((oc) => oc.column('original_id').doUpdateSet({ reversal_id: p.entryId }))
        .execute();
    },
  ],
];

/** SQLite's REPLACE deletes the row in its way and inserts another: a change by another name. */
const SQLITE_REPLACES: readonly [label: string, attempt: Attempt][] = [
  [
    'INSERT OR REPLACE over a line',
    async (trx, p) => {
      const row = await trx
        .selectFrom('journal_line')
        .selectAll()
        .where('id', '=', p.lineId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_line')
        .orReplace()
        .values({ ...row, debit_kobo: row.debit_kobo + 1_000_000_00, narration: 'tampered' })
        .execute();
    },
  ],
  [
    'INSERT OR REPLACE over an entry',
    async (trx, p) => {
      const row = await trx
        .selectFrom('journal_entry')
        .selectAll()
        .where('id', '=', p.entryId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_entry')
        .orReplace()
        .values({ ...row, narration: 'tampered' })
        .execute();
    },
  ],
  [
    'INSERT OR REPLACE over a reversal link',
    async (trx, p) => {
      const row = await trx
        .selectFrom('journal_reversal')
        .selectAll()
        .where('original_id', '=', p.entryId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('journal_reversal')
        .orReplace()
        .values({ ...row, reversal_id: p.entryId })
        .execute();
    },
  ],
];

/** Every journal row of demo, in a fixed order, to compare before and after. */
async function journalRows(db: Db) {
  return inTenant(db, 'demo', async ({ trx }) => ({
    entries: await trx.selectFrom('journal_entry').selectAll().orderBy('id').execute(),
    lines: await trx.selectFrom('journal_line').selectAll().orderBy('id').execute(),
    reversals: await trx
      .selectFrom('journal_reversal')
      .selectAll()
      .orderBy('original_id')
      .execute(),
  }));
}

describe.each(ENGINES)('append-only journal tables on %s', (engine) => {
  let t: TestApp;
  let posted: Posted;

  const handles: [string, () => Db, RegExp][] =
    engine === 'postgres'
      ? [
          ['the app role', () => t.database.db, /permission denied/],
          ["the tables' owner", () => t.database.owner, /is append-only/],
        ]
      : [['the app', () => t.database.db, /is append-only/]];
  const changes = engine === 'sqlite' ? [...CHANGES, ...SQLITE_REPLACES] : CHANGES;
  const cases = handles.flatMap(([who, handle, refusal]) =>
    changes.map(([label, attempt]) => [label, who, handle, refusal, attempt] as const),
  );

  beforeAll(async () => {
    t = await startTestApp(engine);
    const admin = await signIn(t.app, 'admin');
    const chart = await call<{ items: { id: string; code: string }[] }>(t.app, 'GET', '/api/coa', {
      token: admin,
    });
    const id = (code: string) => chart.body.items.find((a) => a.code === code)?.id;
    const entry = await call<{ id: string; lines: { id: string }[] }>(
      t.app,
      'POST',
      '/api/journals/manual',
      {
        token: admin,
        headers: { 'idempotency-key': randomUUID() },
        body: {
          narration: 'Cash to the tills',
          lines: [
            { glAccountId: id('1102'), debitKobo: 150_000_00, creditKobo: 0 },
            { glAccountId: id('1101'), debitKobo: 0, creditKobo: 150_000_00 },
          ],
        },
      },
    );
    expect(entry.status).toBe(201);
    const reversal = await call<{ id: string }>(
      t.app,
      'POST',
      `/api/journals/${entry.body.id}/reverse`,
      {
        token: admin,
        headers: { 'idempotency-key': randomUUID() },
        body: {},
      },
    );
    expect(reversal.status).toBe(201);
    posted = {
      entryId: entry.body.id,
      lineId: entry.body.lines[0]?.id as string,
      reversalId: reversal.body.id,
    };
  }, 60_000);
  afterAll(() => t.close());

  it('holds rows in all three tables to try to change', async () => {
    const rows = await journalRows(t.database.db);
    // The demo's NIP transfer returned on 51 brings a reversal of its own.
    expect(rows.reversals).toContainEqual(
      expect.objectContaining({ original_id: posted.entryId, reversal_id: posted.reversalId }),
    );
    expect(rows.lines.map((l) => l.id)).toContain(posted.lineId);
  });

  it.each(cases)(
    'refuses %s by %s, and nothing changes',
    async (_, __, handle, refusal, attempt) => {
      const before = await journalRows(t.database.db);
      await expect(inTenant(handle(), 'demo', (tx) => attempt(tx.trx, posted))).rejects.toThrow(
        refusal,
      );
      expect(await journalRows(t.database.db)).toEqual(before);
    },
  );

  it('still reads the entry as posted and reversed through the API', async () => {
    const admin = await signIn(t.app, 'admin');
    const entry = await call<{
      status: string;
      reversedById: string;
      lines: { debitKobo: number }[];
    }>(t.app, 'GET', `/api/journals/${posted.entryId}`, { token: admin });
    expect(entry.body).toMatchObject({ status: 'REVERSED', reversedById: posted.reversalId });
    expect(entry.body.lines.map((l) => l.debitKobo)).toEqual([150_000_00, 0]);
  });
});
