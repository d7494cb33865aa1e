import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

const TABLES = [
  'till_vault',
  'till',
  'till_session',
  'till_cash_transaction',
  'till_cash_movement',
] as const;

/**
 * Vaults, tills, till sessions, cash transactions and cash movements. A session holds its till
 * and its teller through two nullable keys with unique indexes (both engines let NULLs repeat),
 * so two racing assignments cannot both hold one till or one teller.
 */
export const tillsMigration: Migration = {
  name: '0021-tills',
  async up(db, ctx) {
    await db.schema
      .createTable('till_vault')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('gl_account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('till_vault_branch_unique', ['tenant_id', 'branch_id'])
      .execute();
    await db.schema
      .createTable('till')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('soft_limit_kobo', 'bigint', (c) => c.notNull())
      .addColumn('hard_limit_kobo', 'bigint', (c) => c.notNull())
      .addColumn('gl_account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('till_code_unique', ['tenant_id', 'code'])
      .execute();
    await db.schema
      .createTable('till_session')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('till_id', 'varchar(64)', (c) => c.notNull().references('till.id'))
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('teller_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('open_till_key', 'varchar(64)')
      .addColumn('open_teller_key', 'varchar(64)')
      .addColumn('opening_balance_kobo', 'bigint')
      .addColumn('opening_count', 'varchar(2000)')
      .addColumn('opening_count_kobo', 'bigint')
      .addColumn('closing_count', 'varchar(2000)')
      .addColumn('closing_count_kobo', 'bigint')
      .addColumn('expected_cash_kobo', 'bigint')
      .addColumn('variance_kobo', 'bigint')
      .addColumn('variance_request_id', 'varchar(64)')
      .addColumn('opening_entry_id', 'varchar(64)')
      .addColumn('variance_entry_id', 'varchar(64)')
      .addColumn('assigned_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('opened_at', 'varchar(32)')
      .addColumn('closed_at', 'varchar(32)')
      .addColumn('reconciled_at', 'varchar(32)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('till_session_open_till_unique', ['tenant_id', 'open_till_key'])
      .addUniqueConstraint('till_session_open_teller_unique', ['tenant_id', 'open_teller_key'])
      .execute();
    await db.schema
      .createIndex('till_session_date_index')
      .on('till_session')
      .columns(['tenant_id', 'business_date', 'branch_id'])
      .execute();
    await db.schema
      .createTable('till_cash_transaction')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('reference', 'varchar(40)', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('session_id', 'varchar(64)', (c) => c.notNull().references('till_session.id'))
      .addColumn('till_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('teller_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('loan_id', 'varchar(64)')
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('party_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('party_phone', 'varchar(14)', (c) => c.notNull())
      .addColumn('narration', 'varchar(100)', (c) => c.notNull())
      .addColumn('denominations', 'varchar(2000)', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .addColumn('approval_request_id', 'varchar(64)')
      .addColumn('reversal_request_id', 'varchar(64)')
      .addColumn('reversal_entry_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('till_cash_transaction_reference_unique', ['tenant_id', 'reference'])
      .execute();
    await db.schema
      .createIndex('till_cash_transaction_session_index')
      .on('till_cash_transaction')
      .columns(['tenant_id', 'session_id'])
      .execute();
    await db.schema
      .createTable('till_cash_movement')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('reference', 'varchar(40)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('till_id', 'varchar(64)', (c) => c.notNull().references('till.id'))
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('session_id', 'varchar(64)')
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('denominations', 'varchar(2000)', (c) => c.notNull())
      .addColumn('sent_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('confirmed_by', 'varchar(64)')
      .addColumn('entry_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('confirmed_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('till_cash_movement_till_index')
      .on('till_cash_movement')
      .columns(['tenant_id', 'till_id', 'status'])
      .execute();
    for (const table of TABLES) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
  },
};
