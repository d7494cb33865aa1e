import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/** The tenant's catalogue of charges (fees) that products levy on their events. */
export const chargesMigration: Migration = {
  name: '0008-charges',
  async up(db, ctx) {
    await db.schema
      .createTable('charge')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('applies_to', 'varchar(16)', (c) => c.notNull())
      .addColumn('calculation', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint')
      .addColumn('rate_bps', 'integer')
      .addColumn('event', 'varchar(32)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('charge_code_unique', ['tenant_id', 'code'])
      .execute();
    await isolateTenants(db, ctx, 'charge');
    await grantToApp(db, ctx, 'charge', 'read-write');
  },
};
