import * as reports from '../../reports.api';
import type { CallRow } from './call-rows';

/** The reports module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getTrialBalance: [(api) => reports.getTrialBalance(api), 'GET', '/api/ledger/trial-balance'],
  exportTrialBalanceCsv: [
    (api) => reports.exportTrialBalanceCsv(api),
    'GET',
    '/api/ledger/trial-balance.csv',
  ],
  listReports: [(api) => reports.listReports(api), 'GET', '/api/reports'],
  runReport: [
    (api) => reports.runReport(api, 'trial-balance', { asOf: '2026-01-31' }),
    'GET',
    '/api/reports/trial-balance',
  ],
};
