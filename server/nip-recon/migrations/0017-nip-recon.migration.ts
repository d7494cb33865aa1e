import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * The NIP settlement reconciliation: one run per report read (a date may be run again after its
 * exceptions are worked), and one line per session ID the report or our transfers name. Lines
 * are read by run, exceptions first, and filtered by result and open state, so that is indexed.
 */
export const nipReconMigration: Migration = {
  name: '0017-nip-recon',
  async up(db, ctx) {
    await db.schema
      .createTable('nip_recon_run')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('settlement_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.notNull())
      .addColumn('matched', 'integer', (c) => c.notNull())
      .addColumn('only_at_switch', 'integer', (c) => c.notNull())
      .addColumn('only_with_us', 'integer', (c) => c.notNull())
      .addColumn('mismatched_value', 'integer', (c) => c.notNull())
      .addColumn('mismatched_status', 'integer', (c) => c.notNull())
      .addColumn('switch_total_kobo', 'bigint', (c) => c.notNull())
      .addColumn('our_total_kobo', 'bigint', (c) => c.notNull())
      .addColumn('settlement_gl_balance_kobo', 'bigint', (c) => c.notNull())
      .addColumn('created_by', 'varchar(120)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('nip_recon_run_date_index')
      .on('nip_recon_run')
      .columns(['tenant_id', 'settlement_date', 'created_at'])
      .execute();
    await db.schema
      .createTable('nip_recon_item')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('run_id', 'varchar(64)', (c) => c.notNull().references('nip_recon_run.id'))
      .addColumn('session_id', 'varchar(30)', (c) => c.notNull())
      .addColumn('result', 'varchar(20)', (c) => c.notNull())
      .addColumn('switch_amount_kobo', 'bigint')
      .addColumn('our_amount_kobo', 'bigint')
      .addColumn('switch_status', 'varchar(2)')
      .addColumn('our_status', 'varchar(20)')
      .addColumn('transfer_id', 'varchar(64)')
      .addColumn('resolution', 'varchar(20)')
      .addColumn('resolved_by', 'varchar(120)')
      .addColumn('resolved_at', 'varchar(32)')
      .addColumn('reason', 'varchar(500)')
      .addColumn('reversal_request_id', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('nip_recon_item_run_index')
      .on('nip_recon_item')
      .columns(['tenant_id', 'run_id', 'result', 'resolution'])
      .execute();
    await isolateTenants(db, ctx, 'nip_recon_run');
    await isolateTenants(db, ctx, 'nip_recon_item');
    await grantToApp(db, ctx, 'nip_recon_run', 'read-write');
    await grantToApp(db, ctx, 'nip_recon_item', 'read-write');
  },
};
