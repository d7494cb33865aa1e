import * as tills from '../../tills.api';
import { any, type CallRow, KEY } from './call-rows';

/** The tills module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listTills: [(api) => tills.listTills(api, { branchId: 'b-1' }), 'GET', '/api/tills'],
  listTillTellers: [(api) => tills.listTillTellers(api, 'b-1'), 'GET', '/api/tills/tellers'],
  createTill: [(api) => tills.createTill(api, any), 'POST', '/api/tills'],
  getTill: [(api) => tills.getTill(api, 'l-1'), 'GET', '/api/tills/l-1'],
  updateTill: [(api) => tills.updateTill(api, 'l-1', any), 'PUT', '/api/tills/l-1'],
  listVaults: [(api) => tills.listVaults(api), 'GET', '/api/vaults'],
  getDenominations: [(api) => tills.getDenominations(api), 'GET', '/api/cash/denominations'],
  listTillSessions: [(api) => tills.listTillSessions(api), 'GET', '/api/till-sessions'],
  assignTillSession: [(api) => tills.assignTillSession(api, any), 'POST', '/api/till-sessions'],
  getTillSession: [(api) => tills.getTillSession(api, 's-1'), 'GET', '/api/till-sessions/s-1'],
  openTillSession: [
    (api) => tills.openTillSession(api, 's-1', []),
    'POST',
    '/api/till-sessions/s-1/open',
  ],
  acceptTillSessionOpening: [
    (api) => tills.acceptTillSessionOpening(api, 's-1'),
    'POST',
    '/api/till-sessions/s-1/accept-opening',
  ],
  startTillSessionClose: [
    (api) => tills.startTillSessionClose(api, 's-1'),
    'POST',
    '/api/till-sessions/s-1/start-close',
  ],
  submitTillClosingCount: [
    (api) => tills.submitTillClosingCount(api, 's-1', []),
    'POST',
    '/api/till-sessions/s-1/closing-count',
  ],
  closeTillSession: [
    (api) => tills.closeTillSession(api, 's-1'),
    'POST',
    '/api/till-sessions/s-1/close',
  ],
  reconcileTillSession: [
    (api) => tills.reconcileTillSession(api, 's-1'),
    'POST',
    '/api/till-sessions/s-1/reconcile',
  ],
  returnTillCash: [
    (api) => tills.returnTillCash(api, 's-1'),
    'POST',
    '/api/till-sessions/s-1/return-cash',
  ],
  getTillSessionReportPdf: [
    (api) => tills.getTillSessionReportPdf(api, 's-1'),
    'GET',
    '/api/till-sessions/s-1/report.pdf',
  ],
  createCashDeposit: [
    (api) => tills.createCashDeposit(api, any, KEY),
    'POST',
    '/api/cash/deposits',
  ],
  createCashWithdrawal: [
    (api) => tills.createCashWithdrawal(api, any, KEY),
    'POST',
    '/api/cash/withdrawals',
  ],
  findLoansForCashRepayment: [
    (api) => tills.findLoansForCashRepayment(api, 'LN-0001'),
    'GET',
    '/api/cash/loans',
  ],
  createCashLoanRepayment: [
    (api) => tills.createCashLoanRepayment(api, any, KEY),
    'POST',
    '/api/cash/loan-repayments',
  ],
  getCashTransaction: [
    (api) => tills.getCashTransaction(api, 'c-1'),
    'GET',
    '/api/cash/transactions/c-1',
  ],
  getCashReceiptPdf: [
    (api) => tills.getCashReceiptPdf(api, 'c-1'),
    'GET',
    '/api/cash/transactions/c-1/receipt.pdf',
  ],
  reverseCashTransaction: [
    (api) => tills.reverseCashTransaction(api, 'c-1', 'Wrong account'),
    'POST',
    '/api/cash/transactions/c-1/reverse',
  ],
  listCashMovements: [(api) => tills.listCashMovements(api), 'GET', '/api/cash/movements'],
  createCashMovement: [
    (api) => tills.createCashMovement(api, any, KEY),
    'POST',
    '/api/cash/movements',
  ],
  confirmCashMovement: [
    (api) => tills.confirmCashMovement(api, 'm-1', []),
    'POST',
    '/api/cash/movements/m-1/confirm',
  ],
  cancelCashMovement: [
    (api) => tills.cancelCashMovement(api, 'm-1'),
    'POST',
    '/api/cash/movements/m-1/cancel',
  ],
  getCashPosition: [
    (api) => tills.getCashPosition(api, { branchId: 'b-1' }),
    'GET',
    '/api/cash/position',
  ],
  exportCashPositionCsv: [
    (api) => tills.exportCashPositionCsv(api, { branchId: 'b-1' }),
    'GET',
    '/api/cash/position.csv',
  ],
};
