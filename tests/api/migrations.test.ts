import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DEMO_INDIVIDUALS } from '../../server/customers/customers.seed';
import { type Db, type Engine, openDatabase } from '../../server/db/database';
import { inTenant } from '../../server/db/tenant-scope';
import { seedDemoData } from '../../server/demo/demo-seed';
import { MIGRATIONS, migrate } from '../../server/migrate';
import { type PostgresCluster, startPostgresCluster } from '../support/postgres-cluster';
import { ENGINES } from '../support/test-app';

/**
 * Migrations on a database that has never seen one: all of them apply in order, once, and a
 * second run (another API process starting, a restart) applies nothing. On PostgreSQL two
 * processes that start at the same moment take turns on an advisory lock.
 *
 * This file starts its own PostgreSQL: test-app's databases arrive already migrated.
 */

const TABLES = [
  'app_user',
  'audit_log',
  'auth_session',
  'branch',
  'config_entry',
  'schema_migration',
  'tenant',
];

let cluster: Promise<PostgresCluster> | null = null;
afterAll(async () => {
  if (cluster) await (await cluster).stop();
});

interface Fresh {
  /** A new handle on the same empty database (another process, as far as locks go). */
  open(): Db;
}

const opened: Db[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** An empty database: a new SQLite file, or a new PostgreSQL database migrated as kobo_owner. */
async function freshDatabase(engine: Engine): Promise<Fresh> {
  const track = (db: Db) => {
    opened.push(db);
    return db;
  };
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'kobo-migrate-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return {
      open: () => track(openDatabase({ engine, file: join(dir, 'kobo.sqlite') })),
    };
  }
  cluster ??= startPostgresCluster();
  const pg = await cluster;
  const name = await pg.createDatabase('migrate');
  cleanups.push(() => pg.dropDatabase(name));
  return {
    open: () => track(openDatabase({ engine, url: pg.ownerUrl(name), poolSize: 2 })),
  };
}

async function appliedNames(db: Db): Promise<string[]> {
  const rows = await sql<{
    name: string;
  }>`select name from schema_migration order by applied_at, name`.execute(db.kysely);
  return rows.rows.map((r) => r.name);
}

