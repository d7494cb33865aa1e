import * as assets from '../../assets.api';
import { any, type CallRow, KEY } from './call-rows';

/** The fixed assets module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listAssets: [(api) => assets.listAssets(api), 'GET', '/api/finance/assets'],
  getAsset: [(api) => assets.getAsset(api, 'a-1'), 'GET', '/api/finance/assets/a-1'],
  createAsset: [(api) => assets.createAsset(api, any), 'POST', '/api/finance/assets'],
  bulkCreateAssets: [
    (api) => assets.bulkCreateAssets(api, { items: [] }),
    'POST',
    '/api/finance/assets/bulk',
  ],
  depreciateAsset: [
    (api) => assets.depreciateAsset(api, 'a-1', {}, KEY),
    'POST',
    '/api/finance/assets/a-1/depreciate',
  ],
  disposeAsset: [
    (api) => assets.disposeAsset(api, 'a-1', any, KEY),
    'POST',
    '/api/finance/assets/a-1/dispose',
  ],
  createDepreciationRun: [
    (api) => assets.createDepreciationRun(api, '2026-11-30'),
    'POST',
    '/api/finance/assets/depreciation-runs',
  ],
  getDepreciationRun: [
    (api) => assets.getDepreciationRun(api, 'r-1'),
    'GET',
    '/api/finance/assets/depreciation-runs/r-1',
  ],
};
