import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type Bank = components['schemas']['Bank'];
export type BankPage = components['schemas']['BankPage'];
export type BankCategory = components['schemas']['BankCategory'];
export type BankQuery = NonNullable<operations['listBanks']['parameters']['query']>;

export function listBanks(api: Api, query: BankQuery = {}): Promise<BankPage> {
  return call(api.http.GET('/banks', { params: { query } }));
}

export type NipBankQuery = NonNullable<operations['listNipBanks']['parameters']['query']>;

/** The active banks a transfer can go to, for whoever may send one. */
export function listNipBanks(api: Api, query: NipBankQuery = {}): Promise<BankPage> {
  return call(api.http.GET('/nip/banks', { params: { query } }));
}

export type BankRefreshResult = components['schemas']['BankRefreshResult'];

export function refreshBanks(api: Api): Promise<BankRefreshResult> {
  return call(api.http.POST('/banks/refresh'));
}
