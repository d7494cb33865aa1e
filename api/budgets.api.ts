import { type Api, call } from './client';
import type { components, operations } from './schema.gen';
import { unwrapEntity } from './unwrap';

type Schemas = components['schemas'];
export type Budget = Schemas['Budget'];
export type BudgetCreateRequest = Schemas['BudgetCreateRequest'];
export type BudgetQuery = NonNullable<operations['listBudgets']['parameters']['query']>;

export async function listBudgets(api: Api, query: BudgetQuery = {}): Promise<Budget[]> {
  return (await call(api.http.GET('/finance/budgets', { params: { query } }))).items;
}

export async function createBudget(api: Api, body: BudgetCreateRequest): Promise<Budget> {
  return unwrapEntity<Budget>(await call(api.http.POST('/finance/budgets', { body })), 'budget');
}

export function bulkCreateBudgets(
  api: Api,
  items: BudgetCreateRequest[],
): Promise<Schemas['BudgetBulkResult']> {
  return call(api.http.POST('/finance/budgets/bulk', { body: { items } }));
}
