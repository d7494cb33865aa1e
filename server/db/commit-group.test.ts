import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database';

/**
 * Group commit on a real SQLite file: transactions queued together run one after another in one
 * transaction and commit once; one that fails rolls back alone; nobody hears of success before
 * the shared commit.
 */
describe('CommitGroup', () => {
  let dir: string;
  let db: Db;
  let file: string;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kobo-commit-group-'));
    file = join(dir, 'group.sqlite');
    db = openDatabase({ engine: 'sqlite', file });
    await sql`create table item (n integer not null)`.execute(db.kysely);
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const commits = () => db.commits;
  const insert = (n: number) =>
    commits()?.run(db.kysely, async (trx) => {
      await sql`insert into item (n) values (${n})`.execute(trx);
      const { rows } = await sql<{ seen: number }>`select count(*) as seen from item`.execute(trx);
      return rows[0]?.seen;
    });

  it('runs queued transactions serially in one commit, each seeing the ones before it', async () => {
    // Another connection, as another process would see the file.
    const outside = new Database(file, { readonly: true });
    try {
      const seenOutside: number[] = [];
      const group = [1, 2, 3, 4].map((n) =>
        commits()?.run(db.kysely, async (trx) => {
          await sql`insert into item (n) values (${n})`.execute(trx);
          seenOutside.push(
            (outside.prepare('select count(*) as c from item').get() as { c: number }).c,
          );
          const { rows } = await sql<{ seen: number }>`select count(*) as seen from item`.execute(
            trx,
          );
          return rows[0]?.seen;
        }),
      );
      expect(await Promise.all(group)).toEqual([1, 2, 3, 4]);
      // Nothing was visible outside until the one commit at the end of the group.
      expect(seenOutside).toEqual([0, 0, 0, 0]);
      expect((outside.prepare('select count(*) as c from item').get() as { c: number }).c).toBe(4);
    } finally {
      outside.close();
    }
  });

  it('rolls back a failing transaction alone and settles the others', async () => {
    const failing = commits()?.run(db.kysely, async (trx) => {
      await sql`insert into item (n) values (99)`.execute(trx);
      throw new Error('refused');
    });
    const results = await Promise.allSettled([insert(1), failing, insert(2)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason.message).toBe('refused');
    // The second insert saw the first and not the rolled-back one.
    expect((results[2] as PromiseFulfilledResult<number>).value).toBe(2);
    const { rows } = await sql<{ n: number }>`select n from item order by n`.execute(db.kysely);
    expect(rows.map((row) => row.n)).toEqual([1, 2]);
  });

  it('runs a transaction that is alone in its own transaction, and the next group after it', async () => {
    expect(await insert(1)).toBe(1);
    expect(await Promise.all([insert(2), insert(3)])).toEqual([2, 3]);
    expect(await insert(4)).toBe(4);
  });

  it('fails every transaction of a group whose commit fails, and keeps none of them', async () => {
    // A deferred foreign key fails at COMMIT, after every member has succeeded.
    await sql`create table parent (id integer primary key)`.execute(db.kysely);
    await sql`create table child (parent_id integer references parent (id) deferrable initially deferred)`.execute(
      db.kysely,
    );
    const orphan = commits()?.run(db.kysely, (trx) =>
      sql`insert into child (parent_id) values (7)`.execute(trx),
    );
    const results = await Promise.allSettled([insert(1), orphan, insert(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    const { rows } = await sql<{ c: number }>`select count(*) as c from item`.execute(db.kysely);
    expect(rows[0]?.c).toBe(0);
  });
});
