import type { Migration } from '../../db/migration';
import { grantToApp, isolateTenants } from '../../db/security.sql';

/**
 * Outward NIP transfers, their append-only history and the name enquiries a transfer quotes.
 * The background sender looks for due work by status and next_query_at; reconciliation reads a
 * transfer by session ID and by day, so those are indexed. A session ID is unique per tenant.
 */
export const nipTransfersMigration: Migration = {
  name: '0015-nip-transfers',
  async up(db, ctx) {
    await db.schema
      .createTable('nip_transfer')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('reference', 'varchar(40)', (c) => c.notNull())
      .addColumn('session_id', 'varchar(30)', (c) => c.notNull())
      .addColumn('name_enquiry_session_id', 'varchar(30)', (c) => c.notNull())
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('debit_account_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('customer_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('beneficiary_bank_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('beneficiary_account_number', 'varchar(10)', (c) => c.notNull())
      .addColumn('beneficiary_account_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('beneficiary_bvn', 'varchar(20)', (c) => c.notNull())
      .addColumn('beneficiary_kyc_level', 'varchar(2)', (c) => c.notNull())
      .addColumn('amount_kobo', 'bigint', (c) => c.notNull())
      .addColumn('fee_kobo', 'bigint', (c) => c.notNull())
      .addColumn('vat_kobo', 'bigint', (c) => c.notNull())
      .addColumn('narration', 'varchar(100)', (c) => c.notNull())
      .addColumn('response_code', 'varchar(2)')
      .addColumn('response_message', 'varchar(200)')
      .addColumn('approval_request_id', 'varchar(64)')
      .addColumn('reversal_request_id', 'varchar(64)')
      .addColumn('entry_id', 'varchar(64)')
      .addColumn('reversal_entry_id', 'varchar(64)')
      .addColumn('maker_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
      .addColumn('next_query_at', 'varchar(32)')
      .addColumn('query_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lease_until', 'varchar(32)')
      .addUniqueConstraint('nip_transfer_session_unique', ['tenant_id', 'session_id'])
      .execute();
    await db.schema
      .createIndex('nip_transfer_status_index')
      .on('nip_transfer')
      .columns(['tenant_id', 'status', 'next_query_at'])
      .execute();
    await db.schema
      .createIndex('nip_transfer_created_index')
      .on('nip_transfer')
      .columns(['tenant_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('nip_transfer_customer_index')
      .on('nip_transfer')
      .columns(['tenant_id', 'customer_id', 'created_at'])
      .execute();
    await db.schema
      .createTable('nip_transfer_event')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('transfer_id', 'varchar(64)', (c) => c.notNull().references('nip_transfer.id'))
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('action', 'varchar(40)', (c) => c.notNull())
      .addColumn('response_code', 'varchar(2)')
      .addColumn('detail', 'varchar(300)')
      .addColumn('actor_id', 'varchar(64)')
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('nip_transfer_event_transfer_index')
      .on('nip_transfer_event')
      .columns(['tenant_id', 'transfer_id'])
      .execute();
    await db.schema
      .createTable('nip_name_enquiry')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('tenant_id', 'varchar(64)', (c) => c.notNull().references('tenant.id'))
      .addColumn('session_id', 'varchar(30)', (c) => c.notNull())
      .addColumn('bank_code', 'varchar(6)', (c) => c.notNull())
      .addColumn('account_number', 'varchar(10)', (c) => c.notNull())
      .addColumn('account_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('bvn', 'varchar(20)', (c) => c.notNull())
      .addColumn('kyc_level', 'varchar(2)', (c) => c.notNull())
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('at', 'varchar(32)', (c) => c.notNull())
      .addUniqueConstraint('nip_name_enquiry_session_unique', ['tenant_id', 'session_id'])
      .execute();
    // The tenants with outward transfers, read by the background sender across tenants (it
    // holds nothing but their ids), so it has no row-level policy of its own.
    await db.schema
      .createTable('nip_sender_tenant')
      .addColumn('tenant_id', 'varchar(64)', (c) => c.primaryKey().references('tenant.id'))
      .execute();
    await grantToApp(db, ctx, 'nip_sender_tenant', 'read-write');
    await isolateTenants(db, ctx, 'nip_transfer');
    await isolateTenants(db, ctx, 'nip_transfer_event');
    await isolateTenants(db, ctx, 'nip_name_enquiry');
    await grantToApp(db, ctx, 'nip_transfer', 'read-write');
    await grantToApp(db, ctx, 'nip_transfer_event', 'append-only');
    await grantToApp(db, ctx, 'nip_name_enquiry', 'read-write');
  },
};
