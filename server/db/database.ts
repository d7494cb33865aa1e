import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** An open database: the Kysely handle plus which engine is behind it. */
export interface Db {
  readonly kysely: Kysely<DB>;
  readonly engine: Engine;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { readonly engine: 'sqlite'; readonly file: string }
  | { readonly engine: 'postgres'; readonly url: string; readonly poolSize?: number };

// BIGINT (int8) comes back from pg as text by default. Every int8 we store is an amount in kobo or
// a count, bounded far below 2^53 by the contract, so it is safe as a JavaScript number.
pg.types.setTypeParser(20, (text) => Number(text));

export function openDatabase(target: DatabaseTarget): Db {
  if (target.engine === 'sqlite') return openSqlite(target.file);
  const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const kysely = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { kysely, engine: 'postgres', close: () => kysely.destroy() };
}

function openSqlite(file: string): Db {
  const sqlite = new Database(file);
  // WAL lets readers run beside the writer; FULL makes a commit survive power loss, which a
  // ledger needs more than speed; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // REPLACE deletes the row it replaces; with recursive triggers that delete fires the
  // append-only tables' DELETE triggers, so INSERT OR REPLACE cannot rewrite history either.
  sqlite.pragma('recursive_triggers = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, engine: 'sqlite', close: () => kysely.destroy() };
}
