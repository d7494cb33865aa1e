import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';

export interface LastEodRun {
  readonly status: 'RUNNING' | 'FAILED' | 'COMPLETED';
  readonly processingDate: string;
  readonly startedAt: string;
  readonly finishedAt: string | null;
}

/**
 * Whether the close of business's table is there. A database the close of business has not
 * migrated yet has no runs rather than an error: on PostgreSQL a failed statement would abort the
 * request's transaction, so the table is looked up in the catalogue instead of tried.
 */
async function hasRunTable(t: TenantTx): Promise<boolean> {
  const query =
    t.engine === 'sqlite'
      ? sql<{
          n: number;
        }>`select count(*) as n from sqlite_master where type = 'table' and name = 'eod_run'`
      : sql<{
          n: number;
        }>`select count(*) as n from information_schema.tables where table_name = 'eod_run'`;
  const { rows } = await query.execute(t.trx);
  return Number(rows[0]?.n ?? 0) > 0;
}

/** The tenant's latest close of business, or null when it never ran one. */
export async function lastEodRun(t: TenantTx): Promise<LastEodRun | null> {
  if (!(await hasRunTable(t))) return null;
  const { rows } = await sql<{
    status: LastEodRun['status'];
    processing_date: string;
    started_at: string;
    finished_at: string | null;
  }>`select status, processing_date, started_at, finished_at from eod_run
     where tenant_id = ${t.tenantId} order by started_at desc limit 1`.execute(t.trx);
  const row = rows[0];
  if (!row) return null;
  return {
    status: row.status,
    processingDate: String(row.processing_date).slice(0, 10),
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}
