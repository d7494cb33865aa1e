import { branchScope, canSeeBranch } from '../../policies/branch-scope';
import { koboToDecimalText } from '../../policies/money';
import { withdrawalLimitKobo } from '../../policies/till-limits';
import { findBranch } from '../branches/branch.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { findUserById, type UserRecord } from '../users/user.repository';
import { findVaultOfBranch, listTillRecords, listVaultRecords } from './till.repository';
import {
  createTill as create,
  listTills as list,
  tillViews,
  updateTill as update,
  visibleTill,
} from './till.service';
import { tillConfigOf } from './till-config';
import { searchSessions } from './till-session.repository';
import { countsBlind, sessionRecords } from './till-session.view';
import { tillTellers } from './till-tellers';

type TillOps =
  | 'listTills'
  | 'listTillTellers'
  | 'createTill'
  | 'getTill'
  | 'updateTill'
  | 'listVaults'
  | 'getDenominations'
  | 'getCashPosition'
  | 'exportCashPositionCsv';

async function tillView(t: TenantTx, user: UserRecord, id: string) {
  const [view] = await tillViews(t, user, [await visibleTill(t, user, id)]);
  return view;
}

/**
 * Per till of the branch: the figures of its session of the date (the latest one, if several),
 * and its ledger balance against its limits.
 */
async function cashPosition(
  t: TenantTx,
  user: UserRecord,
  branchIdAsked: string | undefined,
  date?: string,
) {
  const branchId = branchIdAsked ?? user.branchId;
  if (!branchId) throw new DomainError('branch_not_found', 'Name the branch of the report.');
  const branch = await findBranch(t, branchId);
  if (!branch || !canSeeBranch(user, branchId)) throw new DomainError('branch_not_found');
  const businessDate = date ?? (await tenantProcessingDate(t));
  const tills = await listTillRecords(t, { branchIds: [branchId] });
  const { items } = await searchSessions(t, {
    branchIds: [branchId],
    businessDate,
    page: 1,
    pageSize: 100,
  });
  const rows = [];
  for (const till of tills) {
    const session = items.find((s) => s.tillId === till.id) ?? null;
    const cash = session ? (await sessionRecords(t, session)).cash : null;
    // The session's own teller, also once it is closed and no longer holds the till.
    const teller = session ? await findUserById(t, session.tellerId) : null;
    const blind = countsBlind(user, session?.status ?? null);
    rows.push({
      tillId: till.id,
      tillCode: till.code,
      tillName: till.name,
      sessionId: session?.id ?? null,
      sessionStatus: session?.status ?? null,
      tellerName: session ? (teller?.fullName ?? session.tellerId) : null,
      // The parts add up to the expected cash, so they are kept from a blind teller with it.
      openingKobo: blind ? null : (cash?.openingKobo ?? 0),
      depositsKobo: blind ? null : (cash?.depositsKobo ?? 0),
      withdrawalsKobo: blind ? null : (cash?.withdrawalsKobo ?? 0),
      pickupsKobo: blind ? null : (cash?.pickupsKobo ?? 0),
      dropsKobo: blind ? null : (cash?.dropsKobo ?? 0),
      expectedCashKobo: blind ? null : (cash?.expectedCashKobo ?? 0),
      balanceKobo: blind ? null : till.balanceKobo,
      softLimitKobo: till.softLimitKobo,
      hardLimitKobo: till.hardLimitKobo,
    });
  }
  const vault = await findVaultOfBranch(t, branchId);
  return { branchId, date: businessDate, vaultBalanceKobo: vault?.balanceKobo ?? 0, rows };
}

export const tillHandlers: HandlerGroup<TillOps> = {
  async listTills(ctx) {
    const { user } = principalOf(ctx);
    const items = await list(txOf(ctx), user, ctx.query);
    return { status: 200, body: { items } };
  },
  async listTillTellers(ctx) {
    const { user } = principalOf(ctx);
    const items = await tillTellers(txOf(ctx), user, ctx.query.branchId);
    return { status: 200, body: { items } };
  },
  async createTill(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const till = await create(t, user, ctx.body, ctx.now);
    ctx.audit.target = till.id;
    ctx.audit.summary = `till ${till.code} created in ${till.branchName}`;
    return { status: 201, body: await tillView(t, user, till.id) };
  },
  async getTill(ctx) {
    const { user } = principalOf(ctx);
    return { status: 200, body: await tillView(txOf(ctx), user, ctx.params.id) };
  },
  async updateTill(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const till = await update(t, user, ctx.params.id, ctx.body, ctx.now);
    ctx.audit.target = till.id;
    ctx.audit.summary = `till ${till.code} changed`;
    return { status: 200, body: await tillView(t, user, till.id) };
  },
  async listVaults(ctx) {
    const { user } = principalOf(ctx);
    const scope = branchScope(user);
    const { branchId } = ctx.query;
    const ids = branchId ? (scope === null || scope.includes(branchId) ? [branchId] : []) : scope;
    return { status: 200, body: { items: await listVaultRecords(txOf(ctx), ids) } };
  },
  async getDenominations(ctx) {
    const { user } = principalOf(ctx);
    const { denominations, withdrawalLimitsKobo } = await tillConfigOf(txOf(ctx));
    return {
      status: 200,
      body: {
        currency: 'NGN' as const,
        items: [...denominations],
        withdrawalLimitKobo: withdrawalLimitKobo(user.roles, withdrawalLimitsKobo),
      },
    };
  },
  async getCashPosition(ctx) {
    const { user } = principalOf(ctx);
    const body = await cashPosition(txOf(ctx), user, ctx.query.branchId, ctx.query.date);
    return { status: 200, body };
  },
  async exportCashPositionCsv(ctx: OperationContext<'exportCashPositionCsv'>) {
    const { user } = principalOf(ctx);
    const p = await cashPosition(txOf(ctx), user, ctx.query.branchId, ctx.query.date);
    const naira = koboToDecimalText;
    const rows = [
      [
        'Till',
        'Name',
        'Teller',
        'Status',
        'Opening',
        'Deposits',
        'Withdrawals',
        'Pickups',
        'Drops',
        'Expected',
        'Ledger balance',
        'Soft limit',
        'Hard limit',
      ],
      ...p.rows.map((r) => [
        r.tillCode,
        r.tillName,
        r.tellerName ?? '',
        r.sessionStatus ?? '',
        r.openingKobo === null ? '' : naira(r.openingKobo),
        r.depositsKobo === null ? '' : naira(r.depositsKobo),
        r.withdrawalsKobo === null ? '' : naira(r.withdrawalsKobo),
        r.pickupsKobo === null ? '' : naira(r.pickupsKobo),
        r.dropsKobo === null ? '' : naira(r.dropsKobo),
        r.expectedCashKobo === null ? '' : naira(r.expectedCashKobo),
        r.balanceKobo === null ? '' : naira(r.balanceKobo),
        naira(r.softLimitKobo),
        naira(r.hardLimitKobo),
      ]),
      ['Vault', '', '', '', '', '', '', '', '', '', naira(p.vaultBalanceKobo), '', ''],
    ];
    return {
      status: 200,
      body: csvText(rows),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="cash-position-${p.date}.csv"`,
      },
    };
  },
};
