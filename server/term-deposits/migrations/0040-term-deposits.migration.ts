import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * Term deposit products (their rate charts as JSON), the deposits, each accrual posted and the
 * history of each deposit's transitions. An accrual's unique key (deposit, the day it accrues to)
 * makes a day's interest post once whatever reruns meet.
 */
export const termDepositsMigration: Migration = {
  name: '0040-term-deposits',
  async up(db, ctx) {
    await db.schema
      .createTable('term_deposit_product')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('code', 'varchar(32)', (c) => c.notNull())
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('tenor_unit', 'varchar(8)', (c) => c.notNull())
      .addColumn('min_tenor', 'integer', (c) => c.notNull())
      .addColumn('max_tenor', 'integer', (c) => c.notNull())
      .addColumn('min_amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('max_amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('interest_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('compounding_period_months', 'integer')
      .addColumn('days_in_year', 'varchar(8)', (c) => c.notNull())
      .addColumn('interest_payout', 'varchar(12)', (c) => c.notNull())
      .addColumn('payout_period_months', 'integer')
      .addColumn('withholding_tax', 'integer', (c) => c.notNull())
      .addColumn('penalty', 'varchar(200)', (c) => c.notNull())
      .addColumn('maturity_instructions', 'varchar(200)', (c) => c.notNull())
      .addColumn('rate_chart', 'text', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('term_deposit_product_code_unique', ['tenant_id', 'code'])
      .execute();
    await db.schema
      .createTable('term_deposit')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('deposit_number', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(24)', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('product_id', 'varchar(64)', (c) =>
        c.notNull().references('term_deposit_product.id'),
      )
      .addColumn('principal_kobo', 'bigint', (c) => c.notNull())
      .addColumn('annual_interest_rate', 'varchar(16)', (c) => c.notNull())
      .addColumn('tenor', 'integer', (c) => c.notNull())
      .addColumn('tenor_unit', 'varchar(8)', (c) => c.notNull())
      .addColumn('interest_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('compounding_period_months', 'integer')
      .addColumn('days_in_year', 'varchar(8)', (c) => c.notNull())
      .addColumn('interest_payout', 'varchar(12)', (c) => c.notNull())
      .addColumn('payout_period_months', 'integer')
      .addColumn('withholding_tax_rate', 'varchar(16)', (c) => c.notNull())
      .addColumn('penalty', 'varchar(200)', (c) => c.notNull())
      .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('maturity_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('interest_kobo', 'bigint', (c) => c.notNull())
      .addColumn('withholding_tax_kobo', 'bigint', (c) => c.notNull())
      .addColumn('maturity_amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('net_maturity_amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('accrued_interest_kobo', 'bigint', (c) => c.notNull())
      .addColumn('last_accrued_on', 'varchar(10)')
      .addColumn('interest_paid_kobo', 'bigint', (c) => c.notNull())
      .addColumn('gl_principal_kobo', 'bigint', (c) => c.notNull())
      .addColumn('gl_accrued_kobo', 'bigint', (c) => c.notNull())
      .addColumn('maturity_instruction', 'varchar(40)', (c) => c.notNull())
      .addColumn('funding', 'varchar(8)', (c) => c.notNull())
      .addColumn('till_session_id', 'varchar(64)')
      .addColumn('lien_reason', 'varchar(200)')
      .addColumn('lien_loan_id', 'varchar(64)')
      .addColumn('lien_placed_at', 'varchar(32)')
      .addColumn('lien_placed_by', 'varchar(120)')
      .addColumn('rolled_from_id', 'varchar(64)')
      .addColumn('rolled_into_id', 'varchar(64)')
      .addColumn('approval_request_id', 'varchar(64)')
      .addColumn('hold_id', 'varchar(64)')
      .addColumn('booking_entry_id', 'varchar(64)')
      .addColumn('closing_entry_id', 'varchar(64)')
      .addColumn('closed_on', 'varchar(10)')
      .addColumn('narration', 'varchar(140)')
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('term_deposit_number_unique', ['tenant_id', 'deposit_number'])
      .execute();
    await db.schema
      .createIndex('term_deposit_status_index')
      .on('term_deposit')
      .columns(['tenant_id', 'status', 'maturity_date'])
      .execute();
    await db.schema
      .createIndex('term_deposit_customer_index')
      .on('term_deposit')
      .columns(['tenant_id', 'customer_id'])
      .execute();
    await db.schema
      .createTable('term_deposit_accrual')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('deposit_id', 'varchar(64)', (c) => c.notNull().references('term_deposit.id'))
      .addColumn('from_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('to_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('term_deposit_accrual_day_unique', [
        'tenant_id',
        'deposit_id',
        'to_date',
      ])
      .execute();
    await db.schema
      .createTable('term_deposit_event')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('deposit_id', 'varchar(64)', (c) => c.notNull().references('term_deposit.id'))
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addColumn('from_status', 'varchar(24)')
      .addColumn('to_status', 'varchar(24)', (c) => c.notNull())
      .addColumn('note', 'varchar(300)', (c) => c.notNull())
      .addColumn('by_name', 'varchar(120)', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .execute();
    await db.schema
      .createIndex('term_deposit_event_deposit_index')
      .on('term_deposit_event')
      .columns(['tenant_id', 'deposit_id', 'at'])
      .execute();
    for (const table of ['term_deposit_product', 'term_deposit'] as const) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
    for (const table of ['term_deposit_accrual', 'term_deposit_event'] as const) {
      await refuseChanges(db, ctx, table);
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'append-only');
    }
  },
};
