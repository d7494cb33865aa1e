import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
import type { SettlementMovement } from './nip-recon-gl';
import type { NipTransferStatus } from './nip-recon-match';

/**
 * What a run reads from other areas: our outward transfers (the nip-transfers area's table, read
 * by its column names through plain SQL, so this area declares nothing about a table it does
 * not own) and the NIP settlement GL account's balance.
 */

export interface OurTransfer {
  readonly id: string;
  readonly sessionId: string;
  readonly status: NipTransferStatus;
  readonly amountKobo: number;
  readonly createdAt: string;
}

interface TransferRow {
  id: string;
  session_id: string;
  status: string;
  amount_kobo: number | string;
  created_at: string;
}

const toTransfer = (row: TransferRow): OurTransfer => ({
  id: row.id,
  sessionId: row.session_id,
  status: row.status as NipTransferStatus,
  amountKobo: Number(row.amount_kobo),
  createdAt: row.created_at,
});

/** Session IDs per statement, well under both engines' limit on parameters. */
const SESSION_BATCH = 500;

/** Our transfers created on `date` (the UTC day of created_at) that have a session ID. */
export async function transfersOfDate(t: TenantTx, date: string): Promise<OurTransfer[]> {
  const from = `${date}T00:00:00.000Z`;
  const to = `${date}T23:59:59.999Z`;
  const { rows } = await sql<TransferRow>`
    select id, session_id, status, amount_kobo, created_at from nip_transfer
    where tenant_id = ${t.tenantId} and created_at >= ${from} and created_at <= ${to}
      and session_id is not null`.execute(t.trx);
  return rows.map(toTransfer);
}

/** Our transfers with these session IDs, whatever day they were made. */
export async function transfersBySession(
  t: TenantTx,
  sessionIds: readonly string[],
): Promise<OurTransfer[]> {
  const found: OurTransfer[] = [];
  for (let start = 0; start < sessionIds.length; start += SESSION_BATCH) {
    const batch = sessionIds.slice(start, start + SESSION_BATCH);
    const { rows } = await sql<TransferRow>`
      select id, session_id, status, amount_kobo, created_at from nip_transfer
      where tenant_id = ${t.tenantId} and session_id in (${sql.join(batch)})`.execute(t.trx);
    found.push(...rows.map(toTransfer));
  }
  return found;
}

export async function transferById(t: TenantTx, id: string): Promise<OurTransfer | null> {
  const { rows } = await sql<TransferRow>`
    select id, session_id, status, amount_kobo, created_at from nip_transfer
    where tenant_id = ${t.tenantId} and id = ${id}`.execute(t.trx);
  const row = rows[0];
  return row ? toTransfer(row) : null;
}

/** The GL event whose credit side is the NIP settlement account (1120 in the demo chart). */
const NIP_OUTWARD_EVENT = 'NIP_OUTWARD';

/** The most settlement postings of one date explained; far above any day's transfers. */
const MAX_MOVEMENTS = 100_000;

/** The settlement account: the credit side of the tenant-wide NIP_OUTWARD mapping. */
async function settlementAccountId(t: TenantTx): Promise<string> {
  const mapping = await findGlMapping(t, null, NIP_OUTWARD_EVENT);
  if (!mapping)
    throw new DomainError(
      'gl_mapping_missing',
      'The NIP_OUTWARD event has no GL mapping, so there is no NIP settlement account to read.',
    );
  return mapping.creditAccountId;
}

/**
 * The settlement account's net, debit-positive, over the ledger's daily totals of the days `op`
 * `date` selects. No tenant-wide NIP_OUTWARD mapping means no settlement account: refused.
 */
async function settlementNetKobo(t: TenantTx, op: '<' | '<=', date: string): Promise<number> {
  const accountId = await settlementAccountId(t);
  const row = await t.trx
    .selectFrom('gl_daily_balance')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(sql`debit_kobo - credit_kobo`), sql<number>`0`).as('net'),
    )
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', '=', accountId)
    .where('posting_date', op, date)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}

/** The settlement account's balance at the end of `date`, debit-positive. */
export const settlementGlBalanceKobo = (t: TenantTx, date: string) =>
  settlementNetKobo(t, '<=', date);

/** The settlement account's balance at the end of the day before `date`, debit-positive. */
export const settlementBroughtForwardKobo = (t: TenantTx, date: string) =>
  settlementNetKobo(t, '<', date);

interface MovementRow {
  debit_kobo: number | string;
  credit_kobo: number | string;
  source: string;
  transfer_status: string | null;
}

/**
 * Every line posted to the settlement account on `date`, with its entry's source and the status
 * of our transfer the entry debited (or, for a reversal, whose debit it puts back).
 */
export async function settlementMovements(
  t: TenantTx,
  date: string,
): Promise<SettlementMovement[]> {
  const accountId = await settlementAccountId(t);
  const { rows } = await sql<MovementRow>`
    select l.debit_kobo, l.credit_kobo, e.source,
      coalesce(n.status, r.status) as transfer_status
    from journal_line l
    join journal_entry e on e.id = l.entry_id and e.tenant_id = l.tenant_id
    left join nip_transfer n on n.entry_id = e.id and n.tenant_id = e.tenant_id
    left join nip_transfer r on r.entry_id = e.reversal_of_id and r.tenant_id = e.tenant_id
    where l.tenant_id = ${t.tenantId} and l.account_id = ${accountId}
      and l.posting_date = ${date}
    limit ${MAX_MOVEMENTS}`.execute(t.trx);
  return rows.map((row) => ({
    netKobo: Number(row.debit_kobo) - Number(row.credit_kobo),
    source: row.source,
    transferStatus: (row.transfer_status as NipTransferStatus | null) ?? null,
  }));
}
