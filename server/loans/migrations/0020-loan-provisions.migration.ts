import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/**
 * Loan loss provisioning runs: one row per run, numbered within its processing date. The number
 * is unique per tenant and date, so two runs that read the same allowance at the same moment
 * cannot both post the same difference: the second one's insert is refused and it rolls back.
 * A run is a record of what was posted, like the journal, so it is never rewritten.
 */
export const loanProvisionsMigration: Migration = {
  name: '0020-loan-provisions',
  async up(db, ctx) {
    await db.schema
      .createTable('loan_provision_run')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('run_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('run_number', 'integer', (c) => c.notNull())
      .addColumn('loan_count', 'integer', (c) => c.notNull())
      .addColumn('required_kobo', 'bigint', (c) => c.notNull())
      .addColumn('allowance_before_kobo', 'bigint', (c) => c.notNull())
      .addColumn('posted_kobo', 'bigint', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)')
      .addColumn('entry_number', 'varchar(32)')
      .addColumn('created_by', 'varchar(120)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('loan_provision_run_number_unique', [
        'tenant_id',
        'run_date',
        'run_number',
      ])
      .execute();
    await db.schema
      .createIndex('loan_provision_run_created_index')
      .on('loan_provision_run')
      .columns(['tenant_id', 'created_at'])
      .execute();
    await isolateTenants(db, ctx, 'loan_provision_run');
    await grantToApp(db, ctx, 'loan_provision_run', 'append-only');
    await refuseChanges(db, ctx, 'loan_provision_run');
  },
};
