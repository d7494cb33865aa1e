import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * The history of every life-cycle row's moves between statuses, read by record in time order.
 * Rows moved before this step have no history but their creation and their present status.
 */
export const statusHistoryMigration: Migration = {
  name: '0051-status-history',
  async up(db, ctx) {
    await db.schema
      .createTable('status_history')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('table_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('record_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('from_status', 'varchar(32)', (c) => c.notNull())
      .addColumn('to_status', 'varchar(32)', (c) => c.notNull())
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addColumn('actor_id', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('status_history_record_index')
      .on('status_history')
      .columns(['tenant_id', 'table_name', 'record_id', 'at'])
      .execute();
    await refuseChanges(db, ctx, 'status_history');
    await isolateTenants(db, ctx, 'status_history');
    await grantToApp(db, ctx, 'status_history', 'append-only');
  },
};
