import { sql } from 'kysely';
import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Closes of business, their steps and the jobs (batches) each step is split into. A partial
 * unique index lets a tenant hold one run that is RUNNING or FAILED at a time, whatever two
 * requests race: the database refuses the second.
 */
export const closeOfBusinessMigration: Migration = {
  name: '0042-close-of-business',
  async up(db, ctx) {
    await db.schema
      .createTable('eod_run')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('processing_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('next_date', 'varchar(10)', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('started_by', 'varchar(64)', (c) => c.notNull())
      .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('finished_at', 'varchar(32)')
      .addColumn('failed_step', 'varchar(40)')
      .addColumn('error', 'varchar(1000)')
      .addColumn('warnings', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('eod_run_open_unique')
      .on('eod_run')
      .column('tenant_id')
      .unique()
      .where(sql.ref('status'), 'in', ['RUNNING', 'FAILED'])
      .execute();
    await db.schema
      .createIndex('eod_run_started_index')
      .on('eod_run')
      .columns(['tenant_id', 'started_at'])
      .execute();
    await db.schema
      .createTable('eod_step')
      .addColumn('run_id', 'varchar(64)', (c) => c.notNull().references('eod_run.id'))
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('done_count', 'integer', (c) => c.notNull())
      .addColumn('total_count', 'integer', (c) => c.notNull())
      .addColumn('elapsed_ms', 'integer', (c) => c.notNull())
      .addColumn('started_at', 'varchar(32)')
      .addColumn('finished_at', 'varchar(32)')
      .addColumn('error', 'varchar(1000)')
      .addPrimaryKeyConstraint('eod_step_pk', ['run_id', 'name'])
      .execute();
    await db.schema
      .createTable('eod_job')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('run_id', 'varchar(64)', (c) => c.notNull().references('eod_run.id'))
      .addColumn('step', 'varchar(40)', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('from_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('to_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('item_count', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('claimed_by', 'varchar(64)')
      .addColumn('lease_until', 'varchar(32)')
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('error', 'varchar(1000)')
      .addUniqueConstraint('eod_job_position_unique', ['run_id', 'step', 'position'])
      .execute();
    await db.schema
      .createIndex('eod_job_pending_index')
      .on('eod_job')
      .columns(['run_id', 'step', 'status'])
      .execute();
    for (const table of ['eod_run', 'eod_step', 'eod_job'] as const) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
  },
};
