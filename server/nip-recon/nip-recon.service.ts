import {
  parseSettlementReport,
  type SettlementLine,
  SettlementReportError,
} from '../../stand-ins/nip-switch/settlement-report';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { AppServices } from '../http/operation';
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
import type { NipTransferActions } from './nip-transfer-actions';

export interface Actor {
  readonly id: string;
  readonly username: string;
}

/** Reads a report, or refuses it whole with the line and what is wrong with it. */
export function readReport(csv: string, from: 'UPLOAD' | 'SWITCH'): SettlementLine[] {
  try {
    return parseSettlementReport(csv);
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
): Promise<ReconItemRecord & { transferId: string | null }> {
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

/**
 * Works one exception. REQUERY asks the switch through the transfers area and matches the line
 * again (closed as REQUERIED once it matches); REVERSE hands the transfer to the NIP_REVERSAL
 * flow (REVERSED when no approval is needed, else REVERSAL_REQUESTED); MARK_RESOLVED closes it.
 */
export async function resolveItem(
  services: AppServices,
  t: TenantTx,
  input: ResolveInput,
  deps: { actions: NipTransferActions; actor: Actor; now: Date },
): Promise<ReconItemRecord> {
  const { actions, actor, now } = deps;
  const item = await openException(t, input.id, input.action !== 'MARK_RESOLVED');
  const closed = {
    resolvedBy: actor.username,
    resolvedAt: now.toISOString(),
    reason: input.reason,
  };
  const transferId = item.transferId as string;
  if (input.action === 'MARK_RESOLVED') {
    await updateItem(t, item.id, { resolution: 'MARKED_RESOLVED', ...closed });
  } else if (input.action === 'REQUERY') {
    await actions.requery(services, t.tenantId, transferId);
    const { transfer, result } = await rematch(t, item, transferId);
    const resolved = result === 'MATCHED' ? { resolution: 'REQUERIED' as const, ...closed } : {};
    await updateItem(t, item.id, { result, ourStatus: transfer.status, ...resolved });
  } else {
    const { approvalRequestId } = await actions.reverse(t, transferId, actor, input.reason, now);
    const { transfer } = await rematch(t, item, transferId);
    await updateItem(t, item.id, {
      resolution: approvalRequestId ? 'REVERSAL_REQUESTED' : 'REVERSED',
      reversalRequestId: approvalRequestId,
      ourStatus: transfer.status,
      ...closed,
    });
  }
  return (await findItemForUpdate(t, item.id)) as ReconItemRecord;
}
