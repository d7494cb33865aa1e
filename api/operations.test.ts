import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../tests/contract/openapi-doc';
import * as accounts from './accounts.api';
import * as approvals from './approvals.api';
import * as auth from './auth.api';
import * as banks from './banks.api';
import * as branches from './branches.api';
import * as charges from './charges.api';
import { type Api, call } from './client';
import * as coa from './coa.api';
import * as config from './config.api';
import * as credit from './credit.api';
import * as customers from './customers.api';
import * as glmap from './glmap.api';
import * as health from './health.api';
import * as integrations from './integrations.api';
import * as journals from './journals.api';
import * as ledger from './ledger.api';
import * as license from './license.api';
import * as loans from './loans.api';
import * as nip from './nip.api';
import * as nipRecon from './nip-recon.api';
import * as products from './products.api';
import * as reports from './reports.api';
import { SERVER_LICENSE, SERVER_USER } from './testing/fixtures';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';
import * as tills from './tills.api';
import * as users from './users.api';

const KEY = 'idem-7f3c2a9e';
// Bodies are not validated by the client; the shapes here only need to type-check.
const any = {} as never;

/** One row per operation a screen calls: the area module's typed call, and the request it sends. */
const CALLS: Record<string, Row> = {
  getHealth: [(api) => health.getHealth(api), 'GET', '/api/health'],
  login: [
    (api) => auth.login(api, { tenantId: 'demo', username: 'a', password: 'b' }),
    'POST',
    '/api/auth/login',
  ],
  logout: [(api) => auth.logout(api), 'POST', '/api/auth/logout'],
  changePassword: [(api) => auth.changePassword(api, any), 'POST', '/api/auth/change-password'],
  getMe: [(api) => auth.getMe(api), 'GET', '/api/auth/me'],
  getLicense: [(api) => license.getLicense(api), 'GET', '/api/admin/license'],
  listCustomers: [(api) => customers.listCustomers(api), 'GET', '/api/customers'],
  listBanks: [(api) => banks.listBanks(api), 'GET', '/api/banks'],
  createCustomer: [(api) => customers.createCustomer(api, any), 'POST', '/api/customers'],
  listAccounts: [(api) => accounts.listAccounts(api), 'GET', '/api/accounts'],
  openAccount: [(api) => accounts.openAccount(api, any), 'POST', '/api/accounts'],
  getAccount: [(api) => accounts.getAccount(api, 'a-1'), 'GET', '/api/accounts/a-1'],
  listAccountTransactions: [
    (api) => accounts.listAccountTransactions(api, 'a-1'),
    'GET',
    '/api/accounts/a-1/transactions',
  ],
  createTransfer: [(api) => accounts.createTransfer(api, any, KEY), 'POST', '/api/transfers'],
  changeAccountStatus: [
    (api) => accounts.changeAccountStatus(api, 'a-1', any),
    'POST',
    '/api/accounts/a-1/status',
  ],
  listAccountHolds: [
    (api) => accounts.listAccountHolds(api, 'a-1'),
    'GET',
    '/api/accounts/a-1/holds',
  ],
  placeAccountHold: [
    (api) => accounts.placeAccountHold(api, 'a-1', any),
    'POST',
    '/api/accounts/a-1/holds',
  ],
  releaseAccountHold: [
    (api) => accounts.releaseAccountHold(api, 'a-1', 'h-1'),
    'POST',
    '/api/accounts/a-1/holds/h-1/release',
  ],
  exportAccountStatementCsv: [
    (api) =>
      accounts.exportAccountStatementCsv(api, 'a-1', {
        fromDate: '2026-01-01',
        toDate: '2026-01-31',
      }),
    'GET',
    '/api/accounts/a-1/statement.csv',
  ],
  exportAccountStatementPdf: [
    (api) =>
      accounts.exportAccountStatementPdf(api, 'a-1', {
        fromDate: '2026-01-01',
        toDate: '2026-01-31',
      }),
    'GET',
    '/api/accounts/a-1/statement.pdf',
  ],
  listProducts: [(api) => products.listProducts(api), 'GET', '/api/products'],
  createProduct: [(api) => products.createProduct(api, any), 'POST', '/api/products'],
  listGlAccounts: [(api) => coa.listGlAccounts(api), 'GET', '/api/coa'],
  createGlAccount: [(api) => coa.createGlAccount(api, any), 'POST', '/api/coa'],
  listGlMappings: [(api) => glmap.listGlMappings(api), 'GET', '/api/glmap'],
  saveGlMapping: [(api) => glmap.saveGlMapping(api, any), 'POST', '/api/glmap'],
  listCharges: [(api) => charges.listCharges(api), 'GET', '/api/charges'],
  listLedgerEntries: [(api) => ledger.listLedgerEntries(api), 'GET', '/api/ledger'],
  postManualJournal: [
    (api) => journals.postManualJournal(api, any, KEY),
    'POST',
    '/api/journals/manual',
  ],
  listJournals: [(api) => journals.listJournals(api), 'GET', '/api/journals'],
  getJournal: [(api) => journals.getJournal(api, 'j-1'), 'GET', '/api/journals/j-1'],
  reverseJournal: [
    (api) => journals.reverseJournal(api, 'j-1', {}, KEY),
    'POST',
    '/api/journals/j-1/reverse',
  ],
  getTrialBalance: [(api) => reports.getTrialBalance(api), 'GET', '/api/reports/trial-balance'],
  exportTrialBalanceCsv: [
    (api) => reports.exportTrialBalanceCsv(api),
    'GET',
    '/api/reports/trial-balance.csv',
  ],
  listBranches: [(api) => branches.listBranches(api), 'GET', '/api/branches'],
  createBranch: [(api) => branches.createBranch(api, any), 'POST', '/api/branches'],
  updateBranch: [(api) => branches.updateBranch(api, 'b-1', any), 'PUT', '/api/branches/b-1'],
  getConfig: [(api) => config.getConfig(api, 'forms'), 'GET', '/api/config/forms'],
  saveConfig: [(api) => config.saveConfig(api, 'forms', any), 'POST', '/api/config/forms'],
  listUsers: [(api) => users.listUsers(api), 'GET', '/api/users'],
  createUser: [(api) => users.createUser(api, any), 'POST', '/api/users'],
  getUser: [(api) => users.getUser(api, 'u-1'), 'GET', '/api/users/u-1'],
  updateUser: [(api) => users.updateUser(api, 'u-1', any), 'PUT', '/api/users/u-1'],
  disableUser: [(api) => users.disableUser(api, 'u-1'), 'POST', '/api/users/u-1/disable'],
  enableUser: [(api) => users.enableUser(api, 'u-1'), 'POST', '/api/users/u-1/enable'],
  resetUserPassword: [
    (api) => users.resetUserPassword(api, 'u-1'),
    'POST',
    '/api/users/u-1/reset-password',
  ],
  listRoles: [(api) => users.listRoles(api), 'GET', '/api/roles'],
  refreshBanks: [(api) => banks.refreshBanks(api), 'POST', '/api/banks/refresh'],
  listApprovalFlows: [(api) => approvals.listApprovalFlows(api), 'GET', '/api/approvals/flows'],
  saveApprovalFlow: [(api) => approvals.saveApprovalFlow(api, any), 'POST', '/api/approvals/flows'],
  deleteApprovalFlow: [
    (api) => approvals.deleteApprovalFlow(api, 'f-1'),
    'DELETE',
    '/api/approvals/flows/f-1',
  ],
  listApprovalRequests: [
    (api) => approvals.listApprovalRequests(api),
    'GET',
    '/api/approvals/requests',
  ],
  getApprovalRequest: [
    (api) => approvals.getApprovalRequest(api, 'r-1'),
    'GET',
    '/api/approvals/requests/r-1',
  ],
  approveApprovalRequest: [
    (api) => approvals.approveApprovalRequest(api, 'r-1'),
    'POST',
    '/api/approvals/requests/r-1/approve',
  ],
  rejectApprovalRequest: [
    (api) => approvals.rejectApprovalRequest(api, 'r-1', 'Wrong account'),
    'POST',
    '/api/approvals/requests/r-1/reject',
  ],
  cancelApprovalRequest: [
    (api) => approvals.cancelApprovalRequest(api, 'r-1'),
    'POST',
    '/api/approvals/requests/r-1/cancel',
  ],
  getPaymentIntegration: [
    (api) => integrations.getPaymentIntegration(api),
    'GET',
    '/api/integrations/payments',
  ],
  savePaymentIntegration: [
    (api) => integrations.savePaymentIntegration(api, any),
    'PUT',
    '/api/integrations/payments',
  ],
  testPaymentIntegration: [
    (api) => integrations.testPaymentIntegration(api, any),
    'POST',
    '/api/integrations/payments/test',
  ],
  getScorecard: [(api) => credit.getScorecard(api), 'GET', '/api/credit/scorecard'],
  saveScorecard: [(api) => credit.saveScorecard(api, any), 'PUT', '/api/credit/scorecard'],
  listScorecardVersions: [
    (api) => credit.listScorecardVersions(api),
    'GET',
    '/api/credit/scorecard/versions',
  ],
  applyForLoan: [(api) => credit.applyForLoan(api, any), 'POST', '/api/loans/apply'],
  listCreditApplications: [
    (api) => credit.listCreditApplications(api),
    'GET',
    '/api/credit-applications',
  ],
  getCreditApplication: [
    (api) => credit.getCreditApplication(api, 'c-1'),
    'GET',
    '/api/credit-applications/c-1',
  ],
  updateCreditApplication: [
    (api) => credit.updateCreditApplication(api, 'c-1', any),
    'PUT',
    '/api/credit-applications/c-1',
  ],
  submitCreditApplication: [
    (api) => credit.submitCreditApplication(api, 'c-1'),
    'POST',
    '/api/credit-applications/c-1/submit',
  ],
  startCreditApplicationReview: [
    (api) => credit.startCreditApplicationReview(api, 'c-1'),
    'POST',
    '/api/credit-applications/c-1/start-review',
  ],
  recommendCreditApplication: [
    (api) => credit.recommendCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/recommend',
  ],
  returnCreditApplication: [
    (api) => credit.returnCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/return',
  ],
  rejectCreditApplication: [
    (api) => credit.rejectCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/reject',
  ],
  withdrawCreditApplication: [
    (api) => credit.withdrawCreditApplication(api, 'c-1', any),
    'POST',
    '/api/credit-applications/c-1/withdraw',
  ],
  listLoans: [(api) => loans.listLoans(api), 'GET', '/api/loans'],
  listLoanOfficers: [(api) => loans.listLoanOfficers(api), 'GET', '/api/loans/officers'],
  getLoan: [(api) => loans.getLoan(api, 'l-1'), 'GET', '/api/loans/l-1'],
  updateLoan: [(api) => loans.updateLoan(api, 'l-1', any), 'PUT', '/api/loans/l-1'],
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
  nipNameEnquiry: [(api) => nip.nipNameEnquiry(api, any), 'POST', '/api/nip/name-enquiry'],
  quoteNipTransfer: [(api) => nip.quoteNipTransfer(api, any), 'POST', '/api/nip/quote'],
  createNipTransfer: [(api) => nip.createNipTransfer(api, any, KEY), 'POST', '/api/nip/transfers'],
  listNipTransfers: [(api) => nip.listNipTransfers(api), 'GET', '/api/nip/transfers'],
  getNipTransfer: [(api) => nip.getNipTransfer(api, 't-1'), 'GET', '/api/nip/transfers/t-1'],
  requeryNipTransfer: [
    (api) => nip.requeryNipTransfer(api, 't-1'),
    'POST',
    '/api/nip/transfers/t-1/requery',
  ],
  reverseNipTransfer: [
    (api) => nip.reverseNipTransfer(api, 't-1', 'Customer asked'),
    'POST',
    '/api/nip/transfers/t-1/reverse',
  ],
  createNipReconRun: [(api) => nipRecon.createNipReconRun(api, any), 'POST', '/api/nip/recon/runs'],
  listNipReconRuns: [(api) => nipRecon.listNipReconRuns(api), 'GET', '/api/nip/recon/runs'],
  getNipReconRun: [(api) => nipRecon.getNipReconRun(api, 'r-1'), 'GET', '/api/nip/recon/runs/r-1'],
  listNipReconItems: [
    (api) => nipRecon.listNipReconItems(api, 'r-1'),
    'GET',
    '/api/nip/recon/runs/r-1/items',
  ],
  resolveNipReconItem: [
    (api) => nipRecon.resolveNipReconItem(api, 'i-1', any),
    'POST',
    '/api/nip/recon/items/i-1/resolve',
  ],
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
    (api) => tills.confirmCashMovement(api, 'm-1'),
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

type Row = [(api: Api) => Promise<unknown>, string, string];

const money = (id: string) => ({ path: { id }, header: { 'Idempotency-Key': KEY } });

/**
 * Operations of the contract that no screen calls yet, so no area module wraps them: each is
 * called through the generated client directly, which still proves its path, method and
 * parameters type-check against openapi.yaml. A screen that needs one adds its area module and
 * moves the row to CALLS.
 */
const CONTRACT_ONLY: Record<string, Row> = {
  listExpenses: [(api) => call(api.http.GET('/finance/expenses')), 'GET', '/api/finance/expenses'],
  createExpense: [
    (api) => call(api.http.POST('/finance/expenses', { body: any })),
    'POST',
    '/api/finance/expenses',
  ],
  bulkCreateExpenses: [
    (api) => call(api.http.POST('/finance/expenses/bulk', { body: { items: [] } })),
    'POST',
    '/api/finance/expenses/bulk',
  ],
  approveExpense: [
    (api) => call(api.http.POST('/finance/expenses/{id}/approve', { params: money('e-1') })),
    'POST',
    '/api/finance/expenses/e-1/approve',
  ],
  listBudgets: [(api) => call(api.http.GET('/finance/budgets')), 'GET', '/api/finance/budgets'],
  createBudget: [
    (api) => call(api.http.POST('/finance/budgets', { body: any })),
    'POST',
    '/api/finance/budgets',
  ],
  bulkCreateBudgets: [
    (api) => call(api.http.POST('/finance/budgets/bulk', { body: { items: [] } })),
    'POST',
    '/api/finance/budgets/bulk',
  ],
  listAssets: [(api) => call(api.http.GET('/finance/assets')), 'GET', '/api/finance/assets'],
  createAsset: [
    (api) => call(api.http.POST('/finance/assets', { body: any })),
    'POST',
    '/api/finance/assets',
  ],
  bulkCreateAssets: [
    (api) => call(api.http.POST('/finance/assets/bulk', { body: { items: [] } })),
    'POST',
    '/api/finance/assets/bulk',
  ],
  depreciateAsset: [
    (api) =>
      call(api.http.POST('/finance/assets/{id}/depreciate', { params: money('s-1'), body: any })),
    'POST',
    '/api/finance/assets/s-1/depreciate',
  ],
  listAuditEvents: [(api) => call(api.http.GET('/audit-log')), 'GET', '/api/audit-log'],
};

const ROWS: Record<string, Row> = { ...CALLS, ...CONTRACT_ONLY };

const MODULES = [
  reports,
  accounts,
  approvals,
  integrations,
  loans,
  nip,
  nipRecon,
  auth,
  banks,
  branches,
  charges,
  coa,
  config,
  credit,
  customers,
  glmap,
  health,
  journals,
  ledger,
  license,
  products,
  tills,
  users,
];

function answerFor(path: string): unknown {
  if (path.endsWith('/branches')) return [];
  if (path.endsWith('/auth/me')) return SERVER_USER;
  if (path.endsWith('/auth/login'))
    return { token: 't', tenantId: 'demo', expiresAt: '2026-11-21T17:00:00Z', user: SERVER_USER };
  if (path.endsWith('/admin/license')) return SERVER_LICENSE;
  return { items: [] };
}

const contractOperations = listOperations(loadContract());
const moneyMoving = new Set(
  contractOperations
    .filter(({ operation }) =>
      JSON.stringify(operation.parameters ?? []).includes('IdempotencyKey'),
    )
    .map(({ name }) => name),
);

describe('every contract operation is called with its method, path and key', () => {
  it('covers exactly the operations of openapi.yaml, each once', () => {
    expect(Object.keys(ROWS).sort()).toEqual(contractOperations.map(({ name }) => name).sort());
    const both = Object.keys(CALLS).filter((operationId) => operationId in CONTRACT_ONLY);
    expect(both).toEqual([]);
  });

  it("names each area module's call after its operationId", () => {
    const exported = new Set(MODULES.flatMap((module) => Object.keys(module)));
    const unnamed = Object.keys(CALLS).filter((operationId) => !exported.has(operationId));
    expect(unnamed).toEqual([]);
  });

  it('calls through the client directly only what no area module wraps', () => {
    const exported = new Set(MODULES.flatMap((module) => Object.keys(module)));
    const wrapped = Object.keys(CONTRACT_ONLY).filter((operationId) => exported.has(operationId));
    expect(wrapped).toEqual([]);
  });

  it.each(contractOperations.map(({ name, method, path }) => [name, method, path] as const))(
    '%s sends %s %s',
    async (operationId, method, path) => {
      const row = ROWS[operationId];
      if (!row) throw new Error(`No call for ${operationId}`);
      const [invoke, expectedMethod, expectedPath] = row;
      const { api, recorder } = testApi((request) => jsonResponse(answerFor(request.url.pathname)));
      await invoke(api);
      const sent = recorder.last();
      expect(sent.method).toBe(expectedMethod);
      expect(sent.method).toBe(method.toUpperCase());
      expect(sent.url.pathname).toBe(expectedPath);
      expect(`/api${path}`.replace(/\{[^}]+\}/g, '[^/]+')).toSatisfy((pattern: string) =>
        new RegExp(`^${pattern}$`).test(sent.url.pathname),
      );
      expect(sent.headers.get('Idempotency-Key')).toBe(moneyMoving.has(operationId) ? KEY : null);
    },
  );
});
