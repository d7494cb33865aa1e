import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * The fixed asset register, the schedule rows it has posted and its depreciation runs. The
 * posted rows' unique key (asset, row number) makes each row post once whatever retries or runs
 * meet; a run holds the tenant's `running_key` while it works, so only one runs at a time.
 */
export const fixedAssetsMigration: Migration = {
  name: '0035-fixed-assets',
  async up(db, ctx) {
    await db.schema
      .createTable('fixed_asset')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('tag', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('category', 'varchar(64)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('cost_kobo', 'bigint', (c) => c.notNull())
      .addColumn('salvage_kobo', 'bigint', (c) => c.notNull())
      .addColumn('acquisition_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('available_for_use_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('depreciation_start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('total_depreciations', 'integer', (c) => c.notNull())
      .addColumn('frequency_months', 'integer', (c) => c.notNull())
      .addColumn('method', 'varchar(32)', (c) => c.notNull())
      .addColumn('pro_rata', 'integer', (c) => c.notNull())
      .addColumn('cost_account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('accumulated_account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('expense_account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('gl_cost_kobo', 'bigint', (c) => c.notNull())
      .addColumn('gl_accumulated_kobo', 'bigint', (c) => c.notNull())
      .addColumn('accumulated_kobo', 'bigint', (c) => c.notNull())
      .addColumn('posted_row_count', 'integer', (c) => c.notNull())
      .addColumn('last_depreciated_to', 'varchar(10)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('acquisition_entry_id', 'varchar(64)')
      .addColumn('disposal_kind', 'varchar(12)')
      .addColumn('disposal_date', 'varchar(10)')
      .addColumn('proceeds_kobo', 'bigint')
      .addColumn('gain_kobo', 'bigint')
      .addColumn('loss_kobo', 'bigint')
      .addColumn('disposal_entry_id', 'varchar(64)')
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('fixed_asset_tag_unique', ['tenant_id', 'tag'])
      .execute();
    await db.schema
      .createIndex('fixed_asset_status_index')
      .on('fixed_asset')
      .columns(['tenant_id', 'status', 'id'])
      .execute();
    await db.schema
      .createTable('fixed_asset_depreciation')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('asset_id', 'varchar(64)', (c) => c.notNull().references('fixed_asset.id'))
      .addColumn('row_number', 'integer', (c) => c.notNull())
      .addColumn('row_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('fixed_asset_depreciation_row_unique', [
        'tenant_id',
        'asset_id',
        'row_number',
      ])
      .execute();
    await db.schema
      .createTable('depreciation_run')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('up_to', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('running_key', 'varchar(64)')
      .addColumn('cursor_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('total_count', 'integer', (c) => c.notNull())
      .addColumn('done_count', 'integer', (c) => c.notNull())
      .addColumn('posted_count', 'integer', (c) => c.notNull())
      .addColumn('failed_count', 'integer', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('finished_at', 'varchar(32)')
      .addUniqueConstraint('depreciation_run_running_unique', ['running_key'])
      .execute();
    // The tenants with a run to work, read by the background work across tenants (it holds
    // nothing but their ids), so it has no row-level policy of its own.
    await db.schema
      .createTable('depreciation_run_tenant')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .execute();
    await grantToApp(db, ctx, 'depreciation_run_tenant', 'read-write');
    for (const table of ['fixed_asset', 'depreciation_run'] as const) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
    await refuseChanges(db, ctx, 'fixed_asset_depreciation');
    await isolateTenants(db, ctx, 'fixed_asset_depreciation');
    await grantToApp(db, ctx, 'fixed_asset_depreciation', 'append-only');
  },
};
