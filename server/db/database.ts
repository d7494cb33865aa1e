import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase, SqliteDialect } from 'kysely';
import pg from 'pg';
import { CommitGroup } from './commit-group';
import type { DB } from './schema';

export type Engine = 'sqlite' | 'postgres';

/** An open database: the Kysely handle plus which engine is behind it. */
export interface Db {
  readonly kysely: Kysely<DB>;
  readonly engine: Engine;
  /** SQLite only: where its transactions queue to share commits. */
  readonly commits?: CommitGroup;
  /** SQLite only: a second connection for transactions that only read. */
  readonly reads?: Kysely<DB>;
  /** SQLite only: each connection's prepared statements, for prepared queries (decision 020). */
  readonly statements?: { readonly writer: StatementCache; readonly reader: StatementCache };
  close(): Promise<void>;
}

/** A SQLite connection's statements by text, each prepared once. */
export interface StatementCache {
  prepare(text: string): Database.Statement;
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
  const writer = connectSqlite(file);
  // WAL lets readers run beside the writer; FULL makes a commit survive power loss, which a
  // ledger needs more than speed.
  writer.pragma('journal_mode = WAL');
  writer.pragma('synchronous = FULL');
  // A statement inside a savepoint (each transaction of a commit group, decision 017) keeps the
  // pages it changes in a statement journal so that it can be undone alone. On a temporary file
  // that journal cost more writes than the WAL itself; in memory it costs a copy. The reader
  // keeps the default, so a large sort of a report still spills to disk.
  writer.pragma('temp_store = MEMORY');
  // A checkpoint copies the WAL's pages into the database inside some writer's COMMIT. The same
  // few pages (the ends of the ledger's indexes) change in every transaction, so checkpointing
  // every 10,000 pages (40 MB of WAL) instead of SQLite's 1,000 copies each of them a tenth as
  // often and stalls the writer a tenth as often.
  writer.pragma('wal_autocheckpoint = 10000');
  // The writer reads its pages through a memory map instead of a read() each. The reader does
  // not: it starts afresh after every commit of the writer, and a small read then cost it three
  // times as much through the map (authentication's lookup: 35-50 µs mapped, 24 µs not).
  writer.pragma('mmap_size = 268435456');
  // A second connection for work that only reads: it reads the last commit while the writer's
  // group is still running, instead of queueing behind it (WAL readers do not block the writer).
  const reader = connectSqlite(file);
  reader.pragma('query_only = ON');
  const statements = { writer: cachingStatements(writer), reader: cachingStatements(reader) };
  const kysely = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements.writer }) });
  const reads = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements.reader }) });
  return {
    kysely,
    reads,
    statements,
    engine: 'sqlite',
    commits: new CommitGroup(),
    close: async () => {
      await reads.destroy();
      await kysely.destroy();
      // Kysely closes a connection only if it ever ran a query on it; the reader often has not,
      // and left open it would keep the WAL (and every later commit) outside the file.
      for (const connection of [reader, writer]) if (connection.open) connection.close();
    },
  };
}

function connectSqlite(file: string): Database.Database {
  const sqlite = new Database(file);
  // Foreign keys are off by default in SQLite.
  sqlite.pragma('foreign_keys = ON');
  // REPLACE deletes the row it replaces; with recursive triggers that delete fires the
  // append-only tables' DELETE triggers, so INSERT OR REPLACE cannot rewrite history either.
  sqlite.pragma('recursive_triggers = ON');
  sqlite.pragma('busy_timeout = 5000');
  // The default page cache is 2 MB; a ledger's indexes outgrow it at once, and every miss is a
  // read from disk inside the one writer's transaction.
  sqlite.pragma('cache_size = -65536');
  return sqlite;
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew on each call; preparing costs as much as running a small
 * statement, and the app sends the same few hundred texts over and over. A prepared statement is
 * reusable once it has run (Kysely never leaves one iterating), so they are kept by text; past
 * the cache's size (texts built from user input, such as IN lists) it starts afresh.
 */
function cachingStatements(sqlite: Database.Database): SqliteDatabase & StatementCache {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (statement === undefined) {
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.clear();
        statement = sqlite.prepare(text);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}
