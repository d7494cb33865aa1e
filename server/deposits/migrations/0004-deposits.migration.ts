import { sql } from 'kysely';
import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Deposit products and accounts, and holds on accounts. A journal line may now name the deposit
 * account it moves (the sub-ledger): an account's balance is the sum of its lines, kept in the
 * account row by the ledger in the same transaction.
 */
export const depositsMigration: Migration = {
  name: '0004-deposits',
  async up(db, ctx) {
    await db.schema
      .createTable('deposit_product')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('subtype', 'varchar(16)', (c) => c.notNull())
      .addColumn('interest_rate_bps', 'integer', (c) => c.notNull())
      .addColumn('interest_posting_period', 'varchar(16)', (c) => c.notNull())
      .addColumn('minimum_balance_kobo', 'bigint', (c) => c.notNull())
      .addColumn('overdraft_allowed', 'integer', (c) => c.notNull())
      .addColumn('overdraft_limit_kobo', 'bigint', (c) => c.notNull())
      .addColumn('charge_ids', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('deposit_product_code_unique', ['tenant_id', 'code'])
      .execute();
    await db.schema
      .createTable('deposit_account')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('account_number', 'varchar(10)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull().references('customer.id'))
      .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('deposit_product.id'))
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull().references('branch.id'))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('frozen_from', 'varchar(16)')
      // Customer-positive (credits less debits); moved only by the ledger.
      .addColumn('ledger_balance_kobo', 'bigint', (c) => c.notNull())
      .addColumn('holds_kobo', 'bigint', (c) => c.notNull())
      .addColumn('overdraft_limit_kobo', 'bigint', (c) => c.notNull())
      .addColumn('opened_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('closed_at', 'varchar(32)')
      .addUniqueConstraint('deposit_account_number_unique', ['tenant_id', 'account_number'])
      .execute();
    await db.schema
      .createIndex('deposit_account_customer_index')
      .on('deposit_account')
      .columns(['tenant_id', 'customer_id'])
      .execute();
    await db.schema
      .createTable('account_hold')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('deposit_account.id'))
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('reason', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('placed_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('placed_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('released_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('account_hold_account_index')
      .on('account_hold')
      .columns(['tenant_id', 'account_id'])
      .execute();
    await sql`alter table journal_line add column deposit_account_id varchar(64) references deposit_account(id)`.execute(
      db,
    );
    await db.schema
      .createIndex('journal_line_deposit_account_index')
      .on('journal_line')
      .columns(['tenant_id', 'deposit_account_id', 'posting_date', 'entry_number', 'line_number'])
      .execute();
    // Which claim holds an idempotency key: a request whose claim was taken over after its lease
    // ran out can then neither complete nor release the key, and its work rolls back.
    await sql`alter table idempotency_key add column claim_token varchar(64)`.execute(db);
    for (const table of ['deposit_product', 'deposit_account', 'account_hold']) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
  },
};
