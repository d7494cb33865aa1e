import { dropEmptyFilters } from '../policies/filters';
import { networkError, responseError } from './api-error';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type NipNameEnquiryRequest = Schemas['NipNameEnquiryRequest'];
export type NipNameEnquiryResult = Schemas['NipNameEnquiryResult'];
export type NipQuoteRequest = Schemas['NipQuoteRequest'];
export type NipTransferQuote = Schemas['NipTransferQuote'];
export type NipTransferRequest = Schemas['NipTransferRequest'];
export type NipTransfer = Schemas['NipTransfer'];
export type NipTransferDetail = Schemas['NipTransferDetail'];
export type NipTransferEvent = Schemas['NipTransferEvent'];
export type NipTransferStatus = Schemas['NipTransferStatus'];
export type NipTransferPage = Schemas['NipTransferPage'];
export type NipTransferQuery = NonNullable<operations['listNipTransfers']['parameters']['query']>;

type Outcome<T> = { data?: T; error?: unknown; response: Response };

/** Like `call`, but keeps whether the server answered 202 (waiting for approval) or done. */
async function callKeepingStatus<T>(
  request: () => Promise<Outcome<T>>,
): Promise<{ readonly waitsForApproval: boolean; readonly transfer: T }> {
  let outcome: Outcome<T>;
  try {
    outcome = await request();
  } catch (error) {
    throw networkError(error);
  }
  if (!outcome.response.ok || outcome.data === undefined) {
    throw responseError(outcome.response, outcome.error);
  }
  return { waitsForApproval: outcome.response.status === 202, transfer: outcome.data };
}

/** The beneficiary's name as their bank gives it (010); its session ID is quoted by the transfer. */
export function nipNameEnquiry(
  api: Api,
  body: NipNameEnquiryRequest,
): Promise<NipNameEnquiryResult> {
  return call(api.http.POST('/nip/name-enquiry', { body }));
}

/** The fee, VAT, limits and approval levels a transfer of this amount would meet; nothing moves. */
export function quoteNipTransfer(api: Api, body: NipQuoteRequest): Promise<NipTransferQuote> {
  return call(api.http.POST('/nip/quote', { body }));
}

/**
 * What sending answered: 201 when the account was debited and the transfer is on its way, 202 when
 * it waits for approval with the money held. Both carry the transfer.
 */
export interface NipTransferSent {
  readonly waitsForApproval: boolean;
  readonly transfer: NipTransfer;
}

/** Moves money once per key: a retry with the same key answers the transfer the key made first. */
export async function createNipTransfer(
  api: Api,
  body: NipTransferRequest,
  idempotencyKey: string,
): Promise<NipTransferSent> {
  return callKeepingStatus(() =>
    api.http.POST('/nip/transfers', {
      body,
      params: { header: { 'Idempotency-Key': idempotencyKey } },
    }),
  );
}

/** Only the filters that hold a value are sent. */
export function listNipTransfers(api: Api, query: NipTransferQuery = {}): Promise<NipTransferPage> {
  return call(api.http.GET('/nip/transfers', { params: { query: dropEmptyFilters(query) } }));
}

export function getNipTransfer(api: Api, id: string): Promise<NipTransferDetail> {
  return call(api.http.GET('/nip/transfers/{id}', { params: { path: { id } } }));
}

/** Asks the switch for the transfer's status now (016). */
export function requeryNipTransfer(api: Api, id: string): Promise<NipTransferDetail> {
  return call(api.http.POST('/nip/transfers/{id}/requery', { params: { path: { id } } }));
}

/**
 * Puts the money back through the NIP_REVERSAL approval flow: `waitsForApproval` while a checker
 * has to approve it (202), else the transfer reversed (200).
 */
export async function reverseNipTransfer(
  api: Api,
  id: string,
  reason: string,
): Promise<{ readonly waitsForApproval: boolean; readonly transfer: NipTransferDetail }> {
  return callKeepingStatus(() =>
    api.http.POST('/nip/transfers/{id}/reverse', { params: { path: { id } }, body: { reason } }),
  );
}

export type NipTransferExportQuery = NonNullable<
  operations['exportNipTransfersCsv']['parameters']['query']
>;

/** The transfers the list's filters find, as CSV text (at most 5,000). */
export function exportNipTransfersCsv(
  api: Api,
  query: NipTransferExportQuery = {},
): Promise<string> {
  return call(
    api.http.GET('/nip/transfers.csv', { params: { query }, parseAs: 'text' }),
  ) as Promise<string>;
}

/** One transfer's advice for the customer, as a PDF file. */
export function exportNipTransferAdvicePdf(api: Api, id: string): Promise<Blob> {
  return call(
    api.http.GET('/nip/transfers/{id}/advice.pdf', {
      params: { path: { id } },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>;
}
