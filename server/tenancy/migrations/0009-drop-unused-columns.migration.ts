import type { Migration } from '../../db/migration';

/**
 * Drops columns nothing reads any more: the customer's search text, replaced by the search
 * tokens of migration 0005 (decision 016), and the idempotency key's lease and claim token,
 * unused since keys are claimed in the work's own transaction (decision 017). Each was still
 * written on every customer or money call.
 */
export const dropUnusedColumnsMigration: Migration = {
  name: '0009-drop-unused-columns',
  async up(db) {
    await db.schema.alterTable('customer').dropColumn('search_text').execute();
    await db.schema.alterTable('idempotency_key').dropColumn('locked_until').execute();
    await db.schema.alterTable('idempotency_key').dropColumn('claim_token').execute();
  },
};
