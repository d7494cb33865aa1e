import type { InjectOptions } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database';
import type { DB } from '../../server/db/schema';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_TENANTS } from '../../server/demo/demo-tenants';
import { findTenant } from '../../server/tenancy/tenant.repository';
import { findUserById } from '../../server/users/user.repository';
import { call, signIn } from '../support/api-client';
import { loadContractKit, urlOf, validParams } from '../support/contract-requests';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * One tenant never sees another's rows. On PostgreSQL the database itself enforces it with
 * row-level security for the app's role (kobo_app, which owns nothing); on both engines the
 * tenant-scoped handle and the API do.
 */

afterAll(stopClusters);

/** Every table that holds tenant rows, with the column that names the tenant. */
const TENANT_TABLES = [
  { table: 'tenant', column: 'id' },
  { table: 'branch', column: 'tenant_id' },
  { table: 'app_user', column: 'tenant_id' },
  { table: 'auth_session', column: 'tenant_id' },
  { table: 'config_entry', column: 'tenant_id' },
  { table: 'audit_log', column: 'tenant_id' },
  { table: 'gl_account', column: 'tenant_id' },
  { table: 'gl_mapping', column: 'tenant_id' },
  { table: 'journal_entry', column: 'tenant_id' },
  { table: 'journal_line', column: 'tenant_id' },
  { table: 'journal_reversal', column: 'tenant_id' },
  { table: 'gl_daily_balance', column: 'tenant_id' },
  { table: 'ledger_counter', column: 'tenant_id' },
  { table: 'idempotency_key', column: 'tenant_id' },
  { table: 'customer', column: 'tenant_id' },
  { table: 'customer_search_token', column: 'tenant_id' },
  { table: 'charge', column: 'tenant_id' },
] as const;

type Table = (typeof TENANT_TABLES)[number]['table'];

async function countRows(db: Kysely<DB>, table: Table): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function tenantsOf(db: Kysely<DB>, table: Table, column: string): Promise<string[]> {
  const rows = await sql<{
    owner: string;
  }>`select distinct ${sql.ref(column)} as owner from ${sql.table(table)}`.execute(db);
  return rows.rows.map((r) => r.owner).sort();
}

/** A failed sign-in writes an audit row, so that every table holds rows of both tenants. */
async function writeAuditRows(t: TestApp): Promise<void> {
  for (const tenant of ['demo', 'acme']) {
    const answer = await call(t.app, 'POST', '/api/auth/login', {
      tenant,
      body: { username: 'admin', password: 'not-the-password' },
    });
    expect(answer.status).toBe(401);
  }
}

/** A customer, a journal entry and its reversal in a tenant, so that its money tables hold rows. */
async function writeBusinessRows(t: TestApp, tenant: string): Promise<void> {
  const token = await signIn(t.app, 'admin', tenant);
  const customer = await call(t.app, 'POST', '/api/customers', {
    tenant,
    token,
    body: {
      customerType: 'CORPORATE',
      companyName: `${tenant} Tenancy Check Limited`,
      rcNumber: tenant === 'demo' ? 'RC900001' : 'RC900002',
      tin: '12345678-0001',
      phone: '08030000001',
      email: `check@${tenant}.example.ng`,
      address: { line1: '1 Marina', city: 'Lagos', state: 'LAGOS' },
      directors: [{ fullName: 'Ada Obi' }],
    },
  });
  expect(customer.status).toBe(201);
  const chart = await call<{ items: { id: string; code: string }[] }>(t.app, 'GET', '/api/coa', {
    tenant,
    token,
  });
  const id = (code: string) => chart.body.items.find((account) => account.code === code)?.id;
  const posted = await call<{ id: string }>(t.app, 'POST', '/api/journals/manual', {
    tenant,
    token,
    headers: { 'idempotency-key': `tenancy-${tenant}-post` },
    body: {
      narration: 'Tenancy check',
      lines: [
        { glAccountId: id('1102'), debitKobo: 100, creditKobo: 0 },
        { glAccountId: id('4201'), debitKobo: 0, creditKobo: 100 },
      ],
    },
  });
  expect(posted.status).toBe(201);
  const reversed = await call(t.app, 'POST', `/api/journals/${posted.body.id}/reverse`, {
    tenant,
    token,
    headers: { 'idempotency-key': `tenancy-${tenant}-reverse` },
    body: {},
  });
  expect(reversed.status).toBe(201);
}

