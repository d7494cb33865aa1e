import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * The tenant's list of institutions reachable over NIP, searched by name or either code. The
 * switch knows a few hundred institutions, so a search reads the tenant's rows through the unique
 * key's index and needs no other.
 */
export const banksMigration: Migration = {
  name: '0012-banks',
  async up(db, ctx) {
    await db.schema
      .createTable('bank')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('cbn_code', 'varchar(3)')
      .addColumn('nip_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('category', 'varchar(16)', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('bank_nip_code_unique', ['tenant_id', 'nip_code'])
      .execute();
    await isolateTenants(db, ctx, 'bank');
    await grantToApp(db, ctx, 'bank', 'read-write');
  },
};
