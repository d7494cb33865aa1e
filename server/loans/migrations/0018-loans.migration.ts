import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * Loan products, loans, their instalments and their transactions. Lists filter loans by status,
 * product, officer and branch and sort them by creation, so those are indexed; a loan number and
 * a product code are unique per tenant, an instalment number per loan.
 */
export const loansMigration: Migration = {
  name: '0018-loans',
  async up(db, ctx) {
    await db.schema
      .createTable('loan_product')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('terms', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('loan_product_code_unique', ['tenant_id', 'code'])
      .execute();
    await db.schema
      .createTable('loan')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('loan_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('application_id', 'varchar(64)')
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('product_id', 'varchar(64)', (c) => c.notNull().references('loan_product.id'))
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('officer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)')
      .addColumn('purpose', 'varchar(255)', (c) => c.notNull())
      .addColumn('status', 'varchar(32)', (c) => c.notNull())
      .addColumn('principal_kobo', 'bigint', (c) => c.notNull())
      .addColumn('annual_interest_rate', 'varchar(16)', (c) => c.notNull())
      .addColumn('number_of_repayments', 'integer', (c) => c.notNull())
      .addColumn('terms', 'text', (c) => c.notNull())
      .addColumn('expected_disbursement_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('disbursement_date', 'varchar(10)')
      .addColumn('maturity_date', 'varchar(10)')
      .addColumn('disbursement_charges_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('principal_outstanding_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('interest_outstanding_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('fee_outstanding_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('penalty_outstanding_kobo', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('closed_on', 'varchar(10)')
      .addColumn('topped_up_by_loan_id', 'varchar(64)')
      .addColumn('top_up_of_loan_id', 'varchar(64)')
      .addColumn('write_off_request_id', 'varchar(64)')
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('loan_number_unique', ['tenant_id', 'loan_number'])
      .execute();
    for (const [name, column] of [
      ['loan_status_index', 'status'],
      ['loan_product_index', 'product_id'],
      ['loan_officer_index', 'officer_id'],
      ['loan_branch_index', 'branch_id'],
      ['loan_customer_index', 'customer_id'],
    ] as const) {
      await db.schema
        .createIndex(name)
        .on('loan')
        .columns(['tenant_id', column, 'created_at'])
        .execute();
    }
    await db.schema
      .createIndex('loan_created_index')
      .on('loan')
      .columns(['tenant_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('loan_instalment')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('loan_id', 'varchar(64)', (c) => c.notNull().references('loan.id'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('principal_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_kobo', 'bigint', (c) => c.notNull())
      .addColumn('fee_kobo', 'bigint', (c) => c.notNull())
      .addColumn('penalty_kobo', 'bigint', (c) => c.notNull())
      .addColumn('balance_kobo', 'bigint', (c) => c.notNull())
      .addColumn('principal_paid_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_paid_kobo', 'bigint', (c) => c.notNull())
      .addColumn('fee_paid_kobo', 'bigint', (c) => c.notNull())
      .addColumn('penalty_paid_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_waived_kobo', 'bigint', (c) => c.notNull())
      .addColumn('penalty_charged_on', 'varchar(10)')
      .addUniqueConstraint('loan_instalment_number_unique', ['tenant_id', 'loan_id', 'number'])
      .execute();
    await db.schema
      .createTable('loan_transaction')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('loan_id', 'varchar(64)', (c) => c.notNull().references('loan.id'))
      .addColumn('type', 'varchar(20)', (c) => c.notNull())
      .addColumn('posting_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('principal_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_kobo', 'bigint', (c) => c.notNull())
      .addColumn('fee_kobo', 'bigint', (c) => c.notNull())
      .addColumn('penalty_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_waived_kobo', 'bigint', (c) => c.notNull())
      .addColumn('outstanding_kobo', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('entry_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('narration', 'varchar(255)', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('loan_transaction_loan_index')
      .on('loan_transaction')
      .columns(['tenant_id', 'loan_id', 'created_at'])
      .execute();
    for (const table of ['loan_product', 'loan', 'loan_instalment', 'loan_transaction']) {
      await isolateTenants(db, ctx, table);
    }
    await grantToApp(db, ctx, 'loan_product', 'read-write');
    await grantToApp(db, ctx, 'loan', 'read-write');
    await grantToApp(db, ctx, 'loan_instalment', 'read-write');
    await grantToApp(db, ctx, 'loan_transaction', 'append-only');
    // A loan's transactions are its history of postings: like the journal, never rewritten.
    await refuseChanges(db, ctx, 'loan_transaction');
  },
};
