import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type LedgerLinePage = components['schemas']['LedgerLinePage'];
export type LedgerQuery = NonNullable<operations['listLedgerEntries']['parameters']['query']>;

export function listLedgerEntries(api: Api, query: LedgerQuery = {}): Promise<LedgerLinePage> {
  return call(api.http.GET('/ledger', { params: { query: dropEmptyFilters(query) } }));
}
