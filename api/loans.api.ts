import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type Loan = Schemas['Loan'];
export type LoanSummary = Schemas['LoanSummary'];
export type LoanPage = Schemas['LoanPage'];
export type LoanStatus = Schemas['LoanStatus'];
export type LoanAction = Schemas['LoanAction'];
export type LoanTerms = Schemas['LoanTerms'];
export type LoanBalances = Schemas['LoanBalances'];
export type LoanInstalment = Schemas['LoanInstalment'];
export type LoanPayoff = Schemas['LoanPayoff'];
export type LoanTransaction = Schemas['LoanTransaction'];
export type LoanUpdateRequest = Schemas['LoanUpdateRequest'];
export type LoanDisburseRequest = Schemas['LoanDisburseRequest'];
export type LoanRepaymentRequest = Schemas['LoanRepaymentRequest'];
export type LoanLiquidateRequest = Schemas['LoanLiquidateRequest'];
export type LoanTopUpRequest = Schemas['LoanTopUpRequest'];
export type LoanCloseRequest = Schemas['LoanCloseRequest'];
export type LoanWriteOffRequest = Schemas['LoanWriteOffRequest'];
export type LoanProduct = Schemas['LoanProduct'];
export type LoanProductInput = Schemas['LoanProductInput'];
export type LoanScheduleInput = Schemas['LoanScheduleInput'];
export type LoanSchedule = Schemas['LoanSchedule'];
export type LoanFilters = NonNullable<operations['listLoans']['parameters']['query']>;
export type LoanOfficer = Schemas['LoanOfficer'];

const path = (id: string) => ({ path: { id } });
const money = (id: string, idempotencyKey: string) => ({
  path: { id },
  header: { 'Idempotency-Key': idempotencyKey },
});

/** Only the filters that hold a value are sent. */
export function listLoans(api: Api, filters: LoanFilters = {}): Promise<LoanPage> {
  return call(api.http.GET('/loans', { params: { query: dropEmptyFilters(filters) } }));
}

/** The loans the same filters choose, as CSV text (at most 10,000 rows). */
export function exportLoansCsv(
  api: Api,
  filters: Omit<LoanFilters, 'page' | 'pageSize' | 'sort'> = {},
): Promise<string> {
  return call(
    api.http.GET('/loans.csv', { params: { query: dropEmptyFilters(filters) }, parseAs: 'text' }),
  ) as Promise<string>;
}

/** The tenant's active users who may be a loan's officer, by name. */
export async function listLoanOfficers(api: Api): Promise<LoanOfficer[]> {
  return (await call(api.http.GET('/loans/officers'))).items;
}

/** The loan with its balances, schedule and delinquency as of the processing date. */
export function getLoan(api: Api, id: string): Promise<Loan> {
  return call(api.http.GET('/loans/{id}', { params: path(id) }));
}

/** The loan's repayment schedule as a PDF file. */
export function exportLoanSchedulePdf(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/loans/{id}/schedule.pdf', { params: path(id), parseAs: 'blob' }),
  ) as Promise<Blob>;
}

/** The loan's statement (balances and every posting) as a PDF file. */
export function exportLoanStatementPdf(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/loans/{id}/statement.pdf', { params: path(id), parseAs: 'blob' }),
  ) as Promise<Blob>;
}

/** Officer and purpose, while the loan waits for disbursement. */
export function updateLoan(api: Api, id: string, body: LoanUpdateRequest): Promise<Loan> {
  return call(api.http.PUT('/loans/{id}', { params: path(id), body }));
}

/** Moves money once per key: a retry with the same key answers the first result. */
export function disburseLoan(
  api: Api,
  id: string,
  body: LoanDisburseRequest,
  idempotencyKey: string,
): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/disburse', { params: money(id, idempotencyKey), body }));
}

export function repayLoan(
  api: Api,
  id: string,
  body: LoanRepaymentRequest,
  idempotencyKey: string,
): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/repayments', { params: money(id, idempotencyKey), body }));
}

export function assessLoanPenalties(api: Api, id: string, idempotencyKey: string): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/penalties', { params: money(id, idempotencyKey) }));
}

/** What paying the loan off today takes; liquidateLoan quotes its total back. */
export function getLoanPayoff(api: Api, id: string): Promise<LoanPayoff> {
  return call(api.http.GET('/loans/{id}/payoff', { params: path(id) }));
}

export function liquidateLoan(
  api: Api,
  id: string,
  body: LoanLiquidateRequest,
  idempotencyKey: string,
): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/liquidate', { params: money(id, idempotencyKey), body }));
}

/** Answers the new loan that replaced this one. */
export function topUpLoan(
  api: Api,
  id: string,
  body: LoanTopUpRequest,
  idempotencyKey: string,
): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/top-up', { params: money(id, idempotencyKey), body }));
}

export function closeLoan(api: Api, id: string, body: LoanCloseRequest = {}): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/close', { params: path(id), body }));
}

export function cancelLoan(api: Api, id: string, body: LoanCloseRequest = {}): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/cancel', { params: path(id), body }));
}

export function writeOffLoan(
  api: Api,
  id: string,
  body: LoanWriteOffRequest,
  idempotencyKey: string,
): Promise<Loan> {
  return call(api.http.POST('/loans/{id}/write-off', { params: money(id, idempotencyKey), body }));
}

/** Newest first, at most `limit` (the contract's default is 100). */
export async function listLoanTransactions(
  api: Api,
  id: string,
  limit?: number,
): Promise<LoanTransaction[]> {
  const answer = await call(
    api.http.GET('/loans/{id}/transactions', {
      params: { path: { id }, ...(limit !== undefined && { query: { limit } }) },
    }),
  );
  return answer.items;
}

/** Pure: the schedule the terms give; nothing is stored. */
export function previewLoanSchedule(api: Api, body: LoanScheduleInput): Promise<LoanSchedule> {
  return call(api.http.POST('/loans/schedule-preview', { body }));
}

export async function listLoanProducts(api: Api): Promise<LoanProduct[]> {
  return (await call(api.http.GET('/loans/products'))).items;
}

export function createLoanProduct(api: Api, body: LoanProductInput): Promise<LoanProduct> {
  return call(api.http.POST('/loans/products', { body }));
}

export function updateLoanProduct(
  api: Api,
  id: string,
  body: LoanProductInput,
): Promise<LoanProduct> {
  return call(api.http.PUT('/loans/products/{id}', { params: path(id), body }));
}

export async function deleteLoanProduct(api: Api, id: string): Promise<void> {
  await call(api.http.DELETE('/loans/products/{id}', { params: path(id) }));
}

export type LoanProvisioning = Schemas['LoanProvisioning'];
export type LoanProvisionClass = Schemas['LoanProvisionClass'];
export type LoanProvisionRun = Schemas['LoanProvisionRun'];

/** The provision each CBN class requires as of the processing date, against the allowance held. */
export function getLoanProvisioning(api: Api): Promise<LoanProvisioning> {
  return call(api.http.GET('/loans/provisions'));
}

/** Moves money once per key: posts the difference to the allowance and answers the run. */
export function runLoanProvisioning(api: Api, idempotencyKey: string): Promise<LoanProvisionRun> {
  return call(
    api.http.POST('/loans/provisions/run', {
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

/** Newest first, at most `limit` (the contract's default is 100). */
export async function listLoanProvisionRuns(api: Api, limit?: number): Promise<LoanProvisionRun[]> {
  const answer = await call(
    api.http.GET('/loans/provisions/runs', {
      params: limit !== undefined ? { query: { limit } } : {},
    }),
  );
  return answer.items;
}
