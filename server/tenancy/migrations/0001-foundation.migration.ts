import { type Kysely, sql } from 'kysely';
import type { Migration, MigrationContext } from '../../db/migration';
import { grantToApp, isolateTenants, refuseChanges } from '../../db/security.sql';

/** Tenants, branches, users, sessions, configuration and the audit log. */
export const foundationMigration: Migration = {
  name: '0001-foundation',
  async up(db, ctx) {
    await createRefuseChangeFunction(db, ctx);
    await createTenantTables(db);
    await createIdentityTables(db);
    await createAuditTables(db);
    for (const table of ['branch', 'app_user', 'auth_session', 'config_entry']) {
      await isolateTenants(db, ctx, table);
      await grantToApp(db, ctx, table, 'read-write');
    }
    await isolateTenants(db, ctx, 'tenant', 'id');
    await grantToApp(db, ctx, 'tenant', 'read-write');
    await isolateTenants(db, ctx, 'audit_log');
    await grantToApp(db, ctx, 'audit_log', 'append-only');
    await refuseChanges(db, ctx, 'audit_log');
  },
};

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
async function createRefuseChangeFunction(db: Kysely<any>, ctx: MigrationContext): Promise<void> {
  if (ctx.engine !== 'postgres') return;
  await sql`create function refuse_change() returns trigger language plpgsql as $$
    begin raise exception '% is append-only', tg_table_name; end $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
async function createTenantTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tenant')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('processing_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('bank_code', 'varchar(6)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('branch')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('code', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('branch_code_unique', ['tenant_id', 'code'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
async function createIdentityTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('phone', 'varchar(14)')
    .addColumn('roles', 'text', (c) => c.notNull())
    .addColumn('permissions', 'text', (c) => c.notNull())
    .addColumn('branch_id', 'varchar(64)', (c) => c.references('branch.id'))
    .addColumn('branch_ids', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(256)', (c) => c.notNull())
    .addColumn('must_change_password', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .addColumn('password_changed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('app_user_username_unique', ['tenant_id', 'username'])
    .execute();
  await db.schema
    .createTable('auth_session')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().references('app_user.id'))
    .addColumn('issued_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('revoked_reason', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('auth_session_user')
    .on('auth_session')
    .columns(['tenant_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('config_entry')
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('key', 'varchar(32)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('config_entry_pk', ['tenant_id', 'key'])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations use an untyped handle.
async function createAuditTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
    .addColumn('user_id', 'varchar(64)')
    .addColumn('username', 'varchar(64)')
    .addColumn('operation_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('target', 'varchar(128)')
    .addColumn('summary', 'varchar(1000)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('error_code', 'varchar(64)')
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_at')
    .on('audit_log')
    .columns(['tenant_id', 'at'])
    .execute();
  // Sign-in throttling counts recent failures of one username from one address.
  await db.schema
    .createIndex('audit_log_target')
    .on('audit_log')
    .columns(['tenant_id', 'operation_id', 'target', 'at'])
    .execute();
}
