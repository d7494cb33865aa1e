import type { Migration } from '../../db/migration';

/**
 * An idempotency key belongs to the user who first sent it, so that another user of the tenant
 * who sends the same key is refused instead of receiving the first user's stored answer. Keys
 * written before this step have no owner (the empty string) and are replayed to no one; they
 * expire within the 48 hours that keys are kept. Row-level security and the app role's grants
 * are on the table, not on its columns, so they cover the new column as they are.
 */
export const idempotencyKeyOwnerMigration: Migration = {
  name: '0010-idempotency-key-owner',
  async up(db) {
    await db.schema
      .alterTable('idempotency_key')
      .addColumn('user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
