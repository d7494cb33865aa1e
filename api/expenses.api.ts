import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';
import { unwrapEntity } from './unwrap';

type Schemas = components['schemas'];
export type Expense = Schemas['Expense'];
export type ExpenseCreateRequest = Schemas['ExpenseCreateRequest'];
export type ExpenseQuery = NonNullable<operations['listExpenses']['parameters']['query']>;

export function listExpenses(api: Api, query: ExpenseQuery = {}): Promise<Schemas['ExpensePage']> {
  return call(api.http.GET('/finance/expenses', { params: { query: dropEmptyFilters(query) } }));
}

export async function createExpense(api: Api, body: ExpenseCreateRequest): Promise<Expense> {
  return unwrapEntity<Expense>(await call(api.http.POST('/finance/expenses', { body })), 'expense');
}

export function bulkCreateExpenses(
  api: Api,
  items: ExpenseCreateRequest[],
): Promise<Schemas['ExpenseBulkResult']> {
  return call(api.http.POST('/finance/expenses/bulk', { body: { items } }));
}

/** Approval posts the expense to the ledger, so it carries an idempotency key. */
export function approveExpense(api: Api, id: string, idempotencyKey: string): Promise<Expense> {
  return call(
    api.http.POST('/finance/expenses/{id}/approve', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}
