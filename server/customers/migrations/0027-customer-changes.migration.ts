import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * A customer's record can be edited: each customer gets a version that an edit must name (an
 * editor who read an older one is refused), the identity change that waits for a checker (one at
 * a time), and a history of every change with each field's label, before and after, in words.
 */
export const customerChangesMigration: Migration = {
  name: '0027-customer-changes',
  async up(db, ctx) {
    await db.schema
      .alterTable('customer')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('customer').addColumn('pending_change_id', 'varchar(64)').execute();
    await db.schema
      .createTable('customer_change')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull().references('customer.id'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      // JSON array of { field, label, before, after }, the values already in words. The history
      // is append-only, as the audit log is.
      .addColumn('fields', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('approval_request_id', 'varchar(64)')
      .addColumn('approval_reference', 'varchar(32)')
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_change_customer_index')
      .on('customer_change')
      .columns(['tenant_id', 'customer_id', 'at'])
      .execute();
    await isolateTenants(db, ctx, 'customer_change');
    await grantToApp(db, ctx, 'customer_change', 'append-only');
  },
};
