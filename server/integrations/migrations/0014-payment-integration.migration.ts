import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/** One row per tenant: its connection to the NIP switch. */
export const paymentIntegrationMigration: Migration = {
  name: '0014-payment-integration',
  async up(db, ctx) {
    await db.schema
      .createTable('payment_integration')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .addColumn('endpoint', 'varchar(300)', (c) => c.notNull())
      .addColumn('institution_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('channel_code', 'varchar(2)', (c) => c.notNull())
      .addColumn('timeout_ms', 'integer', (c) => c.notNull())
      .addColumn('shared_secret', 'varchar(200)')
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .execute();
    await isolateTenants(db, ctx, 'payment_integration');
    await grantToApp(db, ctx, 'payment_integration', 'read-write');
  },
};
