import { dropEmptyFilters } from '../policies/filters';
import { networkError, responseError } from './api-error';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type Till = Schemas['Till'];
export type TillList = Schemas['TillList'];
export type TillRequest = Schemas['TillRequest'];
export type TillUpdate = Schemas['TillUpdate'];
export type TillStatus = Schemas['TillStatus'];
export type TillTeller = Schemas['TillTeller'];
export type TillTellerList = Schemas['TillTellerList'];
export type Vault = Schemas['Vault'];
export type VaultList = Schemas['VaultList'];
export type Denomination = Schemas['Denomination'];
export type DenominationList = Schemas['DenominationList'];
export type DenominationCount = Schemas['DenominationCount'];
export type CashCount = Schemas['CashCount'];
export type TillSessionStatus = Schemas['TillSessionStatus'];
export type TillSession = Schemas['TillSession'];
export type TillSessionDetail = Schemas['TillSessionDetail'];
export type TillSessionLine = Schemas['TillSessionLine'];
export type TillSessionPage = Schemas['TillSessionPage'];
export type TillSessionAssignRequest = Schemas['TillSessionAssignRequest'];
export type CashTransactionRequest = Schemas['CashTransactionRequest'];
export type CashLoanRepaymentRequest = Schemas['CashLoanRepaymentRequest'];
export type CashLoan = Schemas['CashLoan'];
export type CashTransaction = Schemas['CashTransaction'];
export type CashTransactionStatus = Schemas['CashTransactionStatus'];
export type CashMovementRequest = Schemas['CashMovementRequest'];
export type CashMovement = Schemas['CashMovement'];
export type CashMovementList = Schemas['CashMovementList'];
export type CashMovementStatus = Schemas['CashMovementStatus'];
export type CashPosition = Schemas['CashPosition'];
export type CashPositionRow = Schemas['CashPositionRow'];
export type TillQuery = NonNullable<operations['listTills']['parameters']['query']>;
export type TillSessionQuery = NonNullable<operations['listTillSessions']['parameters']['query']>;
export type CashMovementQuery = NonNullable<operations['listCashMovements']['parameters']['query']>;
export type CashPositionQuery = operations['getCashPosition']['parameters']['query'];

type Outcome<T> = { data?: T; error?: unknown; response: Response };

/** What a cash withdrawal answered: posted (201), or waiting for a level-1 approval (202). */
export interface CashWithdrawalSent {
  readonly waitsForApproval: boolean;
  readonly transaction: CashTransaction;
}

/** Like `call`, but keeps whether the server answered 202 (waiting for approval) or done. */
async function callKeepingStatus(
  request: () => Promise<Outcome<CashTransaction>>,
): Promise<CashWithdrawalSent> {
  let outcome: Outcome<CashTransaction>;
  try {
    outcome = await request();
  } catch (error) {
    throw networkError(error);
  }
  if (!outcome.response.ok || outcome.data === undefined) {
    throw responseError(outcome.response, outcome.error);
  }
  return { waitsForApproval: outcome.response.status === 202, transaction: outcome.data };
}

const idempotent = (idempotencyKey: string) => ({
  header: { 'Idempotency-Key': idempotencyKey },
});
const byId = (id: string) => ({ path: { id } });

// ---------------------------------------------------------------- tills and vaults

/** Only the filters that hold a value are sent. */
export function listTills(api: Api, query: TillQuery = {}): Promise<TillList> {
  return call(api.http.GET('/tills', { params: { query: dropEmptyFilters(query) } }));
}

export function createTill(api: Api, body: TillRequest): Promise<Till> {
  return call(api.http.POST('/tills', { body }));
}

/** The branch's users who may open a till session, for the head teller to give a till to. */
export function listTillTellers(api: Api, branchId: string): Promise<TillTellerList> {
  return call(api.http.GET('/tills/tellers', { params: { query: { branchId } } }));
}

export function getTill(api: Api, id: string): Promise<Till> {
  return call(api.http.GET('/tills/{id}', { params: byId(id) }));
}

export function updateTill(api: Api, id: string, body: TillUpdate): Promise<Till> {
  return call(api.http.PUT('/tills/{id}', { params: byId(id), body }));
}

export function listVaults(api: Api, branchId?: string): Promise<VaultList> {
  return call(api.http.GET('/vaults', { params: { query: branchId ? { branchId } : {} } }));
}

/** The tenant's denominations, largest first; counts name each by its valueKobo. */
export function getDenominations(api: Api): Promise<DenominationList> {
  return call(api.http.GET('/cash/denominations'));
}

// ---------------------------------------------------------------- till sessions

export function listTillSessions(api: Api, query: TillSessionQuery = {}): Promise<TillSessionPage> {
  return call(api.http.GET('/till-sessions', { params: { query: dropEmptyFilters(query) } }));
}

export function assignTillSession(
  api: Api,
  body: TillSessionAssignRequest,
): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions', { body }));
}

export function getTillSession(api: Api, id: string): Promise<TillSessionDetail> {
  return call(api.http.GET('/till-sessions/{id}', { params: byId(id) }));
}

/** The opening count: ACTIVE when it equals the till's ledger balance, else OPENED. */
export function openTillSession(
  api: Api,
  id: string,
  count: CashCount,
): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions/{id}/open', { params: byId(id), body: { count } }));
}

