import { type Kysely, sql } from 'kysely';
import type { Db, Engine } from '../db/database';
import type { DB } from '../db/schema';

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
  if (db.commits)
    return db.commits.run(db.kysely, (trx) => work({ trx, tenantId, engine: db.engine }));
  return ownTransaction(db, db.kysely, tenantId, work);
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
  return ownTransaction(db, db.reads ?? db.kysely, tenantId, work);
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
  if (db.reads) return work({ trx: db.reads, tenantId, engine: db.engine });
  return ownTransaction(db, db.kysely, tenantId, work);
}

function ownTransaction<T>(
  db: Db,
  kysely: Kysely<DB>,
  tenantId: string,
  work: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  return kysely.transaction().execute(async (trx) => {
    if (db.engine === 'postgres') {
      // SET LOCAL lasts until the transaction ends, so a pooled connection never carries one
      // tenant's context into another tenant's request.
      await sql`select set_config('app.tenant_id', ${tenantId}, true)`.execute(trx);
    }
    return work({ trx, tenantId, engine: db.engine });
  });
}
