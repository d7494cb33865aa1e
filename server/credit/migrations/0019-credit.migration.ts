import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * Credit scorecards (every saved version kept, numbered per tenant), credit applications and
 * their append-only history. Lists read applications by status, officer and date, so those are
 * indexed; an application number is unique per tenant.
 */
export const creditMigration: Migration = {
  name: '0019-credit',
  async up(db, ctx) {
    await db.schema
      .createTable('credit_scorecard')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('definition', 'text', (c) => c.notNull())
      .addColumn('created_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('credit_scorecard_version_unique', ['tenant_id', 'version'])
      .execute();
    await db.schema
      .createTable('credit_application')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('application_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('principal_kobo', 'bigint', (c) => c.notNull())
      .addColumn('number_of_repayments', 'integer', (c) => c.notNull())
      .addColumn('annual_interest_rate', 'varchar(16)', (c) => c.notNull())
      .addColumn('account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(255)', (c) => c.notNull())
      .addColumn('monthly_income_kobo', 'bigint', (c) => c.notNull())
      .addColumn('employment_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('existing_obligations_kobo', 'bigint', (c) => c.notNull())
      .addColumn('bureau_max_days_in_arrears', 'integer')
      .addColumn('officer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)')
      .addColumn('analyst_id', 'varchar(64)')
      .addColumn('scorecard_id', 'varchar(64)')
      .addColumn('score', 'text')
      .addColumn('grade', 'varchar(1)')
      .addColumn('total_points', 'integer')
      .addColumn('recommendation', 'text')
      .addColumn('decision_reason', 'varchar(500)')
      .addColumn('approval_request_id', 'varchar(64)')
      .addColumn('loan_id', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('credit_application_number_unique', ['tenant_id', 'application_number'])
      .execute();
    await db.schema
      .createIndex('credit_application_status_index')
      .on('credit_application')
      .columns(['tenant_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createIndex('credit_application_officer_index')
      .on('credit_application')
      .columns(['tenant_id', 'officer_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('credit_application_created_index')
      .on('credit_application')
      .columns(['tenant_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('credit_application_event')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('application_id', 'varchar(64)', (c) =>
        c.notNull().references('credit_application.id'),
      )
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('actor_id', 'varchar(64)')
      .addColumn('reason', 'varchar(500)')
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('credit_application_event_application_index')
      .on('credit_application_event')
      .columns(['tenant_id', 'application_id'])
      .execute();
    await isolateTenants(db, ctx, 'credit_scorecard');
    await isolateTenants(db, ctx, 'credit_application');
    await isolateTenants(db, ctx, 'credit_application_event');
    // A saved version is never changed: applications point at the version they were scored with.
    await grantToApp(db, ctx, 'credit_scorecard', 'append-only');
    await refuseChanges(db, ctx, 'credit_scorecard');
    await grantToApp(db, ctx, 'credit_application', 'read-write');
    await grantToApp(db, ctx, 'credit_application_event', 'append-only');
  },
};
