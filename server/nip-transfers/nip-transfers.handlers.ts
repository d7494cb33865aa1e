import type { NipTransferStatus } from '../../machines/nip-transfer.machine';
import { hasPermission } from '../../policies/access';
import { obeyFormRules } from '../config/forms-config';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { nipClientOf, readNipSettings } from '../integrations/nip-connection';
import type { UserRecord } from '../users/user.repository';
import { nameEnquiry } from './nip-name-enquiry.service';
import { applyAnswer, heard, QUERYABLE } from './nip-status.service';
import {
  findTransferRow,
  findTransferView,
  searchTransfers,
  transferHistory,
} from './nip-transfer.repository';
import {
  createNipTransfer as create,
  quoteNipTransfer as quote,
  reverseNipTransferThroughFlow,
} from './nip-transfer.service';
import { MAX_EXPORT_TRANSFERS, transferAdvicePdf, transfersCsv } from './nip-transfer-documents';
import { nudgeNipWorkers } from './nip-worker';

type NipOps =
  | 'nipNameEnquiry'
  | 'quoteNipTransfer'
  | 'createNipTransfer'
  | 'listNipTransfers'
  | 'getNipTransfer'
  | 'requeryNipTransfer'
  | 'reverseNipTransfer'
  | 'exportNipTransfersCsv'
  | 'exportNipTransferAdvicePdf';

const seesAll = (user: UserRecord) => hasPermission({ user }, 'txn.view.all');

/** The transfer with its history, or 404 (also another user's without txn.view.all). */
async function detailOf(t: TenantTx, user: UserRecord, id: string) {
  const view = await findTransferView(t, id);
  if (!view || (!seesAll(user) && view.makerId !== user.id)) {
    throw new DomainError('nip_transfer_not_found');
  }
  const row = await findTransferRow(t, id);
  return {
    ...view,
    history: await transferHistory(t, id),
    nextQueryAt: row?.next_query_at ?? null,
    queryAttempts: row?.query_attempts ?? 0,
  };
}

async function nipNameEnquiry(ctx: OperationContext<'nipNameEnquiry'>) {
  const { user } = principalOf(ctx);
  const body = await nameEnquiry(txOf(ctx), user.id, ctx.body, ctx.services.now);
  ctx.audit.target = body.sessionId;
  ctx.audit.summary = `name enquiry ${body.bankCode} ${body.accountNumber}`;
  return { status: 200, body };
}

async function quoteNipTransfer(ctx: OperationContext<'quoteNipTransfer'>) {
  const { user } = principalOf(ctx);
  const body = await quote(txOf(ctx), { id: user.id, user }, ctx.body, ctx.now);
  return { status: 200, body };
}

async function createNipTransfer(ctx: OperationContext<'createNipTransfer'>) {
  await obeyFormRules(txOf(ctx), 'nip.transfer', ctx.body);
  const { user } = principalOf(ctx);
  const t = txOf(ctx);
  const { transferId, approvalNeeded } = await create(t, { id: user.id, user }, ctx.body, ctx.now);
  const view = await findTransferView(t, transferId);
  ctx.audit.target = transferId;
  ctx.audit.summary = `NIP transfer ${view?.reference} of ${ctx.body.amountKobo} kobo to ${view?.beneficiaryAccountNumber} (${view?.status})`;
  // The sender's next tick would find it too; the nudge after the commit saves the wait.
  if (!approvalNeeded) setTimeout(nudgeNipWorkers, 50);
  return { status: approvalNeeded ? 202 : 201, body: view };
}

async function listNipTransfers(ctx: OperationContext<'listNipTransfers'>) {
  const { user } = principalOf(ctx);
  const { page, pageSize } = pageOf(ctx.query);
  const { items, total } = await searchTransfers(txOf(ctx), {
    q: ctx.query.q,
    status: ctx.query.status,
    fromDate: ctx.query.from,
    toDate: ctx.query.to,
    makerId: seesAll(user) ? null : user.id,
    page,
    pageSize,
  });
  return { status: 200, body: { items, total, page, pageSize } };
}

