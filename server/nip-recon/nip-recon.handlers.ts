import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { readNipSettings } from '../integrations/nip-connection';
import { findRun, listItems, listRuns } from './nip-recon.repository';
import { type Actor, readReport, reconcile, resolveItem } from './nip-recon.service';
import { nipTransferActions } from './nip-transfer-actions.live';
import { fetchSettlementReport } from './settlement-report-fetch';

const actorOf = (ctx: Parameters<typeof principalOf>[0]): Actor => {
  const { user } = principalOf(ctx);
  return { id: user.id, username: user.username };
};

export const nipReconHandlers: HandlerGroup<
  | 'createNipReconRun'
  | 'listNipReconRuns'
  | 'getNipReconRun'
  | 'listNipReconItems'
  | 'resolveNipReconItem'
> = {
  async createNipReconRun(ctx) {
    const t = txOf(ctx);
    const { date, csv } = ctx.body;
    const source = csv === undefined ? 'SWITCH' : 'UPLOAD';
    // The binder runs every handler in its tenant transaction; the switch's answer is bounded by
    // the tenant's NIP timeout and nothing is written before it arrives.
    const text = csv ?? (await fetchSettlementReport(await readNipSettings(t), date));
    const lines = readReport(text, source);
    const run = await reconcile(t, { date, source, lines }, actorOf(ctx), ctx.now);
    ctx.audit.target = run.id;
    ctx.audit.summary = `reconciled NIP settlement of ${date} (${source === 'SWITCH' ? 'fetched from the switch' : 'uploaded report'}): ${lines.length} report lines, ${run.openExceptions} exceptions`;
    return { status: 201, body: run };
  },
  async listNipReconRuns(ctx) {
    const page = pageOf(ctx.query);
    const { items, total } = await listRuns(txOf(ctx), page);
    return { status: 200, body: { items, total, ...page } };
  },
  async getNipReconRun(ctx) {
    const run = await findRun(txOf(ctx), ctx.params.id);
    if (!run) throw new DomainError('nip_recon_run_not_found');
    return { status: 200, body: run };
  },
  async listNipReconItems(ctx) {
    const t = txOf(ctx);
    if (!(await findRun(t, ctx.params.id))) throw new DomainError('nip_recon_run_not_found');
    const page = pageOf(ctx.query);
    const filter = { result: ctx.query.result, open: ctx.query.open, ...page };
    const { items, total } = await listItems(t, ctx.params.id, filter);
    return { status: 200, body: { items, total, ...page } };
  },
  async resolveNipReconItem(ctx) {
    const { action, reason } = ctx.body;
    const item = await resolveItem(
      ctx.services,
      txOf(ctx),
      { id: ctx.params.id, action, reason },
      { actions: nipTransferActions, actor: actorOf(ctx), now: ctx.now },
    );
    ctx.audit.target = item.id;
    ctx.audit.summary = `${action} on NIP reconciliation line ${item.sessionId} (${item.result}${item.resolution ? `, ${item.resolution}` : ', still open'}): ${reason}`;
    return { status: 200, body: item };
  },
};
