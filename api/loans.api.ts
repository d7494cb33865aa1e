import { LOAN_TRANSACTIONS_LIMIT } from '../policies/constants';
import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type Loan = Schemas['Loan'];
export type LoanTransaction = Schemas['LoanTransaction'];

export function getLoan(api: Api, id: string): Promise<Loan> {
  return call(api.http.GET('/loans/{id}', { params: { path: { id } } }));
}

export function updateLoan(
  api: Api,
  id: string,
  body: Schemas['LoanUpdateRequest'],
): Promise<Loan> {
  return call(api.http.PUT('/loans/{id}', { params: { path: { id } }, body }));
}

export function applyForLoan(api: Api, body: Schemas['LoanApplyRequest']): Promise<Loan> {
  return call(api.http.POST('/loans/apply', { body }));
}

/** The latest transactions, at most 100 unless asked (SPEC.md 9). */
export async function listLoanTransactions(
  api: Api,
  id: string,
  limit: number = LOAN_TRANSACTIONS_LIMIT,
): Promise<LoanTransaction[]> {
  const answer = await call(
    api.http.GET('/loans/{id}/transactions', { params: { path: { id }, query: { limit } } }),
  );
  return answer.items;
}

export function topUpLoan(
  api: Api,
  id: string,
  body: Schemas['LoanTopUpRequest'],
  idempotencyKey: string,
): Promise<Loan> {
  return call(
    api.http.POST('/loans/{id}/top-up', { params: moneyParams(id, idempotencyKey), body }),
  );
}

export function liquidateLoan(
  api: Api,
  id: string,
  body: Schemas['LoanLiquidateRequest'],
  idempotencyKey: string,
): Promise<Loan> {
  return call(
    api.http.POST('/loans/{id}/liquidate', { params: moneyParams(id, idempotencyKey), body }),
  );
}

export function closeLoan(
  api: Api,
  id: string,
  body: Schemas['LoanCloseRequest'],
  idempotencyKey: string,
): Promise<Loan> {
  return call(
    api.http.POST('/loans/{id}/close', { params: moneyParams(id, idempotencyKey), body }),
  );
}

function moneyParams(id: string, idempotencyKey: string) {
  return { path: { id }, header: { 'Idempotency-Key': idempotencyKey } };
}
