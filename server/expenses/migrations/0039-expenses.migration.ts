import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Expenses with their worked-out taxes, and their invoices' bytes in a table of their own (a
 * blob on either engine, so lists never read them). An expense's figures never change once
 * recorded; only its status, its approval request and its journal entry are filled in.
 */
export const expensesMigration: Migration = {
  name: '0039-expenses',
  async up(db, ctx) {
    const blob = ctx.engine === 'postgres' ? 'bytea' : 'blob';
    await db.schema
      .createTable('expense')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('expense_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('payee_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('payee_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('supply_kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('gl_account_id', 'varchar(64)', (c) => c.notNull().references('gl_account.id'))
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull().references('branch.id'))
      .addColumn('paid_from_account_id', 'varchar(64)', (c) =>
        c.notNull().references('gl_account.id'),
      )
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('vat_charged', 'integer', (c) => c.notNull())
      .addColumn('vat_kobo', 'bigint', (c) => c.notNull())
      .addColumn('wht_rate_bp', 'integer', (c) => c.notNull())
      .addColumn('wht_kobo', 'bigint', (c) => c.notNull())
      .addColumn('paid_kobo', 'bigint', (c) => c.notNull())
      .addColumn('invoice_reference', 'varchar(64)', (c) => c.notNull())
      .addColumn('invoice_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('description', 'varchar(255)', (c) => c.notNull())
      .addColumn('approval_request_id', 'varchar(64)')
      .addColumn('journal_entry_id', 'varchar(64)')
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_by_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(32)')
      .addUniqueConstraint('expense_number_unique', ['tenant_id', 'expense_number'])
      .execute();
    await db.schema
      .createIndex('expense_date_index')
      .on('expense')
      .columns(['tenant_id', 'invoice_date'])
      .execute();
    await isolateTenants(db, ctx, 'expense');
    await grantToApp(db, ctx, 'expense', 'read-write');
    await db.schema
      .createTable('expense_invoice')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('expense_id', 'varchar(64)', (c) => c.notNull().references('expense.id'))
      .addColumn('file_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('content_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
      .addColumn('content', blob, (c) => c.notNull())
      .addColumn('uploaded_at', 'varchar(32)', (c) => c.notNull())
      .addPrimaryKeyConstraint('expense_invoice_pk', ['tenant_id', 'expense_id'])
      .execute();
    await isolateTenants(db, ctx, 'expense_invoice');
    await grantToApp(db, ctx, 'expense_invoice', 'read-write');
  },
};
