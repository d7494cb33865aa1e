import { inTenant, type TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { AppServices } from '../http/operation';
import { requeryNipTransferNow } from '../nip-transfers/nip-status.service';
import { reverseNipTransferThroughFlow } from '../nip-transfers/nip-transfer.service';
import {
  findItemForUpdate,
  insertRun,
  type NewReconItem,
  type ReconCounts,
  type ReconItemRecord,
  type ReconRunRecord,
  updateItem,
} from './nip-recon.repository';
import { matchSession, type NipReconResult, SETTLED_CODE } from './nip-recon-match';
import {
  type OurTransfer,
  settlementGlBalanceKobo,
  transferById,
  transfersBySession,
  transfersOfDate,
} from './nip-recon-sources.repository';
import {
  readSettlementReport,
  type SettlementLine,
  SettlementReportError,
} from './settlement-report';

export interface Actor {
  readonly id: string;
  readonly username: string;
  readonly branchId: string | null;
}

/** Reads a report, or refuses it whole with the line and what is wrong with it. */
export function readReport(csv: string, from: 'UPLOAD' | 'SWITCH'): SettlementLine[] {
  try {
    return readSettlementReport(csv);
  } catch (error) {
    if (!(error instanceof SettlementReportError)) throw error;
    const whose = from === 'SWITCH' ? "The switch's settlement report" : 'The settlement report';
    throw new DomainError('nip_recon_report_invalid', `${whose} cannot be read. ${error.message}.`);
  }
}

const EMPTY_COUNTS: ReconCounts = {
  matched: 0,
  onlyAtSwitch: 0,
  onlyWithUs: 0,
  mismatchedValue: 0,
  mismatchedStatus: 0,
};

const COUNT_OF: Record<NipReconResult, keyof ReconCounts> = {
  MATCHED: 'matched',
  ONLY_AT_SWITCH: 'onlyAtSwitch',
  ONLY_WITH_US: 'onlyWithUs',
  AMOUNT_MISMATCH: 'mismatchedValue',
  STATUS_MISMATCH: 'mismatchedStatus',
};

function itemOf(
  sessionId: string,
  result: NipReconResult,
  line: SettlementLine | undefined,
  ours: OurTransfer | undefined,
): NewReconItem {
  return {
    sessionId,
    result,
    switchAmountKobo: line?.amountKobo ?? null,
    ourAmountKobo: ours?.amountKobo ?? null,
    switchStatus: line?.responseCode ?? null,
    ourStatus: ours?.status ?? null,
    transferId: ours?.id ?? null,
    resolution: null,
    resolvedBy: null,
    resolvedAt: null,
    reason: null,
    reversalRequestId: null,
  };
}

/** Every line of the report and every transfer of ours of the date, matched by session ID. */
function matchAll(lines: readonly SettlementLine[], ours: ReadonlyMap<string, OurTransfer>) {
  const items: NewReconItem[] = [];
  for (const line of lines) {
    const transfer = ours.get(line.sessionId);
    const result = matchSession(line, transfer ?? null) as NipReconResult;
    items.push(itemOf(line.sessionId, result, line, transfer));
  }
  const reported = new Set(lines.map((line) => line.sessionId));
  for (const transfer of ours.values()) {
    if (reported.has(transfer.sessionId)) continue;
    const result = matchSession(null, transfer);
    if (result) items.push(itemOf(transfer.sessionId, result, undefined, transfer));
  }
  return items;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);

/**
 * Stores one run: the report's lines against our transfers created that UTC date plus any
 * other of ours the report names, with the successful totals of both sides and the settlement
 * account's balance at the end of the date.
 */
export async function reconcile(
  t: TenantTx,
  run: { date: string; source: 'UPLOAD' | 'SWITCH'; lines: readonly SettlementLine[] },
  actor: Actor,
  now: Date,
): Promise<ReconRunRecord> {
  const ofDate = await transfersOfDate(t, run.date);
  const known = new Set(ofDate.map((transfer) => transfer.sessionId));
  const named = await transfersBySession(
    t,
    run.lines.map((line) => line.sessionId).filter((sessionId) => !known.has(sessionId)),
  );
  const ours = new Map([...ofDate, ...named].map((transfer) => [transfer.sessionId, transfer]));
  const items = matchAll(run.lines, ours);
  const counts = { ...EMPTY_COUNTS };
  for (const item of items) counts[COUNT_OF[item.result]] += 1;
  const settled = run.lines.filter((line) => line.responseCode === SETTLED_CODE);
  const successful = ofDate.filter((transfer) => transfer.status === 'SUCCESSFUL');
  return insertRun(
    t,
    {
      date: run.date,
      source: run.source,
      createdAt: now.toISOString(),
      createdBy: actor.username,
      counts,
      switchTotalKobo: sum(settled.map((line) => line.amountKobo)),
      ourTotalKobo: sum(successful.map((transfer) => transfer.amountKobo)),
      settlementGlBalanceKobo: await settlementGlBalanceKobo(t, run.date),
    },
    items,
  );
}

/** The open exception an action may work on; anything else is refused. */
async function openException(
  t: TenantTx,
  id: string,
  needsTransfer: boolean,
): Promise<ReconItemRecord> {
  const item = await findItemForUpdate(t, id);
  if (!item) throw new DomainError('nip_recon_item_not_found');
  if (item.resolution !== null) throw new DomainError('nip_recon_item_resolved');
  if (item.result === 'MATCHED') {
    throw new DomainError(
      'nip_recon_action_not_allowed',
      'This line is matched: the switch and our transfer agree, so there is nothing to resolve.',
    );
  }
  if (needsTransfer && item.transferId === null) {
    throw new DomainError(
      'nip_recon_action_not_allowed',
      'Only the switch has this session: there is no transfer of ours to query or reverse.',
    );
  }
  return item;
}

export type ResolveAction = 'REQUERY' | 'REVERSE' | 'MARK_RESOLVED';

export interface ResolveInput {
  readonly id: string;
  readonly action: ResolveAction;
  readonly reason: string;
}

export interface ResolveContext {
  readonly services: AppServices;
  readonly tenantId: string;
  readonly actor: Actor;
}

/** The line matched again with our transfer as it stands now. */
async function rematch(t: TenantTx, item: ReconItemRecord, transferId: string) {
  const transfer = await transferById(t, transferId);
  if (!transfer) throw new DomainError('nip_transfer_not_found');
  const atSwitch =
    item.switchAmountKobo === null || item.switchStatus === null
      ? null
      : { amountKobo: item.switchAmountKobo, responseCode: item.switchStatus };
  return { transfer, result: matchSession(atSwitch, transfer) ?? item.result };
}

const closedBy = (actor: Actor, reason: string, now: Date) => ({
  resolvedBy: actor.username,
  resolvedAt: now.toISOString(),
  reason,
});

/**
 * REQUERY: the line is checked, the transfers area asks the switch (outside any transaction,
 * so no lock waits on the network), then the line is matched again with what our transfer
 * says now; it closes as REQUERIED once it matches and stays open otherwise.
 */
async function requery(ctx: ResolveContext, input: ResolveInput): Promise<ReconItemRecord> {
  const { services, tenantId, actor } = ctx;
  const checked = await inTenant(services.db, tenantId, (t) => openException(t, input.id, true));
  await requeryNipTransferNow(services, tenantId, checked.transferId as string);
  return inTenant(services.db, tenantId, async (t) => {
    const item = await openException(t, input.id, true);
    const { transfer, result } = await rematch(t, item, item.transferId as string);
    const now = services.now();
    const closed =
      result === 'MATCHED'
        ? { resolution: 'REQUERIED' as const, ...closedBy(actor, input.reason, now) }
        : {};
    await updateItem(t, item.id, { result, ourStatus: transfer.status, ...closed });
    return (await findItemForUpdate(t, item.id)) as ReconItemRecord;
  });
}

/** REVERSE through the NIP_REVERSAL flow; MARK_RESOLVED closes the line with the reason. */
async function closeInOneStep(ctx: ResolveContext, input: ResolveInput): Promise<ReconItemRecord> {
  const { services, tenantId, actor } = ctx;
  return inTenant(services.db, tenantId, async (t) => {
    const now = services.now();
    const item = await openException(t, input.id, input.action === 'REVERSE');
    if (input.action === 'MARK_RESOLVED') {
      await updateItem(t, item.id, {
        resolution: 'MARKED_RESOLVED',
        ...closedBy(actor, input.reason, now),
      });
    } else {
      const transferId = item.transferId as string;
      const { approvalRequestId } = await reverseNipTransferThroughFlow(
        t,
        transferId,
        { id: actor.id, branchId: actor.branchId },
        input.reason,
        now,
      );
      const { transfer } = await rematch(t, item, transferId);
      await updateItem(t, item.id, {
        resolution: approvalRequestId ? 'REVERSAL_REQUESTED' : 'REVERSED',
        reversalRequestId: approvalRequestId,
        ourStatus: transfer.status,
        ...closedBy(actor, input.reason, now),
      });
    }
    return (await findItemForUpdate(t, item.id)) as ReconItemRecord;
  });
}

/** Works one exception; every refusal leaves the line as it was. */
export function resolveItem(ctx: ResolveContext, input: ResolveInput): Promise<ReconItemRecord> {
  return input.action === 'REQUERY' ? requery(ctx, input) : closeInOneStep(ctx, input);
}
