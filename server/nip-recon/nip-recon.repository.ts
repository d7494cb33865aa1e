import { type Selectable, sql } from 'kysely';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import type { NipReconItemTable, NipReconRunTable } from './nip-recon.table';
import { type NipReconResult, type NipTransferStatus, RESULT_ORDER } from './nip-recon-match';
import './nip-recon.table';

export interface ReconCounts {
  matched: number;
  onlyAtSwitch: number;
  onlyWithUs: number;
  mismatchedValue: number;
  mismatchedStatus: number;
}

export interface ReconRunRecord {
  id: string;
  date: string;
  source: 'UPLOAD' | 'SWITCH';
  createdAt: string;
  createdBy: string;
  counts: ReconCounts;
  switchTotalKobo: number;
  ourTotalKobo: number;
  settlementGlBalanceKobo: number;
  openExceptions: number;
}

export type Resolution = 'REQUERIED' | 'REVERSAL_REQUESTED' | 'REVERSED' | 'MARKED_RESOLVED';

export interface ReconItemRecord {
  id: string;
  runId: string;
  sessionId: string;
  result: NipReconResult;
  switchAmountKobo: number | null;
  ourAmountKobo: number | null;
  switchStatus: string | null;
  ourStatus: NipTransferStatus | null;
  transferId: string | null;
  resolution: Resolution | null;
  resolvedBy: string | null;
  resolvedAt: string | null;
  reason: string | null;
  reversalRequestId: string | null;
}

const numberOrNull = (value: number | string | bigint | null) =>
  value === null ? null : Number(value);

function rowToRun(row: Selectable<NipReconRunTable>, openExceptions: number): ReconRunRecord {
  return {
    id: row.id,
    date: row.settlement_date,
    source: row.source as ReconRunRecord['source'],
    createdAt: row.created_at,
    createdBy: row.created_by,
    counts: {
      matched: row.matched,
      onlyAtSwitch: row.only_at_switch,
      onlyWithUs: row.only_with_us,
      mismatchedValue: row.mismatched_value,
      mismatchedStatus: row.mismatched_status,
    },
    switchTotalKobo: Number(row.switch_total_kobo),
    ourTotalKobo: Number(row.our_total_kobo),
    settlementGlBalanceKobo: Number(row.settlement_gl_balance_kobo),
    openExceptions,
  };
}

function rowToItem(row: Selectable<NipReconItemTable>): ReconItemRecord {
  return {
    id: row.id,
    runId: row.run_id,
    sessionId: row.session_id,
    result: row.result as NipReconResult,
    switchAmountKobo: numberOrNull(row.switch_amount_kobo),
    ourAmountKobo: numberOrNull(row.our_amount_kobo),
    switchStatus: row.switch_status,
    ourStatus: row.our_status as NipTransferStatus | null,
    transferId: row.transfer_id,
    resolution: row.resolution as Resolution | null,
    resolvedBy: row.resolved_by,
    resolvedAt: row.resolved_at,
    reason: row.reason,
    reversalRequestId: row.reversal_request_id,
  };
}

/** How many insert rows go in one statement: well under both engines' parameter limits. */
const INSERT_BATCH = 200;

export type NewReconItem = Omit<ReconItemRecord, 'id' | 'runId'>;

export async function insertRun(
  t: TenantTx,
  run: Omit<ReconRunRecord, 'id' | 'openExceptions'>,
  items: readonly NewReconItem[],
): Promise<ReconRunRecord> {
  const id = newRowId();
  const row = {
    id,
    tenant_id: t.tenantId,
    settlement_date: run.date,
    source: run.source,
    matched: run.counts.matched,
    only_at_switch: run.counts.onlyAtSwitch,
    only_with_us: run.counts.onlyWithUs,
    mismatched_value: run.counts.mismatchedValue,
    mismatched_status: run.counts.mismatchedStatus,
    switch_total_kobo: run.switchTotalKobo,
    our_total_kobo: run.ourTotalKobo,
    settlement_gl_balance_kobo: run.settlementGlBalanceKobo,
    created_by: run.createdBy,
    created_at: run.createdAt,
  };
  await t.trx.insertInto('nip_recon_run').values(row).execute();
  for (let start = 0; start < items.length; start += INSERT_BATCH) {
    const batch = items.slice(start, start + INSERT_BATCH).map((item) => ({
      id: newRowId(),
      tenant_id: t.tenantId,
      run_id: id,
      session_id: item.sessionId,
      result: item.result,
      switch_amount_kobo: item.switchAmountKobo,
      our_amount_kobo: item.ourAmountKobo,
      switch_status: item.switchStatus,
      our_status: item.ourStatus,
      transfer_id: item.transferId,
      resolution: item.resolution,
      resolved_by: item.resolvedBy,
      resolved_at: item.resolvedAt,
      reason: item.reason,
      reversal_request_id: item.reversalRequestId,
    }));
    await t.trx.insertInto('nip_recon_item').values(batch).execute();
  }
  const open = items.filter((item) => item.result !== 'MATCHED' && item.resolution === null);
  return rowToRun(row, open.length);
}

