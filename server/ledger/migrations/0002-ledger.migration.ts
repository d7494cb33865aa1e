import type { Kysely } from 'kysely';
import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * The general ledger: chart of accounts, GL map, journal entries and lines, daily balances, entry
 * numbering and idempotency keys. Entries, lines and reversal links are append-only: the
 * database itself refuses UPDATE and DELETE of them on both engines.
 */
export const ledgerMigration: Migration = {
  name: '0002-ledger',
  async up(db, ctx) {
    await createChartTables(db);
    await createJournalTables(db);
    await createBookkeepingTables(db);
    const readWrite = [
      'gl_account',
      'gl_mapping',
      'gl_daily_balance',
      'ledger_counter',
      'idempotency_key',
    ];
    const appendOnly = ['journal_entry', 'journal_line', 'journal_reversal'];
    for (const table of [...readWrite, ...appendOnly]) await isolateTenants(db, ctx, table);
    for (const table of readWrite) await grantToApp(db, ctx, table, 'read-write');
    for (const table of appendOnly) {
      await grantToApp(db, ctx, table, 'append-only');
      await refuseChanges(db, ctx, table);
    }
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
type AnyDb = Kysely<any>;

async function createChartTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('gl_account')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)', (c) => c.references('gl_account.id'))
    .addColumn('header', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    // Signed, debit-positive; changed only by the ledger, in the transaction that posts.
    .addColumn('balance_kobo', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('gl_account_code_unique', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('gl_mapping')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    // '' for a tenant-wide mapping, so that the pair (product, event) can be unique.
    .addColumn('product_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('debit_account_id', 'varchar(64)', (c) => c.notNull().references('gl_account.id'))
    .addColumn('credit_account_id', 'varchar(64)', (c) => c.notNull().references('gl_account.id'))
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('gl_mapping_event_unique', ['tenant_id', 'product_key', 'event'])
    .execute();
}

async function createJournalTables(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('journal_entry')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('entry_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('posting_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('value_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('narration', 'varchar(255)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)')
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('reversal_of_id', 'varchar(64)', (c) => c.references('journal_entry.id'))
    .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('journal_entry_number_unique', ['tenant_id', 'entry_number'])
    .execute();
  await db.schema
    .createIndex('journal_entry_date_index')
    .on('journal_entry')
    .columns(['tenant_id', 'posting_date', 'entry_number'])
    .execute();
  await db.schema
    .createIndex('journal_entry_reference_index')
    .on('journal_entry')
    .columns(['tenant_id', 'reference'])
    .execute();
  await db.schema
    .createTable('journal_line')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('entry_id', 'varchar(64)', (c) => c.notNull().references('journal_entry.id'))
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('gl_account.id'))
    // Copied from the entry so that an account's ledger is read from one index.
    .addColumn('posting_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('entry_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('debit_kobo', 'bigint', (c) => c.notNull())
    .addColumn('credit_kobo', 'bigint', (c) => c.notNull())
    .addColumn('narration', 'varchar(255)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('journal_line_account_index')
    .on('journal_line')
    .columns(['tenant_id', 'account_id', 'posting_date', 'entry_number', 'line_number'])
    .execute();
  await db.schema
    .createIndex('journal_line_entry_index')
    .on('journal_line')
    .columns(['entry_id', 'line_number'])
    .execute();
  // One row per reversed entry: the primary key is what makes "reversed once" hold.
  await db.schema
    .createTable('journal_reversal')
    .addColumn('original_id', 'varchar(64)', (c) => c.primaryKey().references('journal_entry.id'))
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('reversal_id', 'varchar(64)', (c) => c.notNull().references('journal_entry.id'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

async function createBookkeepingTables(db: AnyDb): Promise<void> {
  // Debits and credits per account and posting date: the trial balance as of a date sums these
  // instead of every line.
  await db.schema
    .createTable('gl_daily_balance')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('gl_account.id'))
    .addColumn('posting_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('debit_kobo', 'bigint', (c) => c.notNull())
    .addColumn('credit_kobo', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('gl_daily_balance_pk', ['tenant_id', 'account_id', 'posting_date'])
    .execute();
  await db.schema
    .createTable('ledger_counter')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ledger_counter_pk', ['tenant_id', 'name'])
    .execute();
  await db.schema
    .createTable('idempotency_key')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    .addColumn('operation_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    // IN_PROGRESS while the first request runs, DONE once its answer is stored with its effect.
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['tenant_id', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_key_created_index')
    .on('idempotency_key')
    .columns(['tenant_id', 'created_at'])
    .execute();
}
