import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type Account = components['schemas']['Account'];
export type AccountPage = components['schemas']['AccountPage'];
export type AccountOpenRequest = components['schemas']['AccountOpenRequest'];
export type AccountTransactionPage = components['schemas']['AccountTransactionPage'];
export type AccountFilters = NonNullable<operations['listAccounts']['parameters']['query']>;
export type AccountTransactionQuery = NonNullable<
  operations['listAccountTransactions']['parameters']['query']
>;

/** Only the filters that hold a value are sent. */
export function listAccounts(api: Api, filters: AccountFilters = {}): Promise<AccountPage> {
  return call(api.http.GET('/accounts', { params: { query: dropEmptyFilters(filters) } }));
}

export function openAccount(api: Api, body: AccountOpenRequest): Promise<Account> {
  return call(api.http.POST('/accounts', { body }));
}

export function getAccount(api: Api, id: string): Promise<Account> {
  return call(api.http.GET('/accounts/{id}', { params: { path: { id } } }));
}

export function listAccountTransactions(
  api: Api,
  id: string,
  query: AccountTransactionQuery = {},
): Promise<AccountTransactionPage> {
  return call(
    api.http.GET('/accounts/{id}/transactions', {
      params: { path: { id }, query: dropEmptyFilters(query) },
    }),
  );
}
