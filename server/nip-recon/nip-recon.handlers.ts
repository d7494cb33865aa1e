import { inTenant, inTenantRead } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  type AppServices,
  type HandlerGroup,
  outsideTransaction,
  principalOf,
  txOf,
} from '../http/operation';
import { pageOf } from '../http/paging';
import { readNipSettings } from '../integrations/nip-connection';
import { findRun, listItems, listRuns } from './nip-recon.repository';
import { type Actor, readReport, reconcile, resolveItem } from './nip-recon.service';
import { explainSettlementBalance } from './nip-recon-gl';
import { settlementBroughtForwardKobo, settlementMovements } from './nip-recon-sources.repository';
import { fetchSettlementReport } from './settlement-report-fetch';

const actorOf = (ctx: Parameters<typeof principalOf>[0]): Actor => {
  const { user } = principalOf(ctx);
  // Runs and resolutions name the person, as every page does, not their sign-in name.
  return { id: user.id, username: user.fullName || user.username, branchId: user.branchId };
};

/** The report's text: the upload as given, else the switch's, fetched outside any transaction. */
async function reportText(
  services: AppServices,
  tenantId: string,
  body: { date: string; csv?: string },
): Promise<string> {
  if (body.csv !== undefined) return body.csv;
  const settings = await inTenantRead(services.db, tenantId, readNipSettings);
  return fetchSettlementReport(settings, body.date);
}

export const nipReconHandlers: HandlerGroup<
  | 'createNipReconRun'
  | 'listNipReconRuns'
  | 'getNipReconRun'
  | 'listNipReconItems'
  | 'resolveNipReconItem'
> = {
  // May wait on the switch, so it runs outside the request transaction and opens its own.
  createNipReconRun: outsideTransaction(async (ctx) => {
    const { services } = ctx;
    const tenantId = principalOf(ctx).tenant.id;
    const { date, csv } = ctx.body;
    const source = csv === undefined ? 'SWITCH' : 'UPLOAD';
    const lines = readReport(await reportText(services, tenantId, ctx.body), source);
    const actor = actorOf(ctx);
    const run = await inTenant(services.db, tenantId, (t) =>
      reconcile(t, { date, source, lines }, actor, services.now()),
    );
    ctx.audit.target = run.id;
    ctx.audit.summary = `reconciled the NIP settlement of ${date} (${source === 'SWITCH' ? 'fetched from the switch' : 'uploaded report'}): ${lines.length} report lines, ${run.openExceptions} exceptions`;
    return { status: 201, body: run };
  }),
  async listNipReconRuns(ctx) {
    const page = pageOf(ctx.query);
    const { items, total } = await listRuns(txOf(ctx), page);
    return { status: 200, body: { items, total, ...page } };
  },
  async getNipReconRun(ctx) {
    const t = txOf(ctx);
    const run = await findRun(t, ctx.params.id);
    if (!run) throw new DomainError('nip_recon_run_not_found');
    const glExplanation = explainSettlementBalance(
      await settlementBroughtForwardKobo(t, run.date),
      await settlementMovements(t, run.date),
      run.settlementGlBalanceKobo,
    );
    return { status: 200, body: { ...run, glExplanation } };
  },
  async listNipReconItems(ctx) {
    const t = txOf(ctx);
    if (!(await findRun(t, ctx.params.id))) throw new DomainError('nip_recon_run_not_found');
    const page = pageOf(ctx.query);
    const filter = { result: ctx.query.result, open: ctx.query.open, ...page };
    const { items, total } = await listItems(t, ctx.params.id, filter);
    return { status: 200, body: { items, total, ...page } };
  },
  // REQUERY waits on the switch, so the action runs outside the request transaction.
  resolveNipReconItem: outsideTransaction(async (ctx) => {
    const { action, reason } = ctx.body;
    const context = {
      services: ctx.services,
      tenantId: principalOf(ctx).tenant.id,
      actor: actorOf(ctx),
    };
    const item = await resolveItem(context, { id: ctx.params.id, action, reason });
    ctx.audit.target = item.id;
    ctx.audit.summary = `${action} on NIP reconciliation line ${item.sessionId} (${item.result}${item.resolution ? `, ${item.resolution}` : ', still open'}): ${reason}`;
    return { status: 200, body: item };
  }),
};
