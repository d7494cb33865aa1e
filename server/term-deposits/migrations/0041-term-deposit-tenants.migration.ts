import type { Migration } from '../../db/migration';
import { grantToApp } from '../../db/security.sql';

/**
 * The tenants that hold term deposits, read by the background accrual across tenants (it holds
 * nothing but their ids), so it has no row-level policy of its own.
 */
export const termDepositTenantsMigration: Migration = {
  name: '0041-term-deposit-tenants',
  async up(db, ctx) {
    await db.schema
      .createTable('term_deposit_tenant')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .execute();
    await grantToApp(db, ctx, 'term_deposit_tenant', 'read-write');
  },
};
