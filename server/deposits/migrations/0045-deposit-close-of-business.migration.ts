import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * What the close of business posts on deposit accounts, one row per account and period, each
 * unique so a rerun of the same date cannot post it twice: the periodic account fee (per charge
 * and month) and the savings interest (per period end). Each row names its journal entry (none
 * when nothing was due). Dormancy leaves a status-change row. All three are records, never
 * rewritten.
 */
export const depositCloseOfBusinessMigration: Migration = {
  name: '0045-deposit-close-of-business',
  async up(db, ctx) {
    await db.schema
      .createTable('account_fee_levy')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('charge_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('period', 'varchar(7)', (c) => c.notNull())
      .addColumn('fee_kobo', 'bigint', (c) => c.notNull())
      .addColumn('charged_kobo', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .addPrimaryKeyConstraint('account_fee_levy_pk', [
        'tenant_id',
        'account_id',
        'charge_id',
        'period',
      ])
      .execute();
    await db.schema
      .createTable('savings_interest_posting')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('period_end', 'varchar(10)', (c) => c.notNull())
      .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
      .addColumn('balance_days_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_kobo', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .addPrimaryKeyConstraint('savings_interest_posting_pk', [
        'tenant_id',
        'account_id',
        'period_end',
      ])
      .execute();
    await db.schema
      .createTable('deposit_account_status_change')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('changed_on', 'varchar(10)', (c) => c.notNull())
      .addColumn('from_status', 'varchar(16)', (c) => c.notNull())
      .addColumn('to_status', 'varchar(16)', (c) => c.notNull())
      .addColumn('reason', 'varchar(255)', (c) => c.notNull())
      .addColumn('run_id', 'varchar(64)')
      .addPrimaryKeyConstraint('deposit_account_status_change_pk', [
        'tenant_id',
        'account_id',
        'changed_on',
        'to_status',
      ])
      .execute();
    for (const table of [
      'account_fee_levy',
      'savings_interest_posting',
      'deposit_account_status_change',
    ]) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'append-only');
      await refuseChanges(db, ctx, table);
    }
  },
};
