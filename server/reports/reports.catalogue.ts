import {
  cbnIncomeReport,
  depositStructureReport,
  loanClassificationReport,
  mmfbr300Report,
} from './cbn.reports';
import { depositBalancesReport, termDepositMaturityReport } from './deposit.reports';
import {
  balanceSheetReport,
  generalLedgerReport,
  incomeStatementReport,
  trialBalanceReport,
} from './financial.reports';
import {
  agedArrearsReport,
  disbursementsReport,
  expectedVsActualReport,
  loanPortfolioReport,
  portfolioAtRiskReport,
  repaymentsReport,
} from './loan.reports';
import {
  auditLogReport,
  expensesVsBudgetReport,
  nipTransfersReport,
  tellerCashPositionsReport,
} from './operations.reports';
import type { ReportDefinition } from './report-definition';

/** Every report of the reports center, in the order the catalogue lists them. */
export const REPORTS: readonly ReportDefinition[] = [
  trialBalanceReport,
  balanceSheetReport,
  incomeStatementReport,
  generalLedgerReport,
  expensesVsBudgetReport,
  loanPortfolioReport,
  portfolioAtRiskReport,
  disbursementsReport,
  repaymentsReport,
  expectedVsActualReport,
  agedArrearsReport,
  depositBalancesReport,
  termDepositMaturityReport,
  tellerCashPositionsReport,
  nipTransfersReport,
  auditLogReport,
  mmfbr300Report,
  cbnIncomeReport,
  depositStructureReport,
  loanClassificationReport,
];

const BY_KEY = new Map(REPORTS.map((report) => [report.key, report]));

export function reportOfKey(key: string): ReportDefinition | undefined {
  return BY_KEY.get(key);
}