export function acceptTillSessionOpening(api: Api, id: string): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions/{id}/accept-opening', { params: byId(id) }));
}

export function startTillSessionClose(api: Api, id: string): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions/{id}/start-close', { params: byId(id) }));
}

/** The blind closing count: BALANCED, or VARIANCE_PENDING with a TILL_VARIANCE request. */
export function submitTillClosingCount(
  api: Api,
  id: string,
  count: CashCount,
): Promise<TillSessionDetail> {
  return call(
    api.http.POST('/till-sessions/{id}/closing-count', { params: byId(id), body: { count } }),
  );
}

export function closeTillSession(api: Api, id: string): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions/{id}/close', { params: byId(id) }));
}

export function reconcileTillSession(api: Api, id: string): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions/{id}/reconcile', { params: byId(id) }));
}

/** The head teller takes a reconciled till's cash back into the vault. */
export function returnTillCash(api: Api, id: string): Promise<TillSessionDetail> {
  return call(api.http.POST('/till-sessions/{id}/return-cash', { params: byId(id) }));
}

export function getTillSessionReportPdf(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/till-sessions/{id}/report.pdf', { params: byId(id), parseAs: 'blob' }),
  ) as Promise<Blob>;
}

// ---------------------------------------------------------------- cash at the counter

/** Moves money once per key: a retry with the same key answers the deposit the key made first. */
export function createCashDeposit(
  api: Api,
  body: CashTransactionRequest,
  idempotencyKey: string,
): Promise<CashTransaction> {
  return call(api.http.POST('/cash/deposits', { body, params: idempotent(idempotencyKey) }));
}

/** Posted at once (201), or held for a level-1 approval over the teller's limit (202). */
export function createCashWithdrawal(
  api: Api,
  body: CashTransactionRequest,
  idempotencyKey: string,
): Promise<CashWithdrawalSent> {
  return callKeepingStatus(() =>
    api.http.POST('/cash/withdrawals', { body, params: idempotent(idempotencyKey) }),
  );
}

/** ACTIVE loans whose loan number or deposit account number is exactly `q`, for the counter. */
export function findLoansForCashRepayment(api: Api, q: string): Promise<{ items: CashLoan[] }> {
  return call(api.http.GET('/cash/loans', { params: { query: { q } } }));
}

/** A loan repayment in cash: into the loan's account and on into the loan, once per key. */
export function createCashLoanRepayment(
  api: Api,
  body: CashLoanRepaymentRequest,
  idempotencyKey: string,
): Promise<CashTransaction> {
  return call(api.http.POST('/cash/loan-repayments', { body, params: idempotent(idempotencyKey) }));
}

export function getCashTransaction(api: Api, id: string): Promise<CashTransaction> {
  return call(api.http.GET('/cash/transactions/{id}', { params: byId(id) }));
}

/** The receipt as a PDF file, for printing at the counter. */
export function getCashReceiptPdf(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/cash/transactions/{id}/receipt.pdf', { params: byId(id), parseAs: 'blob' }),
  ) as Promise<Blob>;
}

/** Asks for a reversal; it waits for a head teller's approval (the answer is REVERSAL_PENDING). */
export function reverseCashTransaction(
  api: Api,
  id: string,
  reason: string,
): Promise<CashTransaction> {
  return call(
    api.http.POST('/cash/transactions/{id}/reverse', { params: byId(id), body: { reason } }),
  );
}

// ---------------------------------------------------------------- vault and till movements

export function listCashMovements(
  api: Api,
  query: CashMovementQuery = {},
): Promise<CashMovementList> {
  return call(api.http.GET('/cash/movements', { params: { query: dropEmptyFilters(query) } }));
}

/** A pickup or drop, IN_TRANSIT until the till's teller confirms it. */
export function createCashMovement(
  api: Api,
  body: CashMovementRequest,
  idempotencyKey: string,
): Promise<CashMovement> {
  return call(api.http.POST('/cash/movements', { body, params: idempotent(idempotencyKey) }));
}

/** The teller confirms with their own count of the cash as it changes hands. */
export function confirmCashMovement(
  api: Api,
  id: string,
  count: readonly DenominationCount[],
): Promise<CashMovement> {
  return call(
    api.http.POST('/cash/movements/{id}/confirm', {
      params: byId(id),
      body: { count: [...count] },
    }),
  );
}

export function cancelCashMovement(api: Api, id: string): Promise<CashMovement> {
  return call(api.http.POST('/cash/movements/{id}/cancel', { params: byId(id) }));
}

// ---------------------------------------------------------------- report

/** Without a branch the user's home branch is meant; without a date the processing date. */
const positionQuery = (query: CashPositionQuery) => dropEmptyFilters(query ?? {});

export function getCashPosition(api: Api, query: CashPositionQuery): Promise<CashPosition> {
  return call(api.http.GET('/cash/position', { params: { query: positionQuery(query) } }));
}

/** The same cash position as CSV text, for a download. */
export function exportCashPositionCsv(api: Api, query: CashPositionQuery): Promise<string> {
  return call(
    api.http.GET('/cash/position.csv', {
      params: { query: positionQuery(query) },
      parseAs: 'text',
    }),
  ) as Promise<string>;
}
