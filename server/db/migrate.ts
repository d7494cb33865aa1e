import { sql, type Transaction } from 'kysely';
import type { Db } from './database';
import type { Migration, MigrationContext } from './migration';
import type { DB } from './schema';

/** The PostgreSQL advisory lock that migrating processes take turns on. */
const LOCK_KEY = 727_274;

/**
 * Applies the given migrations not yet applied, in their order, each in its own transaction together with its record.
 * On PostgreSQL an advisory lock makes several API processes starting at once take turns.
 */
export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  appRole: string | null = null,
): Promise<string[]> {
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
  for (const migration of migrations) {
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
