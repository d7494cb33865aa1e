import type { Migration } from '../../db/migration';
import { grantToApp } from '../../db/security.sql';

/**
 * The tenants with a close of business to work, read by the background work across tenants (it
 * holds nothing but their ids), so it has no row-level policy of its own.
 */
export const eodRunTenantsMigration: Migration = {
  name: '0043-eod-run-tenants',
  async up(db, ctx) {
    await db.schema
      .createTable('eod_run_tenant')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .execute();
    await grantToApp(db, ctx, 'eod_run_tenant', 'read-write');
  },
};
