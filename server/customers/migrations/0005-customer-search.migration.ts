import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationContext } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

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

/*
 * The words of a customer as this step made them, frozen here: the live rules in
 * customers/search-tokens.ts may change, and a released step must do tomorrow what it did on the
 * day it shipped. A later change of the rules comes with a step of its own that rebuilds the rows.
 */

interface StoredCustomer {
  id: string;
  tenant_id: string;
  customer_number: string;
  customer_type: string;
  display_name: string;
  phone: string;
  bvn: string | null;
  rc_number: string | null;
  branch_id: string | null;
  profile: string;
}

const TOKEN_MAX_CHARS = 128;
const NIGERIAN_PHONE = /^(?:\+?234|0)(\d{10})$/;
const RC_NUMBER = /^(?:rc|bn|it)(\d+)$/;

function searchTokenRows(customer: StoredCustomer) {
  const profile = JSON.parse(customer.profile) as Record<string, unknown>;
  const tokens = new Set<string>();
  const add = (word: string) => {
    if (word !== '') tokens.add(Array.from(wellFormed(word)).slice(0, TOKEN_MAX_CHARS).join(''));
  };
  add(customer.customer_number.toLowerCase());
  for (const word of wellFormed(customer.display_name).toLowerCase().split(/\s+/)) {
    add(word);
    for (const part of word.split(/[-'’]/)) add(part);
  }
  const phone = customer.phone.trim();
  const national = NIGERIAN_PHONE.exec(phone)?.[1];
  if (national === undefined) add(phone.toLowerCase());
  else for (const form of [`0${national}`, `234${national}`, `+234${national}`]) add(form);
  const email = typeof profile.email === 'string' ? profile.email.trim().toLowerCase() : null;
  if (email) {
    add(email);
    add(email.slice(0, Math.max(0, email.lastIndexOf('@'))));
  }
  if (customer.bvn) add(customer.bvn.trim());
  if (customer.rc_number) {
    const rc = customer.rc_number.trim().toLowerCase();
    add(rc);
    add(RC_NUMBER.exec(rc)?.[1] ?? '');
  }
  const tin = typeof profile.tin === 'string' ? profile.tin.trim().toLowerCase() : null;
  if (tin) {
    add(tin);
    for (const part of tin.split('-')) add(part);
  }
  return [...tokens].map((token) => ({
    tenant_id: customer.tenant_id,
    token,
    customer_id: customer.id,
    display_name: customer.display_name,
    customer_number: customer.customer_number,
    customer_type: customer.customer_type,
    branch_id: customer.branch_id,
  }));
}

function wellFormed(text: string): string {
  return text.replace(/\p{Cs}/gu, '\uFFFD');
}
