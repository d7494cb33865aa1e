import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Budget lines: the amount planned for one GL account in one month of a financial year, for one
 * branch or the whole bank. The whole bank is stored as an empty branch id rather than null, so
 * that the unique index holds one line per (year, branch, account, month) on both engines (both
 * treat nulls as distinct). The same index serves the reads, which are always of one year and
 * one branch (or the whole bank).
 */
export const budgetsMigration: Migration = {
  name: '0038-budgets',
  async up(db, ctx) {
    await db.schema
      .createTable('budget_line')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('year', 'integer', (c) => c.notNull())
      .addColumn('month', 'integer', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('gl_account_id', 'varchar(64)', (c) => c.notNull().references('gl_account.id'))
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('note', 'varchar(200)')
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('budget_line_unique_index')
      .on('budget_line')
      .columns(['tenant_id', 'year', 'branch_id', 'gl_account_id', 'month'])
      .unique()
      .execute();
    await isolateTenants(db, ctx, 'budget_line');
    await grantToApp(db, ctx, 'budget_line', 'read-write');
  },
};
