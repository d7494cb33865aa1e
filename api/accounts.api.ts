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

type Schemas = components['schemas'];
export type AccountHold = Schemas['AccountHold'];
export type Transfer = Schemas['Transfer'];
export type TransferRequest = Schemas['TransferRequest'];
export type AccountStatusEvent = Schemas['AccountStatusChangeRequest']['event'];

/** Moves money once per key: a retry with the same key answers the first transfer. */
export function createTransfer(
  api: Api,
  body: TransferRequest,
  idempotencyKey: string,
): Promise<Transfer> {
  return call(
    api.http.POST('/transfers', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

export function changeAccountStatus(
  api: Api,
  id: string,
  body: Schemas['AccountStatusChangeRequest'],
): Promise<Account> {
  return call(api.http.POST('/accounts/{id}/status', { params: { path: { id } }, body }));
}

export async function listAccountHolds(api: Api, id: string): Promise<AccountHold[]> {
  return (await call(api.http.GET('/accounts/{id}/holds', { params: { path: { id } } }))).items;
}

export function placeAccountHold(
  api: Api,
  id: string,
  body: Schemas['AccountHoldRequest'],
): Promise<AccountHold> {
  return call(api.http.POST('/accounts/{id}/holds', { params: { path: { id } }, body }));
}

export function releaseAccountHold(api: Api, id: string, holdId: string): Promise<AccountHold> {
  return call(
    api.http.POST('/accounts/{id}/holds/{holdId}/release', { params: { path: { id, holdId } } }),
  );
}

/** The statement for a date range as CSV text. */
export function exportAccountStatementCsv(
  api: Api,
  id: string,
  range: { fromDate?: string; toDate?: string } = {},
): Promise<string> {
  return call(
    api.http.GET('/accounts/{id}/statement.csv', {
      params: { path: { id }, query: range },
      parseAs: 'text',
    }),
  ) as Promise<string>;
}

/** The statement for a date range as a PDF file. */
export function exportAccountStatementPdf(
  api: Api,
  id: string,
  range: { fromDate?: string; toDate?: string } = {},
): Promise<Blob> {
  return call(
    api.http.GET('/accounts/{id}/statement.pdf', {
      params: { path: { id }, query: range },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>;
}