describe('row-level security on PostgreSQL', () => {
  let t: TestApp;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    db = t.database.db;
    await signIn(t.app, 'admin', 'demo');
    await signIn(t.app, 'admin', 'acme');
    await writeAuditRows(t);
    for (const tenant of ['demo', 'acme']) await writeBusinessRows(t, tenant);
  }, 60_000);
  afterAll(() => t.close());

  it('holds rows of demo and acme in every tenant table', async () => {
    for (const tenant of ['demo', 'acme']) {
      for (const { table } of TENANT_TABLES) {
        const n = await inTenant(db, tenant, (tx) => countRows(tx.trx, table));
        expect({ tenant, table, some: n > 0 }).toEqual({ tenant, table, some: true });
      }
    }
  });

  it('shows no rows at all to the app role outside a tenant transaction', async () => {
    for (const { table } of TENANT_TABLES) {
      expect({ table, rows: await countRows(db.kysely, table) }).toEqual({ table, rows: 0 });
    }
  });

  it('clears the tenant when the transaction ends, on the same pooled connection', async () => {
    await db.kysely.connection().execute(async (conn) => {
      const pinned: Db = { kysely: conn, engine: 'postgres', close: async () => {} };
      expect(await inTenant(pinned, 'demo', (tx) => countRows(tx.trx, 'app_user'))).toBeGreaterThan(
        0,
      );
      expect(await countRows(conn, 'app_user')).toBe(0);
    });
  });

  it("shows a tenant transaction only that tenant's rows, even when asked for others", async () => {
    for (const tenant of ['demo', 'acme']) {
      for (const { table, column } of TENANT_TABLES) {
        const owners = await inTenant(db, tenant, (tx) => tenantsOf(tx.trx, table, column));
        expect({ table, owners }).toEqual({ table, owners: [tenant] });
      }
    }
    const asked = await inTenant(db, 'acme', (tx) =>
      tx.trx.selectFrom('app_user').select('id').where('tenant_id', '=', 'demo').execute(),
    );
    expect(asked).toEqual([]);
  });

  it("changes none of demo's rows from acme's transaction", async () => {
    const changed = await inTenant(db, 'acme', async ({ trx }) => {
      const results = [
        await trx
          .updateTable('app_user')
          .set({ full_name: 'Taken over' })
          .where('id', '=', 'demo-admin')
          .executeTakeFirst(),
        await trx
          .updateTable('branch')
          .set({ name: 'Taken over' })
          .where('tenant_id', '=', 'demo')
          .executeTakeFirst(),
        await trx
          .updateTable('tenant')
          .set({ name: 'Taken over' })
          .where('id', '=', 'demo')
          .executeTakeFirst(),
        await trx.deleteFrom('config_entry').where('tenant_id', '=', 'demo').executeTakeFirst(),
        await trx.deleteFrom('auth_session').where('tenant_id', '=', 'demo').executeTakeFirst(),
      ];
      return results.map((r) =>
        Number('numUpdatedRows' in r ? r.numUpdatedRows : r.numDeletedRows),
      );
    });
    expect(changed).toEqual([0, 0, 0, 0, 0]);
    const admin = await inTenant(db, 'demo', (tx) => findUserById(tx, 'demo-admin'));
    expect(admin?.fullName).toBe('Tunde Bakare');
    expect(await inTenant(db, 'demo', (tx) => countRows(tx.trx, 'config_entry'))).toBeGreaterThan(
      0,
    );
  });

  it("refuses to write a row for demo from acme's transaction (WITH CHECK)", async () => {
    const at = new Date().toISOString();
    const writes: [string, (trx: Kysely<DB>) => Promise<unknown>][] = [
      [
        'insert branch',
        (trx) =>
          trx
            .insertInto('branch')
            .values({
              id: 'planted-branch',
              tenant_id: 'demo',
              code: 'PLANT',
              name: 'Planted',
              status: 'ACTIVE',
              created_at: at,
              updated_at: at,
            })
            .execute(),
      ],
      [
        'insert config',
        (trx) =>
          trx
            .insertInto('config_entry')
            .values({
              tenant_id: 'demo',
              key: 'forms',
              value: '{}',
              updated_at: at,
              updated_by: 'x',
            })
            .execute(),
      ],
      [
        'insert search token',
        (trx) =>
          trx
            .insertInto('customer_search_token')
            .values({
              tenant_id: 'demo',
              token: 'planted',
              customer_id: 'planted-customer',
              display_name: 'Planted',
              customer_number: '1999999999',
              customer_type: 'INDIVIDUAL',
              branch_id: null,
            })
            .execute(),
      ],
      [
        'move a row to demo',
        (trx) =>
          trx
            .updateTable('branch')
            .set({ tenant_id: 'demo' })
            .where('id', '=', 'acme-main')
            .execute(),
      ],
    ];
    for (const [label, write] of writes) {
      await expect(
        inTenant(db, 'acme', (tx) => write(tx.trx)),
        label,
      ).rejects.toThrow(/row-level security/);
    }
    const planted = await inTenant(db, 'demo', (tx) =>
      tx.trx.selectFrom('branch').select('id').where('id', '=', 'planted-branch').execute(),
    );
    expect(planted).toEqual([]);
  });

  it('connects the app as kobo_app, which owns no table and cannot bypass row-level security', async () => {
    const role = await sql<{
      name: string;
      rolsuper: boolean;
      rolbypassrls: boolean;
    }>`select current_user as name, rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(
      db.kysely,
    );
    expect(role.rows).toEqual([{ name: 'kobo_app', rolsuper: false, rolbypassrls: false }]);
    const owner = await sql<{
      tableowner: string;
    }>`select tableowner from pg_tables where tablename = 'app_user'`.execute(db.kysely);
    expect(owner.rows).toEqual([{ tableowner: 'kobo_owner' }]);
    const owners = await sql<{
      tablename: string;
      tableowner: string;
    }>`select tablename, tableowner from pg_tables where schemaname = 'public'`.execute(db.kysely);
    for (const row of owners.rows) expect(row.tableowner).toBe('kobo_owner');
    const secured = await sql<{
      relname: string;
      relrowsecurity: boolean;
      relforcerowsecurity: boolean;
    }>`select relname, relrowsecurity, relforcerowsecurity from pg_class
       where relname in (${sql.join(TENANT_TABLES.map((x) => x.table))}) order by relname`.execute(
      db.kysely,
    );
    expect(secured.rows).toHaveLength(TENANT_TABLES.length);
    for (const row of secured.rows) {
      expect(row).toEqual({
        relname: row.relname,
        relrowsecurity: true,
        relforcerowsecurity: true,
      });
    }
    await expect(
      sql`alter table app_user disable row level security`.execute(db.kysely),
    ).rejects.toThrow(/must be (the )?owner/);
  });
});

const kit = loadContractKit();

/** What only demo's data holds: its name, row ids, branch codes, e-mails and staff names. */
function demoMarkers(): string[] {
  const demo = DEMO_TENANTS.find((x) => x.id === 'demo');
  if (!demo) throw new Error('The demo tenant is missing from the seed');
  return [
    demo.name,
    `@demo.bank.ng`,
    ...demo.branches.flatMap((b) => [`"demo-${b.key}"`, b.code, b.name]),
    ...demo.users.flatMap((u) => [`"demo-${u.username}"`, u.fullName]),
  ];
}

describe.each(ENGINES)('tenants apart through the API on %s', (engine) => {
  let t: TestApp;
  let acme = '';
  beforeAll(async () => {
    t = await startTestApp(engine);
    acme = await signIn(t.app, 'admin', 'acme');
  }, 60_000);
  afterAll(() => t.close());

  it('tells an acme user who they are: the acme user, never the demo one', async () => {
    const me = await call(t.app, 'GET', '/api/auth/me', { token: acme, tenant: 'acme' });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: 'acme-admin', username: 'admin', tenantId: 'acme' });
  });

  it("finds no demo row through acme's tenant-scoped handle", async () => {
    const db = t.database.db;
    expect(await inTenant(db, 'acme', (tx) => findUserById(tx, 'demo-admin'))).toBeNull();
    expect(await inTenant(db, 'acme', (tx) => findTenant(tx))).toMatchObject({ id: 'acme' });
    expect(await inTenant(db, 'demo', (tx) => findUserById(tx, 'demo-admin'))).toMatchObject({
      username: 'admin',
    });
  });

  it("finds none of demo's customers when acme searches for them", async () => {
    const demo = await signIn(t.app, 'admin', 'demo');
    type Page = { items: { customerNumber: string; phone: string }[]; total: number };
    const mine = await call<Page>(t.app, 'GET', '/api/customers?q=adebayo', { token: demo });
    expect(mine.body.total).toBeGreaterThan(0);
    const sample = mine.body.items[0] as Page['items'][number];
    for (const q of ['adebayo', 'a', sample.customerNumber, sample.phone]) {
      const url = `/api/customers?q=${encodeURIComponent(q)}`;
      const theirs = await call<Page>(t.app, 'GET', url, {
        token: acme,
        tenant: 'acme',
      });
      expect({ q, status: theirs.status, total: theirs.body.total }).toEqual({
        q,
        status: 200,
        total: 0,
      });
    }
  });

  it("the markers of demo's data do show in demo's own answers", async () => {
    const token = await signIn(t.app, 'admin', 'demo');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(demoMarkers().filter((marker) => me.body.includes(marker))).toEqual(
      expect.arrayContaining(['Kobo Demo Microfinance Bank', '"demo-admin"', 'Tunde Bakare']),
    );
  });

  // Every read of the contract, asked by acme's administrator for demo's rows by their ids: an
  // operation that answers 200 must hold none of demo's data; one that is not built yet (501) or
  // does not find the row (404) holds none by definition.
  const reads = kit.contract.operations.filter((op) => op.method === 'get' && op.secured);
  it.each(reads.map((op) => [op.operationId, op] as const))(
    "%s shows acme's administrator none of demo's data",
    async (_, op) => {
      const ids = op.schema.params && 'id' in (op.schema.params.properties as object) ? 2 : 1;
      const targets = ['demo-admin', 'demo-lagos'].slice(0, ids);
      for (const target of targets) {
        const params = Object.fromEntries(
          Object.entries(validParams(kit, op)).map(([k, v]) => [k, k === 'id' ? target : v]),
        );
        const response = await t.app.inject({
          method: op.method.toUpperCase() as InjectOptions['method'],
          url: urlOf(op, params),
          headers: { 'x-tenant-id': 'acme', authorization: `Bearer ${acme}` },
        });
        expect([401, 403]).not.toContain(response.statusCode);
        if (response.statusCode !== 200) continue;
        for (const marker of demoMarkers()) {
          expect(response.body.includes(marker), `${op.operationId} shows ${marker}`).toBe(false);
        }
      }
    },
  );
});
