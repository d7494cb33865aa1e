import {
  balanceSheetReport,
  generalLedgerReport,
  incomeStatementReport,
  trialBalanceReport,
} from './financial.reports';
import type { ReportDefinition } from './report-definition';

/** Every report of the reports center, in the order the catalogue lists them. */
export const REPORTS: readonly ReportDefinition[] = [
  trialBalanceReport,
  balanceSheetReport,
  incomeStatementReport,
  generalLedgerReport,
];

const BY_KEY = new Map(REPORTS.map((report) => [report.key, report]));

export function reportOfKey(key: string): ReportDefinition | undefined {
  return BY_KEY.get(key);
}
