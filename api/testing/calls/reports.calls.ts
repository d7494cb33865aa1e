import * as reports from '../../reports.api';
import type { CallRow } from './call-rows';

/** The reports module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getTrialBalance: [(api) => reports.getTrialBalance(api), 'GET', '/api/reports/trial-balance'],
  exportTrialBalanceCsv: [
    (api) => reports.exportTrialBalanceCsv(api),
    'GET',
    '/api/reports/trial-balance.csv',
  ],
};
