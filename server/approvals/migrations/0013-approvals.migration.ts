import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Approval flows, the requests that wait on them and each request's history. The inbox reads the
 * waiting requests of a tenant by status, so that pair is indexed; the history is append-only.
 */
export const approvalsMigration: Migration = {
  name: '0013-approvals',
  async up(db, ctx) {
    await db.schema
      .createTable('approval_flow')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('operation_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('bands', 'text', (c) => c.notNull())
      .addColumn('expiry_hours', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('approval_flow_type_unique', ['tenant_id', 'operation_type'])
      .execute();
    await db.schema
      .createTable('approval_request')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('flow_id', 'varchar(64)', (c) => c.notNull().references('approval_flow.id'))
      .addColumn('operation_type', 'varchar(32)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('levels_required', 'integer', (c) => c.notNull())
      .addColumn('approvers', 'text', (c) => c.notNull())
      .addColumn('same_branch', 'integer', (c) => c.notNull())
      .addColumn('branch_id', 'varchar(64)')
      .addColumn('maker_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('summary', 'varchar(255)', (c) => c.notNull())
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('hold_account_id', 'varchar(64)')
      .addColumn('hold_id', 'varchar(64)')
      .addColumn('level1_approver_id', 'varchar(64)')
      .addColumn('result_reference', 'varchar(64)')
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(32)')
      .execute();
    await db.schema
      .createIndex('approval_request_status_index')
      .on('approval_request')
      .columns(['tenant_id', 'status', 'created_at'])
      .execute();
    await db.schema
      .createTable('approval_event')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('request_id', 'varchar(64)', (c) => c.notNull().references('approval_request.id'))
      .addColumn('action', 'varchar(16)', (c) => c.notNull())
      .addColumn('level', 'integer')
      .addColumn('actor_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('reason', 'varchar(500)')
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('approval_event_request_index')
      .on('approval_event')
      .columns(['tenant_id', 'request_id'])
      .execute();
    await isolateTenants(db, ctx, 'approval_flow');
    await isolateTenants(db, ctx, 'approval_request');
    await isolateTenants(db, ctx, 'approval_event');
    await grantToApp(db, ctx, 'approval_flow', 'read-write');
    await grantToApp(db, ctx, 'approval_request', 'read-write');
    await grantToApp(db, ctx, 'approval_event', 'append-only');
  },
};