/** Open exceptions per run: lines not MATCHED that nobody has resolved yet. */
async function openCounts(t: TenantTx, runIds: readonly string[]): Promise<Map<string, number>> {
  if (runIds.length === 0) return new Map();
  const rows = await t.trx
    .selectFrom('nip_recon_item')
    .select(['run_id', (eb) => eb.fn.countAll<number>().as('open')])
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', 'in', runIds)
    .where('result', '!=', 'MATCHED')
    .where('resolution', 'is', null)
    .groupBy('run_id')
    .execute();
  return new Map(rows.map((row) => [row.run_id, Number(row.open)]));
}

export async function findRun(t: TenantTx, id: string): Promise<ReconRunRecord | null> {
  const row = await t.trx
    .selectFrom('nip_recon_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return rowToRun(row, (await openCounts(t, [id])).get(id) ?? 0);
}

/** Runs, newest settlement date first, the latest run of a date before its older ones. */
export async function listRuns(
  t: TenantTx,
  page: { page: number; pageSize: number },
): Promise<{ items: ReconRunRecord[]; total: number }> {
  const rows = await t.trx
    .selectFrom('nip_recon_run')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .orderBy('settlement_date', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  const { total } = await t.trx
    .selectFrom('nip_recon_run')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('tenant_id', '=', t.tenantId)
    .executeTakeFirstOrThrow();
  const open = await openCounts(
    t,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => rowToRun(row, open.get(row.id) ?? 0)), total: Number(total) };
}

export interface ItemFilter {
  result?: NipReconResult | undefined;
  /** true: open exceptions only; false: resolved ones only. */
  open?: boolean | undefined;
  page: number;
  pageSize: number;
}

/** A run's lines, exceptions first (in RESULT_ORDER), then by session ID. */
export async function listItems(
  t: TenantTx,
  runId: string,
  filter: ItemFilter,
): Promise<{ items: ReconItemRecord[]; total: number }> {
  let query = t.trx
    .selectFrom('nip_recon_item')
    .where('tenant_id', '=', t.tenantId)
    .where('run_id', '=', runId);
  if (filter.result) query = query.where('result', '=', filter.result);
  if (filter.open === true) {
    query = query.where('result', '!=', 'MATCHED').where('resolution', 'is', null);
  }
  if (filter.open === false) query = query.where('resolution', 'is not', null);
  const rank = sql<number>`case ${sql.ref('result')} ${sql.join(
    RESULT_ORDER.map((result, index) => sql`when ${result} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(RESULT_ORDER.length)} end`;
  const rows = await query
    .selectAll()
    .orderBy(rank)
    .orderBy('session_id')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  const { total } = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { items: rows.map(rowToItem), total: Number(total) };
}

/** The line, locked against a concurrent action on PostgreSQL. */
export async function findItemForUpdate(t: TenantTx, id: string): Promise<ReconItemRecord | null> {
  let query = t.trx
    .selectFrom('nip_recon_item')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id);
  if (t.engine === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? rowToItem(row) : null;
}

export async function updateItem(
  t: TenantTx,
  id: string,
  change: Partial<
    Pick<
      ReconItemRecord,
      | 'result'
      | 'ourStatus'
      | 'ourAmountKobo'
      | 'resolution'
      | 'resolvedBy'
      | 'resolvedAt'
      | 'reason'
      | 'reversalRequestId'
    >
  >,
): Promise<void> {
  await t.trx
    .updateTable('nip_recon_item')
    .set({
      ...(change.result !== undefined && { result: change.result }),
      ...(change.ourStatus !== undefined && { our_status: change.ourStatus }),
      ...(change.ourAmountKobo !== undefined && { our_amount_kobo: change.ourAmountKobo }),
      ...(change.resolution !== undefined && { resolution: change.resolution }),
      ...(change.resolvedBy !== undefined && { resolved_by: change.resolvedBy }),
      ...(change.resolvedAt !== undefined && { resolved_at: change.resolvedAt }),
      ...(change.reason !== undefined && { reason: change.reason }),
      ...(change.reversalRequestId !== undefined && {
        reversal_request_id: change.reversalRequestId,
      }),
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}
