import type { Migration } from '../../db/migration';

/**
 * The audit log names the record a call acted on (its kind and id) and keeps what a change
 * changed, before and after, as JSON text of at most 16 KB. Older events keep nulls. The table
 * stays append-only: its triggers and grants cover the new columns as they cover the old.
 */
export const auditEntityChangesMigration: Migration = {
  name: '0050-audit-entity-changes',
  async up(db) {
    await db.schema.alterTable('audit_log').addColumn('entity_type', 'varchar(32)').execute();
    await db.schema.alterTable('audit_log').addColumn('entity_id', 'varchar(128)').execute();
    await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();
    // The history of one record: its events newest first.
    await db.schema
      .createIndex('audit_log_entity')
      .on('audit_log')
      .columns(['tenant_id', 'entity_type', 'entity_id', 'at'])
      .execute();
  },
};
