import * as finance from '../../finance.api';
import { any, type CallRow } from './call-rows';

/** The finance module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  previewDepreciation: [
    (api) => finance.previewDepreciation(api, any),
    'POST',
    '/api/finance/assets/depreciation-preview',
  ],
  getCapital: [
    (api) => finance.getCapital(api, { from: '2026-01-01', to: '2026-03-31' }),
    'GET',
    '/api/finance/capital',
  ],
};
