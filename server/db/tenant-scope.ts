import { type Kysely, sql } from 'kysely';
import type { Db, Engine, StatementCache } from './database';
import type { DB } from './schema';

/**
 * The tenant-scoped handle: a transaction that belongs to one tenant. Every repository function
 * that reads or writes tenant data takes one of these first, so no query can be written without a
 * tenant at hand; on PostgreSQL the same tenant is also set for row-level security.
 */
export interface TenantTx {
  /** A transaction, or on SQLite for one statement alone (inTenantReadOne) the read connection. */
  readonly trx: Kysely<DB>;
  readonly tenantId: string;
  readonly engine: Engine;
  /**
   * SQLite only: the prepared statements of the connection `trx` runs on, so that a prepared
   * query runs there directly instead of through Kysely's executor (decision 020).
   */
  readonly statements?: StatementCache | undefined;
}

/**
 * Runs `work` in one transaction scoped to `tenantId`; it commits only if `work` resolves. On
 * SQLite it may share its commit with others queued at the same moment (CommitGroup).
 */
export async function inTenant<T>(
  db: Db,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const statements = db.statements?.writer;
  if (db.commits) {
    return db.commits.run(db.kysely, (trx) =>
      work({ trx, tenantId, engine: db.engine, statements }),
    );
  }
  return ownTransaction(db, { trx: db.kysely, statements }, tenantId, work);
}

/**
 * Like inTenant, for work that only reads: on SQLite it runs on the read connection (a snapshot
 * of the last commit, refused any write), so it neither waits for nor splits the writers' groups.
 */
export async function inTenantRead<T>(
  db: Db,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  return ownTransaction(
    db,
    { trx: db.reads ?? db.kysely, statements: db.statements?.reader },
    tenantId,
    work,
  );
}

/**
 * Like inTenantRead, for work of one statement (authentication's lookup): on SQLite it runs on
 * the read connection without BEGIN and COMMIT, since one statement reads one snapshot anyway.
 * On PostgreSQL it needs the transaction that scopes the tenant for row-level security.
 */
export async function inTenantReadOne<T>(
  db: Db,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  // Through Kysely, not the connection's statements: its lock makes the read wait for a read
  // transaction still open on the connection, instead of running inside that older snapshot.
  if (db.reads) return work({ trx: db.reads, tenantId, engine: db.engine });
  return ownTransaction(db, { trx: db.kysely }, tenantId, work);
}

function ownTransaction<T>(
  db: Db,
  connection: { trx: Kysely<DB>; statements?: StatementCache | undefined },
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  if (db.engine === 'postgres') return tenantTransaction(connection.trx, tenantId, work);
  return connection.trx
    .transaction()
    .execute((trx) =>
      work({ trx, tenantId, engine: db.engine, statements: connection.statements }),
    );
}

/**
 * A PostgreSQL transaction scoped to one tenant for row-level security. BEGIN and the tenant's
 * setting go in one round trip instead of two, which every request pays: a simple query of two
 * statements, so the tenant is a literal, checked against the contract's pattern. SET LOCAL
 * lasts until the transaction ends, so a pooled connection never carries one tenant's context
 * into another's request.
 */
function tenantTransaction<T>(
  kysely: Kysely<DB>,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const begin = sql.raw(
    `begin; select set_config('app.tenant_id', ${tenantLiteral(tenantId)}, true)`,
  );
  return kysely.connection().execute(async (connection) => {
    let result: T;
    try {
      await begin.execute(connection);
      result = await work({ trx: connection, tenantId, engine: 'postgres' });
    } catch (error) {
      // Also after a failed BEGIN: the connection must go back to the pool outside a transaction.
      await sql`rollback`.execute(connection).catch(() => {});
      throw error;
    }
    await sql`commit`.execute(connection);
    return result;
  });
}

/** The contract's pattern of a tenant id: a literal of one needs no escaping. */
const TENANT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

function tenantLiteral(tenantId: string): string {
  if (!TENANT_ID.test(tenantId)) throw new Error(`Not a tenant id: ${JSON.stringify(tenantId)}.`);
  return `'${tenantId}'`;
}
