import { type Area, laterArea } from '../area';

/** Fixed assets and their depreciation. Its operations answer 501 until it lands. */
export const assetsArea: Area = laterArea(
  'Finance: fixed assets',
  ['listAssets', 'createAsset', 'bulkCreateAssets', 'depreciateAsset'],
  {
    gl: {
      accounts: {
        ASSET: [
          ['1500', 'Fixed assets', '1000', 'header'],
          ['1501', 'Furniture and equipment', '1500'],
          ['1509', 'Accumulated depreciation', '1500'],
        ],
        EXPENSE: [['5401', 'Depreciation expense', '5000']],
      },
      events: {
        DEPRECIATION: { label: 'Depreciation', map: ['5401', '1509'] },
      },
      opening: [
        {
          narration: 'Office furniture and equipment',
          debit: '1501',
          credit: '1110',
          naira: 18_500_000,
        },
      ],
    },
  },
);
