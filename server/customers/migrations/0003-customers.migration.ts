import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Customers, individual and corporate. The identifiers that must be unique per tenant (BVN, CAC
 * registration number, customer number) are columns with unique constraints; the rest of the
 * profile is one JSON document, since it is read and written whole.
 */
export const customersMigration: Migration = {
  name: '0003-customers',
  async up(db, ctx) {
    await db.schema
      .createTable('customer')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('customer_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('customer_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
      // Lower-cased names, number, phone, email and BVN, for the one search box.
      .addColumn('search_text', 'varchar(1024)', (c) => c.notNull())
      .addColumn('phone', 'varchar(14)', (c) => c.notNull())
      .addColumn('bvn', 'varchar(11)')
      .addColumn('rc_number', 'varchar(10)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)', (c) => c.references('branch.id'))
      .addColumn('profile', 'text', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('customer_number_unique', ['tenant_id', 'customer_number'])
      .addUniqueConstraint('customer_bvn_unique', ['tenant_id', 'bvn'])
      .addUniqueConstraint('customer_rc_number_unique', ['tenant_id', 'rc_number'])
      .execute();
    await db.schema
      .createIndex('customer_name_index')
      .on('customer')
      .columns(['tenant_id', 'display_name'])
      .execute();
    await db.schema
      .createIndex('customer_phone_index')
      .on('customer')
      .columns(['tenant_id', 'phone'])
      .execute();
    await isolateTenants(db, ctx, 'customer');
    await grantToApp(db, ctx, 'customer', 'read-write');
  },
};
