import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type Expense = Schemas['Expense'];
export type ExpenseDetail = Schemas['ExpenseDetail'];
export type ExpensePage = Schemas['ExpensePage'];
export type ExpenseStatus = Schemas['ExpenseStatus'];
export type ExpenseCreateRequest = Schemas['ExpenseCreateRequest'];
export type ExpenseBulkResult = Schemas['ExpenseBulkResult'];
export type BulkUploadRequest = Schemas['BulkUploadRequest'];
export type ExpenseQuery = NonNullable<operations['listExpenses']['parameters']['query']>;

export function listExpenses(api: Api, query: ExpenseQuery = {}): Promise<ExpensePage> {
  return call(api.http.GET('/finance/expenses', { params: { query: dropEmptyFilters(query) } }));
}

/** The created expense; an older server's `{ expense }` is unwrapped. */
export async function createExpense(api: Api, body: ExpenseCreateRequest): Promise<Expense> {
  const answer = await call(api.http.POST('/finance/expenses', { body }));
  return 'expense' in answer ? answer.expense : answer;
}

export function bulkCreateExpenses(api: Api, body: BulkUploadRequest): Promise<ExpenseBulkResult> {
  return call(api.http.POST('/finance/expenses/bulk', { body }));
}

export function getExpense(api: Api, id: string): Promise<ExpenseDetail> {
  return call(api.http.GET('/finance/expenses/{id}', { params: { path: { id } } }));
}

/** The invoice's bytes, fetched with the bearer token (a link could not send it). */
export function getExpenseInvoice(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/finance/expenses/{id}/invoice', { params: { path: { id } }, parseAs: 'blob' }),
  ) as Promise<Blob>;
}

/** Approves the level the expense waits for; the key makes a retry post nothing twice. */
export function approveExpense(
  api: Api,
  id: string,
  idempotencyKey: string,
  reason?: string,
): Promise<ExpenseDetail> {
  return call(
    api.http.POST('/finance/expenses/{id}/approve', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body: reason ? { reason } : {},
    }),
  );
}
