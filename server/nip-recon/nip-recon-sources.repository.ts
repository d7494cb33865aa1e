import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findGlMapping } from '../gl/gl-mapping.repository';
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

/**
 * The settlement account's balance at the end of `date`, debit-positive, from the ledger's
 * daily totals. No tenant-wide NIP_OUTWARD mapping means no settlement account: refused.
 */
export async function settlementGlBalanceKobo(t: TenantTx, date: string): Promise<number> {
  const mapping = await findGlMapping(t, null, NIP_OUTWARD_EVENT);
  if (!mapping)
    throw new DomainError(
      'gl_mapping_missing',
      'The NIP_OUTWARD event has no GL mapping, so there is no NIP settlement account to read.',
    );
  const row = await t.trx
    .selectFrom('gl_daily_balance')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(sql`debit_kobo - credit_kobo`), sql<number>`0`).as('net'),
    )
    .where('tenant_id', '=', t.tenantId)
    .where('account_id', '=', mapping.creditAccountId)
    .where('posting_date', '<=', date)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}
