import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationContext } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';
import { type StoredCustomer, searchTokenRows } from '../search-tokens';

/** Customers read per step of the backfill, and token rows per INSERT. */
const BACKFILL_CUSTOMERS = 1_000;
const INSERT_ROWS = 500;

/**
 * The words customers are searched by, one row per customer and word, keyed so that a word
 * prefix is one index range (docs/decisions/016-customer-search-tokens.md). On PostgreSQL the
 * token compares by code point ("C" collation) whatever the database's locale, so that
 * `token >= word AND token < bound` holds exactly the tokens that start with the word. The
 * customers that already exist get their tokens here.
 */
export const customerSearchMigration: Migration = {
  name: '0005-customer-search',
  async up(db, ctx) {
    const tokenType = ctx.engine === 'postgres' ? sql`varchar(128) collate "C"` : sql`varchar(128)`;
    let table = db.schema
      .createTable('customer_search_token')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('token', tokenType, (c) => c.notNull())
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull().references('customer.id'))
      .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('customer_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('customer_type', 'varchar(16)', (c) => c.notNull())
      // A copy of the customer's branch, which the customer row's own reference checks.
      .addColumn('branch_id', 'varchar(64)')
      .addPrimaryKeyConstraint('customer_search_token_pkey', ['tenant_id', 'token', 'customer_id']);
    // A search walks a range of the primary key and needs every column of the rows in it. In a
    // SQLite rowid table each of those rows is one more lookup in the table's own B-tree; without
    // a rowid the rows are stored in the key's order, and the walk reads them in place (about five
    // times faster for a common prefix).
    if (ctx.engine === 'sqlite') table = table.modifyEnd(sql`without rowid`);
    await table.execute();
    // A search ends by reading its page of customers by id within the tenant. Without statistics
    // SQLite would serve that from an index that starts with the tenant alone and walk all of the
    // tenant's customers; with both columns it looks up just the page.
    await db.schema
      .createIndex('customer_tenant_id_index')
      .on('customer')
      .columns(['tenant_id', 'id'])
      .execute();
    await backfillTokens(db, ctx);
    await isolateTenants(db, ctx, 'customer_search_token');
    await grantToApp(db, ctx, 'customer_search_token', 'read-write');
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
async function backfillTokens(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  // Row-level security is forced on the owner as well, so it would see no customer at all. This
  // transaction alone lifts it to read every tenant's customers and puts it back before it
  // commits; the API's role, which owns nothing, is held by the policy either way.
  if (ctx.engine === 'postgres')
    await sql`alter table customer no force row level security`.execute(db);
  let after = '';
  for (;;) {
    const customers: StoredCustomer[] = await db
      .selectFrom('customer')
      .select([
        'id',
        'tenant_id',
        'customer_number',
        'customer_type',
        'display_name',
        'phone',
        'bvn',
        'rc_number',
        'branch_id',
        'profile',
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BACKFILL_CUSTOMERS)
      .execute();
    if (customers.length === 0) break;
    const rows = customers.flatMap(searchTokenRows);
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await db
        .insertInto('customer_search_token')
        .values(rows.slice(start, start + INSERT_ROWS))
        .execute();
    }
    after = (customers.at(-1) as StoredCustomer).id;
  }
  if (ctx.engine === 'postgres')
    await sql`alter table customer force row level security`.execute(db);
}
