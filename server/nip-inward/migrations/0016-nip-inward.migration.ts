import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * The transfers the NIP switch brought to our customers, one row per session ID: the unique
 * (tenant, session) pair is what makes a resent credit a duplicate even when two arrive at once.
 * A refused one is kept with its code, so that a status query answers what was answered; rows
 * are only ever added.
 */
export const nipInwardMigration: Migration = {
  name: '0016-nip-inward',
  async up(db, ctx) {
    await db.schema
      .createTable('nip_inward_transfer')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('session_id', 'varchar(30)', (c) => c.notNull())
      .addColumn('account_id', 'varchar(64)')
      .addColumn('beneficiary_account_number', 'varchar(10)', (c) => c.notNull())
      .addColumn('beneficiary_account_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('originator_account_number', 'varchar(20)', (c) => c.notNull())
      .addColumn('originator_account_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('originator_institution_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('narration', 'varchar(255)', (c) => c.notNull())
      .addColumn('payment_reference', 'varchar(100)', (c) => c.notNull())
      .addColumn('response_code', 'varchar(2)', (c) => c.notNull())
      .addColumn('entry_id', 'varchar(64)', (c) => c.references('journal_entry.id'))
      .addColumn('received_at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('nip_inward_transfer_session_unique', ['tenant_id', 'session_id'])
      .execute();
    await db.schema
      .createIndex('nip_inward_transfer_account_index')
      .on('nip_inward_transfer')
      .columns(['tenant_id', 'account_id', 'received_at'])
      .execute();
    await isolateTenants(db, ctx, 'nip_inward_transfer');
    await grantToApp(db, ctx, 'nip_inward_transfer', 'append-only');
  },
};