describe.each(ENGINES)('migrations on %s', (engine) => {
  const names = MIGRATIONS.map((m) => m.name);
  const appRole = engine === 'postgres' ? 'kobo_app' : null;

  it('has uniquely named migrations, in the order of their names', () => {
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });

  it('applies every migration in order on a fresh database, then nothing the second time', async () => {
    const db = (await freshDatabase(engine)).open();
    expect(await migrate(db, appRole)).toEqual(names);
    expect(await appliedNames(db)).toEqual(names);
    expect(await migrate(db, appRole)).toEqual([]);
    expect(await appliedNames(db)).toEqual(names);
  });

  it('creates the tables of the schema', async () => {
    const db = (await freshDatabase(engine)).open();
    const tableNames = async () =>
      (await db.kysely.introspection.getTables()).map((table) => table.name).sort();
    expect(await tableNames()).toEqual([]);
    await migrate(db, appRole);
    expect(await tableNames()).toEqual(expect.arrayContaining(TABLES));
  });

  it('gives the customers that exist before 0005-customer-search the tokens the API would write', async () => {
    const db = (await freshDatabase(engine)).open();
    await migrate(db, appRole);
    await seedDemoData(db, new Date());
    const tokensOf = async (tenant: string) =>
      inTenant(db, tenant, async (t) => {
        const rows = await t.trx
          .selectFrom('customer_search_token')
          .selectAll()
          .where('tenant_id', '=', tenant)
          .execute();
        return rows.map((row) => JSON.stringify(row)).sort();
      });
    const written = await tokensOf('demo');
    expect(written.length).toBeGreaterThan(DEMO_INDIVIDUALS * 8);
    // As if the database had stopped at 0004: the customers stay, their tokens go.
    await sql`drop table customer_search_token`.execute(db.kysely);
    await sql`drop index customer_tenant_id_index`.execute(db.kysely);
    await sql`delete from schema_migration where name = '0005-customer-search'`.execute(db.kysely);
    expect(await migrate(db, appRole)).toEqual(['0005-customer-search']);
    expect(await tokensOf('demo')).toEqual(written);
    expect(await tokensOf('acme')).toEqual([]);
    if (engine === 'postgres') {
      // The backfill lifted FORCE on customer for its own transaction only.
      const forced = await sql<{
        relforcerowsecurity: boolean;
      }>`select relforcerowsecurity from pg_class where relname = 'customer'`.execute(db.kysely);
      expect(forced.rows).toEqual([{ relforcerowsecurity: true }]);
    }
  }, 60_000);

  it('gives the accounts that exist before 0007-account-minimum-balance their product’s minimum', async () => {
    const db = (await freshDatabase(engine)).open();
    await migrate(db, appRole);
    await seedDemoData(db, new Date());
    const minimums = () =>
      inTenant(db, 'demo', async (t) => {
        const rows = await t.trx
          .selectFrom('deposit_account as a')
          .innerJoin('deposit_product as p', 'p.id', 'a.product_id')
          .select([
            'a.id',
            'a.minimum_balance_kobo as account',
            'p.minimum_balance_kobo as product',
          ])
          .where('a.tenant_id', '=', 'demo')
          .orderBy('a.id')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          account: Number(row.account),
          product: Number(row.product),
        }));
      });
    const written = await minimums();
    expect(written.length).toBeGreaterThan(300);
    expect(written.every((row) => row.account === row.product && row.account > 0)).toBe(true);
    // As if the database had stopped at 0006: the accounts stay, the column goes.
    await sql`alter table deposit_account drop column minimum_balance_kobo`.execute(db.kysely);
    await sql`delete from schema_migration where name = '0007-account-minimum-balance'`.execute(
      db.kysely,
    );
    expect(await migrate(db, appRole)).toEqual(['0007-account-minimum-balance']);
    expect(await minimums()).toEqual(written);
    if (engine === 'postgres') {
      const forced = await sql<{ relname: string; relforcerowsecurity: boolean }>`
        select relname, relforcerowsecurity from pg_class
        where relname in ('deposit_account', 'deposit_product') order by relname`.execute(
        db.kysely,
      );
      expect(forced.rows).toEqual([
        { relname: 'deposit_account', relforcerowsecurity: true },
        { relname: 'deposit_product', relforcerowsecurity: true },
      ]);
    }
  }, 60_000);

  it('drops the columns nothing reads (0009) and keeps every customer and idempotency key', async () => {
    const db = (await freshDatabase(engine)).open();
    await migrate(db, appRole);
    await seedDemoData(db, new Date());
    // As if the database had stopped at 0008: the columns are back, filled as the API wrote them.
    await sql`alter table customer add column search_text varchar(1024) not null default 'x'`.execute(
      db.kysely,
    );
    await sql`alter table idempotency_key add column locked_until varchar(32) not null default ''`.execute(
      db.kysely,
    );
    await sql`alter table idempotency_key add column claim_token varchar(64)`.execute(db.kysely);
    await sql`delete from schema_migration where name = '0009-drop-unused-columns'`.execute(
      db.kysely,
    );
    const customers = () =>
      inTenant(db, 'demo', async (t) =>
        (
          await t.trx
            .selectFrom('customer')
            .select(['id', 'customer_number', 'display_name'])
            .where('tenant_id', '=', 'demo')
            .orderBy('id')
            .execute()
        ).map((row) => JSON.stringify(row)),
      );
    const before = await customers();
    expect(before.length).toBeGreaterThan(300);
    await inTenant(db, 'demo', (t) =>
      t.trx
        .insertInto('idempotency_key')
        .values({
          tenant_id: 'demo',
          key: 'kept-key',
          operation_id: 'createTransfer',
          request_hash: 'h',
          state: 'DONE',
          response_status: 201,
          response_body: '{}',
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
    expect(await migrate(db, appRole)).toEqual(['0009-drop-unused-columns']);
    const columnsOf = async (table: string) =>
      (await db.kysely.introspection.getTables())
        .find((t) => t.name === table)
        ?.columns.map((column) => column.name) ?? [];
    expect(await columnsOf('customer')).not.toContain('search_text');
    expect(await columnsOf('idempotency_key')).not.toContain('locked_until');
    expect(await columnsOf('idempotency_key')).not.toContain('claim_token');
    expect(await customers()).toEqual(before);
    const kept = await inTenant(db, 'demo', (t) =>
      t.trx.selectFrom('idempotency_key').select('key').where('key', '=', 'kept-key').execute(),
    );
    expect(kept).toEqual([{ key: 'kept-key' }]);
  }, 60_000);

  if (engine === 'postgres') {
    it('grants the app role what it needs and no more: the audit log is append-only', async () => {
      const db = (await freshDatabase(engine)).open();
      await migrate(db, appRole);
      const rights = await sql<{
        table: string;
        select: boolean;
        insert: boolean;
        update: boolean;
        delete: boolean;
      }>`select t as table,
          has_table_privilege('kobo_app', t, 'SELECT') as select,
          has_table_privilege('kobo_app', t, 'INSERT') as insert,
          has_table_privilege('kobo_app', t, 'UPDATE') as update,
          has_table_privilege('kobo_app', t, 'DELETE') as delete
        from unnest(array['app_user', 'audit_log', 'customer_search_token', 'schema_migration']) as t`.execute(
        db.kysely,
      );
      expect(rights.rows).toEqual([
        { table: 'app_user', select: true, insert: true, update: true, delete: true },
        { table: 'audit_log', select: true, insert: true, update: false, delete: false },
        { table: 'customer_search_token', select: true, insert: true, update: true, delete: true },
        { table: 'schema_migration', select: false, insert: false, update: false, delete: false },
      ]);
    });
  }

  // Before the lock covered the bookkeeping table too, most rounds of this failed with a
  // duplicate pg_type key, so a few rounds are enough to catch that race coming back. The lock is
  // PostgreSQL's; two SQLite handles in one thread would only block each other.
  if (engine === 'postgres') {
    it('lets three processes that start at once all succeed, applying each migration once', async () => {
      for (let round = 0; round < 5; round += 1) {
        const fresh = await freshDatabase(engine);
        const handles = [fresh.open(), fresh.open(), fresh.open()];
        const results = await Promise.all(handles.map((db) => migrate(db, appRole)));
        // Each migration was applied by exactly one of them.
        expect(results.flat().sort()).toEqual([...names].sort());
        expect(await appliedNames(handles[0] as Db)).toEqual(names);
      }
    }, 30_000);
  }
});
