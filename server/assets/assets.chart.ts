import type { GlPart } from '../gl/gl-chart';

/**
 * What the fixed assets bring to the general ledger: the assets' cost and their accumulated
 * depreciation (both sub-ledger control accounts, decision 058), the depreciation expense and
 * what a disposal gains or loses. There is no opening position: the demo's assets are registered
 * by the area's seed, each with its acquisition posted, so the register equals the GL from the start.
 */
export const ASSETS_CHART: GlPart = {
  accounts: {
    ASSET: [
      ['1500', 'Fixed assets', '1000', 'header'],
      ['1501', 'Furniture and equipment', '1500'],
      ['1502', 'Motor vehicles', '1500'],
      ['1503', 'Computer equipment', '1500'],
      ['1509', 'Accumulated depreciation', '1500'],
    ],
    INCOME: [['4601', 'Gain on disposal of fixed assets', '4000']],
    EXPENSE: [
      ['5401', 'Depreciation expense', '5000'],
      ['5402', 'Loss on disposal of fixed assets', '5000'],
    ],
  },
  events: {
    ASSET_ACQUISITION: { label: 'Fixed asset acquisition', map: ['1501', '1110'] },
    DEPRECIATION: { label: 'Depreciation', map: ['5401', '1509'] },
    // A disposal's loss is debited to the mapping's debit account, a gain credited to its credit.
    DISPOSAL: { label: 'Fixed asset disposal', map: ['5402', '4601'] },
  },
};
