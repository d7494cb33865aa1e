import { type Area, laterArea } from '../area';
import { DEPRECIATION_PREVIEW_ERRORS } from './depreciation-preview.errors';
import { depreciationPreviewHandlers } from './depreciation-preview.handlers';

/**
 * Fixed assets and their depreciation. The register's operations answer 501 until it lands; the
 * depreciation preview is served already.
 */
const register: Area = laterArea(
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

export const assetsArea: Area = {
  ...register,
  errors: DEPRECIATION_PREVIEW_ERRORS,
  handlers: { ...register.handlers, ...depreciationPreviewHandlers },
};
