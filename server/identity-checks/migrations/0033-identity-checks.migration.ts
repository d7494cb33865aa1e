import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * The tenant's connections to the BVN and NIN services (one row per service) and every check of
 * a customer's BVN or NIN. A check keeps the fingerprint of the identity it compared, so a later
 * change of the customer's name, birth date, phone or number makes it stale.
 */
export const identityChecksMigration: Migration = {
  name: '0033-identity-checks',
  async up(db, ctx) {
    await db.schema
      .createTable('identity_service')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('service', 'varchar(3)', (c) => c.notNull())
      .addColumn('endpoint', 'varchar(300)', (c) => c.notNull())
      .addColumn('organisation_code', 'varchar(40)', (c) => c.notNull())
      .addColumn('username', 'varchar(100)')
      .addColumn('password', 'varchar(200)')
      .addColumn('aes_key', 'varchar(16)')
      .addColumn('iv_key', 'varchar(16)')
      .addColumn('timeout_ms', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('identity_service_pk', ['tenant_id', 'service'])
      .execute();
    await db.schema
      .createTable('customer_identity_check')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('kind', 'varchar(3)', (c) => c.notNull())
      .addColumn('state', 'varchar(20)', (c) => c.notNull())
      .addColumn('mismatched_fields', 'varchar(60)', (c) => c.notNull())
      .addColumn('response_code', 'varchar(4)')
      .addColumn('message', 'varchar(300)', (c) => c.notNull())
      .addColumn('identity_fingerprint', 'varchar(64)', (c) => c.notNull())
      .addColumn('checked_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('checked_by', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_identity_check_customer_index')
      .on('customer_identity_check')
      .columns(['tenant_id', 'customer_id', 'checked_at'])
      .execute();
    for (const table of ['identity_service', 'customer_identity_check']) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
  },
};
