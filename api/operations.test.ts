import { describe, expect, it } from 'vitest';
import { listOperations, loadContract } from '../tests/contract/openapi-doc';
import * as accounts from './accounts.api';
import * as approvalFlows from './approval-flows.api';
import * as assets from './assets.api';
import * as audit from './audit.api';
import * as auth from './auth.api';
import * as branches from './branches.api';
import * as budgets from './budgets.api';
import * as charges from './charges.api';
import type { Api } from './client';
import * as coa from './coa.api';
import * as config from './config.api';
import * as customers from './customers.api';
import * as expenses from './expenses.api';
import * as glmap from './glmap.api';
import * as health from './health.api';
import * as journals from './journals.api';
import * as ledger from './ledger.api';
import * as license from './license.api';
import * as loanProducts from './loan-products.api';
import * as loans from './loans.api';
import * as products from './products.api';
import * as reports from './reports.api';
import { EXPENSE, SERVER_LICENSE, SERVER_USER } from './testing/fixtures';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';
import * as users from './users.api';

const KEY = 'idem-7f3c2a9e';
// Bodies are not validated by the client; the shapes here only need to type-check.
const any = {} as never;

/** One row per contract operation: the typed call, and the request it must send. */
const CALLS: Record<string, [(api: Api) => Promise<unknown>, string, string]> = {
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
  applyForLoan: [(api) => loans.applyForLoan(api, any), 'POST', '/api/loans/apply'],
  getLoan: [(api) => loans.getLoan(api, 'l-1'), 'GET', '/api/loans/l-1'],
  updateLoan: [(api) => loans.updateLoan(api, 'l-1', any), 'PUT', '/api/loans/l-1'],
  topUpLoan: [(api) => loans.topUpLoan(api, 'l-1', any, KEY), 'POST', '/api/loans/l-1/top-up'],
  liquidateLoan: [
    (api) => loans.liquidateLoan(api, 'l-1', any, KEY),
    'POST',
    '/api/loans/l-1/liquidate',
  ],
  closeLoan: [(api) => loans.closeLoan(api, 'l-1', any, KEY), 'POST', '/api/loans/l-1/close'],
  listLoanTransactions: [
    (api) => loans.listLoanTransactions(api, 'l-1'),
    'GET',
    '/api/loans/l-1/transactions',
  ],
  listLoanProducts: [(api) => loanProducts.listLoanProducts(api), 'GET', '/api/loans/products'],
  createLoanProduct: [
    (api) => loanProducts.createLoanProduct(api, any),
    'POST',
    '/api/loans/products',
  ],
  updateLoanProduct: [
    (api) => loanProducts.updateLoanProduct(api, 'p-1', any),
    'PUT',
    '/api/loans/products/p-1',
  ],
  deleteLoanProduct: [
    (api) => loanProducts.deleteLoanProduct(api, 'p-1'),
    'DELETE',
    '/api/loans/products/p-1',
  ],
  listApprovalFlows: [(api) => approvalFlows.listApprovalFlows(api), 'GET', '/api/approvals/flows'],
  saveApprovalFlow: [
    (api) => approvalFlows.saveApprovalFlow(api, any),
    'POST',
    '/api/approvals/flows',
  ],
  deleteApprovalFlow: [
    (api) => approvalFlows.deleteApprovalFlow(api, 'f-1'),
    'DELETE',
    '/api/approvals/flows/f-1',
  ],
  listExpenses: [(api) => expenses.listExpenses(api), 'GET', '/api/finance/expenses'],
  createExpense: [(api) => expenses.createExpense(api, any), 'POST', '/api/finance/expenses'],
  bulkCreateExpenses: [
    (api) => expenses.bulkCreateExpenses(api, []),
    'POST',
    '/api/finance/expenses/bulk',
  ],
  approveExpense: [
    (api) => expenses.approveExpense(api, 'e-1', KEY),
    'POST',
    '/api/finance/expenses/e-1/approve',
  ],
  listBudgets: [(api) => budgets.listBudgets(api), 'GET', '/api/finance/budgets'],
  createBudget: [(api) => budgets.createBudget(api, any), 'POST', '/api/finance/budgets'],
  bulkCreateBudgets: [
    (api) => budgets.bulkCreateBudgets(api, []),
    'POST',
    '/api/finance/budgets/bulk',
  ],
  listAssets: [(api) => assets.listAssets(api), 'GET', '/api/finance/assets'],
  createAsset: [(api) => assets.createAsset(api, any), 'POST', '/api/finance/assets'],
  bulkCreateAssets: [(api) => assets.bulkCreateAssets(api, []), 'POST', '/api/finance/assets/bulk'],
  depreciateAsset: [
    (api) => assets.depreciateAsset(api, 's-1', any, KEY),
    'POST',
    '/api/finance/assets/s-1/depreciate',
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
  listAuditEvents: [(api) => audit.listAuditEvents(api), 'GET', '/api/audit-log'],
};

const MODULES = [
  reports,
  accounts,
  approvalFlows,
  assets,
  audit,
  auth,
  branches,
  budgets,
  charges,
  coa,
  config,
  customers,
  expenses,
  glmap,
  health,
  journals,
  ledger,
  license,
  loanProducts,
  loans,
  products,
  users,
];

function answerFor(path: string): unknown {
  if (path.endsWith('/branches')) return [];
  if (path.endsWith('/auth/me')) return SERVER_USER;
  if (path.endsWith('/auth/login'))
    return { token: 't', tenantId: 'demo', expiresAt: '2026-11-21T17:00:00Z', user: SERVER_USER };
  if (path.endsWith('/admin/license')) return SERVER_LICENSE;
  if (path.endsWith('/finance/expenses')) return EXPENSE;
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

describe('every contract operation has a typed call', () => {
  it('covers exactly the operations of openapi.yaml', () => {
    expect(Object.keys(CALLS).sort()).toEqual(contractOperations.map(({ name }) => name).sort());
  });

  it('names each call after its operationId', () => {
    const exported = new Set(MODULES.flatMap((module) => Object.keys(module)));
    const unnamed = Object.keys(CALLS).filter((operationId) => !exported.has(operationId));
    expect(unnamed).toEqual([]);
  });

  it.each(contractOperations.map(({ name, method, path }) => [name, method, path] as const))(
    '%s sends %s %s',
    async (operationId, method, path) => {
      const row = CALLS[operationId];
      if (!row) throw new Error(`No typed call for ${operationId}`);
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
