import { obeyFormRules } from '../config/forms-config';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { listAssetRows, lockAsset } from './asset.repository';
import { registerAsset, visibleAsset } from './asset.service';
import { assetDetailView, assetView, assetViews } from './asset-view';
import { runBulkAssets } from './assets-bulk';
import { depreciationDay, postDueDepreciation } from './depreciation.service';
import { runView, startRun, visibleRun } from './depreciation-run.service';
import { nudgeDepreciationWorkers } from './depreciation-worker';
import { disposeAsset } from './disposal.service';

type AssetOps =
  | 'listAssets'
  | 'getAsset'
  | 'createAsset'
  | 'bulkCreateAssets'
  | 'depreciateAsset'
  | 'disposeAsset'
  | 'createDepreciationRun'
  | 'getDepreciationRun';

export const assetHandlers: HandlerGroup<AssetOps> = {
  async listAssets(ctx) {
    const t = txOf(ctx);
    const rows = await listAssetRows(t, ctx.query);
    const items = await assetViews(t, rows);
    // The totals are of what the bank holds, as the GL's control accounts are: a disposed
    // asset stays listed with its figures but no longer counts.
    const held = items.filter((item) => item.status !== 'DISPOSED');
    const totals = {
      count: held.length,
      costKobo: 0,
      accumulatedDepreciationKobo: 0,
      netBookValueKobo: 0,
    };
    for (const item of held) {
      totals.costKobo += item.costKobo;
      totals.accumulatedDepreciationKobo += item.accumulatedDepreciationKobo;
      totals.netBookValueKobo += item.netBookValueKobo;
    }
    return { status: 200, body: { items, totals } };
  },
  async getAsset(ctx) {
    const t = txOf(ctx);
    return { status: 200, body: await assetDetailView(t, await visibleAsset(t, ctx.params.id)) };
  },
  async createAsset(ctx) {
    await obeyFormRules(txOf(ctx), 'asset', ctx.body);
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    const id = await registerAsset(t, user.id, ctx.body, ctx.now);
    const body = await assetView(t, await visibleAsset(t, id));
    ctx.audit.target = id;
    ctx.audit.summary = `registered asset ${body.tag} at a cost of ${body.costKobo} kobo`;
    return { status: 201, body };
  },
  async bulkCreateAssets(ctx) {
    const { user } = principalOf(ctx);
    const body = await runBulkAssets(txOf(ctx), user.id, ctx.body, ctx.now);
    ctx.audit.summary = `bulk registration of assets: ${body.created} created, ${body.failed} refused`;
    return { status: 200, body };
  },
  async depreciateAsset(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    await visibleAsset(t, ctx.params.id);
    const upTo = await depreciationDay(t, ctx.body.upTo);
    const asset = await lockAsset(t, ctx.params.id, ctx.now);
    if (!asset) throw new DomainError('asset_not_found');
    const posted = await postDueDepreciation(t, asset, upTo, user.id, ctx.now);
    ctx.audit.target = asset.id;
    ctx.audit.summary = `depreciated asset ${asset.tag} up to ${upTo}: ${posted} rows posted`;
    return { status: 200, body: await assetDetailView(t, await visibleAsset(t, asset.id)) };
  },
  async disposeAsset(ctx) {
    const { user } = principalOf(ctx);
    const t = txOf(ctx);
    await visibleAsset(t, ctx.params.id);
    await disposeAsset(t, ctx.params.id, ctx.body, user.id, ctx.now);
    const body = await assetDetailView(t, await visibleAsset(t, ctx.params.id));
    ctx.audit.target = body.id;
    ctx.audit.summary = `disposed of asset ${body.tag} (${ctx.body.kind}) for ${ctx.body.proceedsKobo} kobo`;
    return { status: 200, body };
  },
  async createDepreciationRun(ctx) {
    const { user } = principalOf(ctx);
    const run = await startRun(txOf(ctx), user.id, ctx.body.upTo, ctx.now);
    ctx.audit.target = run.id;
    ctx.audit.summary = `depreciation run up to ${run.up_to} over ${run.total_count} assets`;
    // The run is worked once this request has committed it.
    setTimeout(nudgeDepreciationWorkers, 50);
    return { status: 202, body: runView(run) };
  },
  async getDepreciationRun(ctx) {
    return { status: 200, body: runView(await visibleRun(txOf(ctx), ctx.params.id)) };
  },
};
