import { ASSET_COLUMNS } from '../../policies/asset-columns';
import { type BulkOutcome, type BulkUploadBody, runBulk } from '../bulk/bulk';
import type { TenantTx } from '../db/tenant-scope';
import { type AssetCreateRequest, registerAsset, visibleAsset } from './asset.service';
import { type AssetView, assetView } from './asset-view';

/** Registers up to 5,000 assets as the single registration does, row by row (bulk/bulk.ts). */
export function runBulkAssets(
  t: TenantTx,
  userId: string,
  body: BulkUploadBody,
  now: Date,
): Promise<BulkOutcome<AssetView>> {
  return runBulk(
    t,
    {
      columns: ASSET_COLUMNS,
      itemSchema: 'AssetCreateRequest',
      async create(tx, item) {
        const id = await registerAsset(tx, userId, item as unknown as AssetCreateRequest, now);
        return assetView(tx, await visibleAsset(tx, id));
      },
    },
    body,
  );
}
