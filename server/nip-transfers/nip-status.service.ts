import {
  type NipAnswerOutcome,
  type NipTransferStatus,
  nextNipTransferStatus,
} from '../../machines/nip-transfer.machine';
import { inTenant, inTenantRead, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { AppServices } from '../http/operation';
import { nipClientOf, readNipSettings } from '../integrations/nip-connection';
import type { NipSettings } from '../integrations/payment-integration.repository';
import { type NipReply, outcomeOf } from '../nip/nip-client';
import {
  findTransferRow,
  insertTransferEvent,
  moveTransfer,
  type NipTransferRow,
} from './nip-transfer.repository';
import { reverseTransfer } from './nip-transfer.service';

/** Waits between status queries: 5 s, 10 s, 30 s, 60 s, then every 5 minutes. */
const QUERY_BACKOFF_MS = [5_000, 10_000, 30_000, 60_000] as const;
const LAST_BACKOFF_MS = 300_000;

export function nextQueryDelayMs(attempts: number): number {
  return QUERY_BACKOFF_MS[attempts] ?? LAST_BACKOFF_MS;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString();

/** What the sender heard: an answered code, or no reply (which always means "ask again"). */
export interface HeardAnswer {
  readonly outcome: NipAnswerOutcome;
  readonly code: string | null;
  readonly message: string;
}

export function heard(reply: NipReply<unknown>): HeardAnswer {
  if (reply.kind === 'answered') {
    return { outcome: outcomeOf(reply), code: reply.code.code, message: reply.code.meaning };
  }
  return { outcome: 'query', code: null, message: `No reply: ${reply.detail}` };
}

/**
 * 25 (unable to locate record) is open in answer to a funds transfer, but in answer to a status
 * query it says the switch never received the transfer: nothing was credited, so it is final.
 */
function outcomeFor(answer: HeardAnswer, action: 'ANSWERED' | 'STATUS_QUERY'): NipAnswerOutcome {
  return action === 'STATUS_QUERY' && answer.code === '25' ? 'declined' : answer.outcome;
}

/**
 * Applies an answer to a SENT (or MANUAL_REVIEW) transfer as the chart says: an open answer
 * schedules the next status query with back-off, 00 ends it SUCCESSFUL, 34/35/63 leave it to
 * review, any other final code fails it and reverses the debit at once with a new entry. A
 * transfer another step has moved meanwhile is left alone.
 */
export async function applyAnswer(
  t: TenantTx,
  transferId: string,
  answer: HeardAnswer,
  step: { action: 'ANSWERED' | 'STATUS_QUERY'; actorId: string | null },
  now: Date,
): Promise<void> {
  const row = await findTransferRow(t, transferId);
  if (!row) return;
  const from = row.status as NipTransferStatus;
  const next = nextNipTransferStatus(from, {
    type: 'nip.answer',
    outcome: outcomeFor(answer, step.action),
  });
  const attempts = row.query_attempts + (step.action === 'STATUS_QUERY' ? 1 : 0);
  const event = {
    action: step.action,
    responseCode: answer.code,
    detail: answer.message,
    actorId: step.actorId,
  };
  if (!next) {
    // In review, an open or failed answer changes nothing; the query is still history.
    await insertTransferEvent(t, row.id, { ...event, status: from }, now);
    return;
  }
  const stillOpen = next === 'SENT';
  const moved = await moveTransfer(t, row.id, from, {
    status: next,
    response_code: answer.code ?? row.response_code,
    response_message: answer.message.slice(0, 200),
    query_attempts: attempts,
    next_query_at: stillOpen
      ? later(now, nextQueryDelayMs(step.action === 'STATUS_QUERY' ? attempts : 0))
      : null,
    updated_at: now.toISOString(),
  });
  if (!moved) return;
  await insertTransferEvent(t, row.id, { ...event, status: next }, now);
  if (next === 'FAILED') {
    await reverseTransfer(t, { ...row, status: next }, null, now);
  }
}

/** Marks a DEBITED transfer SENT (to commit before the funds transfer goes out); false if moved. */
export async function markSent(t: TenantTx, transferId: string, now: Date): Promise<boolean> {
  const row = await findTransferRow(t, transferId);
  if (!row) return false;
  const next = nextNipTransferStatus(row.status as NipTransferStatus, { type: 'nip.send' });
  if (!next) return false;
  // Should the answer never be stored (a crash), the transfer is queried, never sent again.
  const moved = await moveTransfer(t, row.id, 'DEBITED', {
    status: next,
    next_query_at: later(now, nextQueryDelayMs(0)),
    updated_at: now.toISOString(),
  });
  if (moved) await insertTransferEvent(t, row.id, { status: next, action: 'SENT' }, now);
  return moved;
}

/** The funds transfer (012) of a stored transfer, built from the row and its name enquiry. */
export async function sendFundsTransfer(
  settings: NipSettings,
  row: NipTransferRow,
  originator: { readonly accountName: string; readonly accountNumber: string },
  now: () => Date,
) {
  return nipClientOf(settings, now).fundsTransfer({
    sessionId: row.session_id,
    nameEnquiryRef: row.name_enquiry_session_id,
    destinationInstitutionCode: row.beneficiary_bank_code,
    beneficiaryAccountName: row.beneficiary_account_name,
    beneficiaryAccountNumber: row.beneficiary_account_number,
    beneficiaryBankVerificationNumber: row.beneficiary_bvn,
    beneficiaryKycLevel: row.beneficiary_kyc_level,
    originatorAccountName: originator.accountName,
    originatorAccountNumber: originator.accountNumber,
    originatorBankVerificationNumber: '',
    originatorKycLevel: '',
    narration: row.narration,
    paymentReference: row.reference,
    amountKobo: Number(row.amount_kobo),
  });
}

export const QUERYABLE: readonly NipTransferStatus[] = ['SENT', 'MANUAL_REVIEW'];

/**
 * One status query now, outside any transaction: the settings and the transfer are read in a
 * short read, the switch is asked, and a final answer is applied in a transaction of its own.
 */
export async function requeryNipTransferNow(
  services: AppServices,
  tenantId: string,
  transferId: string,
): Promise<void> {
  const { settings, row } = await inTenantRead(services.db, tenantId, async (t) => ({
    settings: await readNipSettings(t),
    row: await findTransferRow(t, transferId),
  }));
  if (!row) throw new DomainError('nip_transfer_not_found');
  if (!QUERYABLE.includes(row.status as NipTransferStatus)) {
    throw new DomainError('nip_transfer_not_queryable');
  }
  const reply = await nipClientOf(settings, services.now).statusQuery(row.session_id);
  const now = services.now();
  await inTenant(services.db, tenantId, (t) =>
    applyAnswer(t, row.id, heard(reply), { action: 'STATUS_QUERY', actorId: null }, now),
  );
}
