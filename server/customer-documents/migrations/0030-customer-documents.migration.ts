import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * A customer's KYC files with their bytes (a blob on either engine, so they back up with the
 * data: decision 050), and the mandate of an account. A file's row is only ever added or marked
 * replaced by a newer one; its bytes never change.
 */
export const customerDocumentsMigration: Migration = {
  name: '0030-customer-documents',
  async up(db, ctx) {
    const blob = ctx.engine === 'postgres' ? 'bytea' : 'blob';
    await db.schema
      .createTable('customer_document')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull().references('customer.id'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('id_type', 'varchar(32)')
      .addColumn('id_number', 'varchar(20)')
      .addColumn('issued_on', 'varchar(10)')
      .addColumn('expires_on', 'varchar(10)')
      .addColumn('file_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('content', blob, (c) => c.notNull())
      .addColumn('replaced_by', 'varchar(64)')
      .addColumn('uploaded_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('uploaded_by_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('customer_document_customer_index')
      .on('customer_document')
      .columns(['tenant_id', 'customer_id', 'kind'])
      .execute();
    await isolateTenants(db, ctx, 'customer_document');
    await grantToApp(db, ctx, 'customer_document', 'read-write');
    await db.schema
      .createTable('account_mandate')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull().references('deposit_account.id'))
      .addColumn('rule', 'varchar(16)', (c) => c.notNull())
      .addColumn('signatories', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('account_mandate_pk', ['tenant_id', 'account_id'])
      .execute();
    await isolateTenants(db, ctx, 'account_mandate');
    await grantToApp(db, ctx, 'account_mandate', 'read-write');
  },
};