async function getNipTransfer(ctx: OperationContext<'getNipTransfer'>) {
  const { user } = principalOf(ctx);
  return { status: 200, body: await detailOf(txOf(ctx), user, ctx.params.id) };
}

/**
 * One status query now. It runs in the request's transaction, which has only read when the
 * switch is asked (no row is locked while it answers); the answer is applied after.
 */
async function requeryNipTransfer(ctx: OperationContext<'requeryNipTransfer'>) {
  const { user } = principalOf(ctx);
  const t = txOf(ctx);
  const row = await findTransferRow(t, ctx.params.id);
  if (!row) throw new DomainError('nip_transfer_not_found');
  if (!QUERYABLE.includes(row.status as NipTransferStatus)) {
    throw new DomainError('nip_transfer_not_queryable');
  }
  const settings = await readNipSettings(t);
  const reply = await nipClientOf(settings, ctx.services.now).statusQuery(row.session_id);
  if (reply.kind === 'no-reply') throw new DomainError('nip_switch_unavailable', reply.detail);
  const answer = heard(reply);
  await applyAnswer(
    t,
    row.id,
    answer,
    { action: 'STATUS_QUERY', actorId: user.id },
    ctx.services.now(),
  );
  ctx.audit.target = row.id;
  ctx.audit.summary = `status query of NIP ${row.reference}: ${answer.code}`;
  return { status: 200, body: await detailOf(t, user, row.id) };
}

async function reverseNipTransfer(ctx: OperationContext<'reverseNipTransfer'>) {
  const { user } = principalOf(ctx);
  const t = txOf(ctx);
  await detailOf(t, user, ctx.params.id);
  const { approvalRequestId } = await reverseNipTransferThroughFlow(
    t,
    ctx.params.id,
    { id: user.id, branchId: user.branchId },
    ctx.body.reason,
    ctx.now,
  );
  ctx.audit.target = ctx.params.id;
  ctx.audit.summary = approvalRequestId
    ? `NIP reversal waits for approval (${approvalRequestId})`
    : 'NIP transfer reversed';
  return { status: approvalRequestId ? 202 : 200, body: await detailOf(t, user, ctx.params.id) };
}

/** The list's rows with its filters, all of them up to the export's bound, as CSV. */
async function exportNipTransfersCsv(ctx: OperationContext<'exportNipTransfersCsv'>) {
  const { user } = principalOf(ctx);
  const { items, total } = await searchTransfers(txOf(ctx), {
    q: ctx.query.q,
    status: ctx.query.status,
    fromDate: ctx.query.from,
    toDate: ctx.query.to,
    makerId: seesAll(user) ? null : user.id,
    page: 1,
    pageSize: MAX_EXPORT_TRANSFERS,
  });
  if (total > MAX_EXPORT_TRANSFERS) throw new DomainError('nip_export_too_long');
  const day = ctx.now.toISOString().slice(0, 10);
  return {
    status: 200,
    body: transfersCsv(items),
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="nip-transfers-${day}.csv"`,
    },
  };
}

async function exportNipTransferAdvicePdf(ctx: OperationContext<'exportNipTransferAdvicePdf'>) {
  const { user, tenant } = principalOf(ctx);
  const transfer = await detailOf(txOf(ctx), user, ctx.params.id);
  return {
    status: 200,
    body: await transferAdvicePdf(transfer, tenant.name),
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="nip-advice-${transfer.reference}.pdf"`,
    },
  };
}

export const nipTransferHandlers: HandlerGroup<NipOps> = {
  exportNipTransfersCsv,
  exportNipTransferAdvicePdf,
  nipNameEnquiry,
  quoteNipTransfer,
  createNipTransfer,
  listNipTransfers,
  getNipTransfer,
  requeryNipTransfer,
  reverseNipTransfer,
};
