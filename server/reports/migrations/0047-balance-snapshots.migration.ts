import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * The closing balances a close of business keeps of each day it closes: every GL account's
 * balance, and the deposit and loan totals by product and branch (not per customer account), so
 * that reports as of a closed date read a few rows. One row per (day, kind, subject, branch):
 * the unique index keeps a rerun from storing a day twice. The whole bank is stored as an empty
 * branch id, since both engines treat nulls in a unique index as distinct.
 */
export const balanceSnapshotsMigration: Migration = {
  name: '0047-balance-snapshots',
  async up(db, ctx) {
    await db.schema
      .createTable('balance_snapshot')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('business_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('item_count', 'integer', (c) => c.notNull())
      .addColumn('run_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('balance_snapshot_unique_index')
      .on('balance_snapshot')
      .columns(['tenant_id', 'business_date', 'kind', 'subject_id', 'branch_id'])
      .unique()
      .execute();
    await isolateTenants(db, ctx, 'balance_snapshot');
    await grantToApp(db, ctx, 'balance_snapshot', 'read-write');
  },
};
