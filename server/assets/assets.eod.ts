import type { TenantTx } from '../db/tenant-scope';
import type { CloseOfBusinessBatch, CloseOfBusinessStep } from '../eod/close-of-business-step';
import { batchesOf, eodBatchSize } from '../eod/eod-tuning';
import { activeAssetIdsAfter, lockAsset } from './asset.repository';
import { postDueDepreciation } from './depreciation.service';
import { RUN_BATCH_ASSETS } from './depreciation-run.service';

/** Planning reads every active asset's id; a register is far smaller than this. */
const MOST_ASSETS = 1_000_000;

/** The active assets of a batch's range, in id order. */
async function activeIdsIn(t: TenantTx, batch: CloseOfBusinessBatch): Promise<string[]> {
  const rows = await t.trx
    .selectFrom('fixed_asset')
    .select('id')
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .where('id', '>=', batch.fromKey)
    .where('id', '<=', batch.toKey)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Every active asset's schedule rows dated on or before the processing date and not posted yet,
 * one entry per row (postDueDepreciation): the posted row's unique key (asset, row number) makes
 * a rerun post nothing twice. An asset that cannot be depreciated fails the batch, so the close
 * of business stops at this step with the reason instead of closing the day without it.
 */
export const assetDepreciationStep: CloseOfBusinessStep = {
  name: 'ASSET_DEPRECIATION',
  async plan(t) {
    const ids = await activeAssetIdsAfter(t, '', MOST_ASSETS);
    return batchesOf(ids, eodBatchSize(RUN_BATCH_ASSETS));
  },
  async run(t, day, batch) {
    for (const id of await activeIdsIn(t, batch)) {
      const asset = await lockAsset(t, id, day.now);
      if (asset) await postDueDepreciation(t, asset, day.processingDate, day.actorId, day.now);
    }
    return batch.itemCount;
  },
};
