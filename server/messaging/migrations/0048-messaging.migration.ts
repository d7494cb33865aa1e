import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * The tenant's mail server and SMS webhook (one row each), its templates (one per kind it saved)
 * and the queue of messages with the tenants that have one.
 */
export const messagingMigration: Migration = {
  name: '0048-messaging',
  async up(db, ctx) {
    await db.schema
      .createTable('email_settings')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .addColumn('host', 'varchar(253)', (c) => c.notNull())
      .addColumn('port', 'integer', (c) => c.notNull())
      .addColumn('tls_mode', 'varchar(10)', (c) => c.notNull())
      .addColumn('username', 'varchar(200)')
      .addColumn('password', 'varchar(200)')
      .addColumn('from_address', 'varchar(254)', (c) => c.notNull())
      .addColumn('from_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('sms_settings')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .addColumn('url', 'varchar(500)', (c) => c.notNull())
      .addColumn('method', 'varchar(4)', (c) => c.notNull())
      .addColumn('headers', 'text', (c) => c.notNull())
      .addColumn('body_template', 'text', (c) => c.notNull())
      .addColumn('shared_secret', 'varchar(200)')
      .addColumn('sender_id', 'varchar(11)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('message_template')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('channels', 'varchar(20)', (c) => c.notNull())
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
      .addPrimaryKeyConstraint('message_template_pk', ['tenant_id', 'kind'])
      .execute();
    await db.schema
      .createTable('message')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('channel', 'varchar(8)', (c) => c.notNull())
      .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
      .addColumn('subject', 'varchar(1000)')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'varchar(32)')
      .addColumn('lease_until', 'varchar(32)')
      .addColumn('claim_token', 'varchar(64)')
      .addColumn('last_error', 'varchar(500)')
      .addColumn('failed_attempts', 'text', (c) => c.notNull())
      .addColumn('provider_id', 'varchar(300)')
      .addColumn('dedupe_key', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('sent_at', 'varchar(32)')
      .addUniqueConstraint('message_dedupe_unique', ['tenant_id', 'dedupe_key'])
      .execute();
    await db.schema
      .createIndex('message_due_index')
      .on('message')
      .columns(['tenant_id', 'status', 'next_attempt_at'])
      .execute();
    await db.schema
      .createIndex('message_created_index')
      .on('message')
      .columns(['tenant_id', 'created_at'])
      .execute();
    // The tenants with a queue, read by the background sender across tenants (it holds nothing
    // but their ids), so it has no row-level policy of its own.
    await db.schema
      .createTable('message_sender_tenant')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .execute();
    await grantToApp(db, ctx, 'message_sender_tenant', 'read-write');
    for (const table of ['email_settings', 'sms_settings', 'message_template', 'message']) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
  },
};
