import * as loans from '../../loans.api';
import { any, type CallRow, KEY } from './call-rows';

/** The loans module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listLoans: [(api) => loans.listLoans(api), 'GET', '/api/loans'],
  exportLoansCsv: [(api) => loans.exportLoansCsv(api), 'GET', '/api/loans.csv'],
  listLoanOfficers: [(api) => loans.listLoanOfficers(api), 'GET', '/api/loans/officers'],
  getLoan: [(api) => loans.getLoan(api, 'l-1'), 'GET', '/api/loans/l-1'],
  updateLoan: [(api) => loans.updateLoan(api, 'l-1', any), 'PUT', '/api/loans/l-1'],
  exportLoanSchedulePdf: [
    (api) => loans.exportLoanSchedulePdf(api, 'l-1'),
    'GET',
    '/api/loans/l-1/schedule.pdf',
  ],
  exportLoanStatementPdf: [
    (api) => loans.exportLoanStatementPdf(api, 'l-1'),
    'GET',
    '/api/loans/l-1/statement.pdf',
  ],
  disburseLoan: [
    (api) => loans.disburseLoan(api, 'l-1', {}, KEY),
    'POST',
    '/api/loans/l-1/disburse',
  ],
  repayLoan: [(api) => loans.repayLoan(api, 'l-1', any, KEY), 'POST', '/api/loans/l-1/repayments'],
  assessLoanPenalties: [
    (api) => loans.assessLoanPenalties(api, 'l-1', KEY),
    'POST',
    '/api/loans/l-1/penalties',
  ],
  getLoanPayoff: [(api) => loans.getLoanPayoff(api, 'l-1'), 'GET', '/api/loans/l-1/payoff'],
  liquidateLoan: [
    (api) => loans.liquidateLoan(api, 'l-1', any, KEY),
    'POST',
    '/api/loans/l-1/liquidate',
  ],
  topUpLoan: [(api) => loans.topUpLoan(api, 'l-1', any, KEY), 'POST', '/api/loans/l-1/top-up'],
  closeLoan: [(api) => loans.closeLoan(api, 'l-1'), 'POST', '/api/loans/l-1/close'],
  cancelLoan: [(api) => loans.cancelLoan(api, 'l-1'), 'POST', '/api/loans/l-1/cancel'],
  writeOffLoan: [
    (api) => loans.writeOffLoan(api, 'l-1', any, KEY),
    'POST',
    '/api/loans/l-1/write-off',
  ],
  listLoanTransactions: [
    (api) => loans.listLoanTransactions(api, 'l-1'),
    'GET',
    '/api/loans/l-1/transactions',
  ],
  previewLoanSchedule: [
    (api) => loans.previewLoanSchedule(api, any),
    'POST',
    '/api/loans/schedule-preview',
  ],
  listLoanProducts: [(api) => loans.listLoanProducts(api), 'GET', '/api/loans/products'],
  createLoanProduct: [(api) => loans.createLoanProduct(api, any), 'POST', '/api/loans/products'],
  updateLoanProduct: [
    (api) => loans.updateLoanProduct(api, 'p-1', any),
    'PUT',
    '/api/loans/products/p-1',
  ],
  deleteLoanProduct: [
    (api) => loans.deleteLoanProduct(api, 'p-1'),
    'DELETE',
    '/api/loans/products/p-1',
  ],
  getLoanProvisioning: [(api) => loans.getLoanProvisioning(api), 'GET', '/api/loans/provisions'],
  runLoanProvisioning: [
    (api) => loans.runLoanProvisioning(api, KEY),
    'POST',
    '/api/loans/provisions/run',
  ],
  listLoanProvisionRuns: [
    (api) => loans.listLoanProvisionRuns(api),
    'GET',
    '/api/loans/provisions/runs',
  ],
};
