import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type GlAccount = components['schemas']['GlAccount'];
export type GlAccountCreateRequest = components['schemas']['GlAccountCreateRequest'];
export type GlAccountFilter = NonNullable<operations['listGlAccounts']['parameters']['query']>;

/** The chart of accounts as a flat list; the tree is rebuilt from `parentId`. */
export async function listGlAccounts(api: Api, filter: GlAccountFilter = {}): Promise<GlAccount[]> {
  const answer = await call(api.http.GET('/coa', { params: { query: dropEmptyFilters(filter) } }));
  return answer.items;
}

export function createGlAccount(api: Api, body: GlAccountCreateRequest): Promise<GlAccount> {
  return call(api.http.POST('/coa', { body }));
}
