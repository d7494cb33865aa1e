import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Migration, MigrationContext } from './migration';
import { foundationMigration } from './migrations/0001-foundation.migration';
import { ledgerMigration } from './migrations/0002-ledger.migration';
import { customersMigration } from './migrations/0003-customers.migration';
import { depositsMigration } from './migrations/0004-deposits.migration';
import { customerSearchMigration } from './migrations/0005-customer-search.migration';
import { ledgerIndexesMigration } from './migrations/0006-ledger-indexes.migration';
import { accountMinimumBalanceMigration } from './migrations/0007-account-minimum-balance.migration';
import { chargesMigration } from './migrations/0008-charges.migration';
import { dropUnusedColumnsMigration } from './migrations/0009-drop-unused-columns.migration';
import { idempotencyKeyOwnerMigration } from './migrations/0010-idempotency-key-owner.migration';
import type { DB } from './schema';

/** The PostgreSQL advisory lock that migrating processes take turns on. */
const LOCK_KEY = 727_274;

/** Every migration in order. Append only: a released migration is never edited. */
export const MIGRATIONS: readonly Migration[] = [
  foundationMigration,
  ledgerMigration,
  customersMigration,
  depositsMigration,
  customerSearchMigration,
  ledgerIndexesMigration,
  accountMinimumBalanceMigration,
  chargesMigration,
  dropUnusedColumnsMigration,
  idempotencyKeyOwnerMigration,
];

/**
 * Applies the migrations not yet applied, each in its own transaction together with its record.
 * On PostgreSQL an advisory lock makes several API processes starting at once take turns.
 */
export async function migrate(db: Db, appRole: string | null = null): Promise<string[]> {
  const ctx: MigrationContext = { engine: db.engine, appRole };
  const takeTurns = async (trx: Transaction<DB>) => {
    if (db.engine === 'postgres')
      await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
  };
  // The bookkeeping table is created under the lock as well: two concurrent CREATE TABLE IF NOT
  // EXISTS on PostgreSQL race on the catalogue and one fails with a duplicate pg_type key.
  await db.kysely.transaction().execute(async (trx) => {
    await takeTurns(trx);
    await trx.schema
      .createTable('schema_migration')
      .ifNotExists()
      .addColumn('name', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('applied_at', 'varchar(32)', (c) => c.notNull())
      .execute();
  });
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    await db.kysely.transaction().execute(async (trx) => {
      await takeTurns(trx);
      const done = await sql<{
        name: string;
      }>`select name from schema_migration where name = ${migration.name}`.execute(trx);
      if (done.rows.length > 0) return;
      await migration.up(trx, ctx);
      await sql`insert into schema_migration (name, applied_at) values (${migration.name}, ${new Date().toISOString()})`.execute(
        trx,
      );
      applied.push(migration.name);
    });
  }
  return applied;
}
