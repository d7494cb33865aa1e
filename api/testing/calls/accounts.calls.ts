import * as accounts from '../../accounts.api';
import { any, type CallRow, KEY } from './call-rows';

/** The accounts module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
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
};
