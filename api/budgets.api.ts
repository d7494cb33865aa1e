import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type Budget = components['schemas']['Budget'];
export type BudgetPage = components['schemas']['BudgetPage'];
export type BudgetCreateRequest = components['schemas']['BudgetCreateRequest'];
export type BudgetUpdateRequest = components['schemas']['BudgetUpdateRequest'];
export type BudgetActuals = components['schemas']['BudgetActuals'];
export type BudgetActualsRow = components['schemas']['BudgetActualsRow'];
export type BudgetFigures = components['schemas']['BudgetFigures'];
export type BudgetFiguresSeries = components['schemas']['BudgetFiguresSeries'];
export type BudgetPeriod = components['schemas']['BudgetPeriod'];
export type BudgetBulkResult = components['schemas']['BudgetBulkResult'];
export type BulkUploadRequest = components['schemas']['BulkUploadRequest'];

type ListQuery = NonNullable<operations['listBudgets']['parameters']['query']>;
/** The report's query as the console sends it: always with its year (the server's default is the processing date's). */
export type BudgetActualsQuery = NonNullable<
  operations['getBudgetActuals']['parameters']['query']
> & {
  year: number;
};

export function listBudgets(api: Api, query: ListQuery = {}): Promise<BudgetPage> {
  return call(api.http.GET('/finance/budgets', { params: { query } }));
}

/** Creates one budget line; an older server's `{ budget }` answer is unwrapped. */
export async function createBudget(api: Api, body: BudgetCreateRequest): Promise<Budget> {
  const answer = await call(api.http.POST('/finance/budgets', { body }));
  return 'budget' in answer ? answer.budget : answer;
}

export function updateBudget(api: Api, id: string, body: BudgetUpdateRequest): Promise<Budget> {
  return call(api.http.PATCH('/finance/budgets/{id}', { params: { path: { id } }, body }));
}

export function deleteBudget(api: Api, id: string): Promise<unknown> {
  return call(api.http.DELETE('/finance/budgets/{id}', { params: { path: { id } } }));
}

export function bulkCreateBudgets(api: Api, body: BulkUploadRequest): Promise<BudgetBulkResult> {
  return call(api.http.POST('/finance/budgets/bulk', { body }));
}

export function getBudgetActuals(api: Api, query: BudgetActualsQuery): Promise<BudgetActuals> {
  return call(api.http.GET('/finance/budgets/actuals', { params: { query } }));
}

/** The same report as a CSV or XLSX file, for a download. */
export function exportBudgetActuals(
  api: Api,
  query: BudgetActualsQuery & { format: 'csv' | 'xlsx' },
): Promise<Blob> {
  return call(
    api.http.GET('/finance/budgets/actuals/export', { params: { query }, parseAs: 'blob' }),
  ) as Promise<Blob>;
}
