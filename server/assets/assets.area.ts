import type { Area } from '../area';
import { ASSETS_CHART } from './assets.chart';
import { assetDepreciationStep } from './assets.eod';
import { ASSETS_ERRORS } from './assets.errors';
import { assetHandlers } from './assets.handlers';
import { seedDemoAssets } from './assets.seed';
import { DEPRECIATION_PREVIEW_ERRORS } from './depreciation-preview.errors';
import { depreciationPreviewHandlers } from './depreciation-preview.handlers';
import { startDepreciationWorker } from './depreciation-worker';
import { fixedAssetsMigration } from './migrations/0035-fixed-assets.migration';

/**
 * The fixed asset register: a sub-ledger of the cost and accumulated depreciation accounts
 * (decision 058), the depreciation of each asset's schedule posted once per row, runs over every
 * asset in the background, and disposals by sale or write-off.
 */
export const assetsArea: Area = {
  name: 'Finance: fixed assets',
  errors: { ...ASSETS_ERRORS, ...DEPRECIATION_PREVIEW_ERRORS },
  gl: ASSETS_CHART,
  handlers: { ...assetHandlers, ...depreciationPreviewHandlers },
  migrations: [fixedAssetsMigration],
  seedDemo: seedDemoAssets,
  closeOfBusiness: [assetDepreciationStep],
  background: startDepreciationWorker,
};
