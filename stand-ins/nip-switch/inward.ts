import {
  type FundsTransferRequest,
  type FundsTransferResponse,
  readFundsTransferResponse,
  writeFundsTransferRequest,
} from './funds-transfer.message';
import { METHODS, type Method } from './methods';
import {
  type NameEnquiryResponse,
  readNameEnquiryResponse,
  writeNameEnquiryRequest,
} from './name-enquiry.message';
import { sessionIds } from './session-id';
import { SIGNATURE_HEADER, signatureOf } from './signature';
import {
  readStatusQueryResponse,
  type StatusQueryResponse,
  writeStatusQueryRequest,
} from './status-query.message';

/**
 * The switch's side of an inward transfer: it calls a beneficiary bank (our console) with the
 * same XML messages our client sends the switch, signed with that bank's shared secret, at
 * `<bankUrl>/api/nip/inward/<tenantId>/<method>`. Tests and demos use it to pay our customers.
 * The messages are written and read with the stand-in's own code, so a bank that misreads them
 * is caught rather than agreed with.
 */

export interface InwardTarget {
  /** The bank's base address, e.g. http://localhost:3000. */
  readonly bankUrl: string;
  readonly tenantId: string;
  /** The secret the bank saved under Integrations; no signature is sent without one. */
  readonly sharedSecret?: string;
  readonly timeoutMs?: number;
}

/** The sending bank in the demo: Access Bank's NIP code, so its name shows on the statement. */
export const DEMO_SENDER_CODE = '000014';
/** Our bank's code in the demo, carried as the destination. */
export const DEMO_DESTINATION_CODE = '090999';

/** The answer, or the HTTP status when the bank did not answer with a NIP document. */
export type InwardReply<T> =
  | { readonly kind: 'answered'; readonly message: T }
  | { readonly kind: 'refused'; readonly status: number; readonly body: string };

const nextSessionId = sessionIds(DEMO_SENDER_CODE);

/** A new session ID from `senderCode` (the demo sender unless given). */
export function newInwardSessionId(senderCode = DEMO_SENDER_CODE): string {
  return senderCode === DEMO_SENDER_CODE ? nextSessionId() : sessionIds(senderCode)();
}

async function postInward<T>(
  target: InwardTarget,
  method: Method,
  body: string,
  parse: (xml: string) => T,
  signature?: string,
): Promise<InwardReply<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/xml; charset=utf-8' };
  const signed = signature ?? (target.sharedSecret ? signatureOf(target.sharedSecret, body) : '');
  if (signed) headers[SIGNATURE_HEADER] = signed;
  const base = target.bankUrl.replace(/\/+$/, '');
  const url = `${base}/api/nip/inward/${encodeURIComponent(target.tenantId)}/${method}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  if (response.status !== 200) return { kind: 'refused', status: response.status, body: text };
  return { kind: 'answered', message: parse(text) };
}

export interface NameEnquiryInput extends InwardTarget {
  readonly accountNumber: string;
  readonly sessionId?: string;
  readonly destinationInstitutionCode?: string;
  /** Sent instead of the real signature, to see a bad one refused. */
  readonly signature?: string;
}

export function sendInwardNameEnquiry(
  input: NameEnquiryInput,
): Promise<InwardReply<NameEnquiryResponse>> {
  const body = writeNameEnquiryRequest({
    sessionId: input.sessionId ?? newInwardSessionId(),
    destinationInstitutionCode: input.destinationInstitutionCode ?? DEMO_DESTINATION_CODE,
    channelCode: '1',
    accountNumber: input.accountNumber,
  });
  const method = METHODS.nameEnquiry;
  return postInward(input, method, body, readNameEnquiryResponse, input.signature);
}

export interface InwardCreditInput extends InwardTarget {
  readonly accountNumber: string;
  readonly amountKobo: number;
  /** The name the sender's name enquiry returned; the bank does not check it. */
  readonly accountName?: string;
  readonly sessionId?: string;
  readonly senderName?: string;
  readonly senderAccountNumber?: string;
  readonly narration?: string;
  readonly signature?: string;
}

/** The transfer document a credit sends, with demo values for what the caller leaves out. */
export function inwardCreditRequest(input: InwardCreditInput): FundsTransferRequest {
  const sessionId = input.sessionId ?? newInwardSessionId();
  return {
    sessionId,
    nameEnquiryRef: sessionId,
    destinationInstitutionCode: DEMO_DESTINATION_CODE,
    channelCode: '1',
    beneficiaryAccountName: input.accountName ?? '',
    beneficiaryAccountNumber: input.accountNumber,
    beneficiaryBankVerificationNumber: '',
    beneficiaryKycLevel: '',
    originatorAccountName: input.senderName ?? 'ADAEZE OKAFOR',
    originatorAccountNumber: input.senderAccountNumber ?? '0123456789',
    originatorBankVerificationNumber: '22211122233',
    originatorKycLevel: '3',
    transactionLocation: '',
    narration: input.narration ?? 'Transfer',
    paymentReference: `INW-${sessionId.slice(-8)}`,
    amountKobo: input.amountKobo,
  };
}

export function sendInwardCredit(
  input: InwardCreditInput,
): Promise<InwardReply<FundsTransferResponse>> {
  const body = writeFundsTransferRequest(inwardCreditRequest(input));
  const method = METHODS.fundsTransfer;
  return postInward(input, method, body, readFundsTransferResponse, input.signature);
}

export interface InwardStatusInput extends InwardTarget {
  readonly sessionId: string;
}

export function queryInwardStatus(
  input: InwardStatusInput,
): Promise<InwardReply<StatusQueryResponse>> {
  const body = writeStatusQueryRequest({
    sourceInstitutionCode: input.sessionId.slice(0, 6),
    channelCode: '1',
    sessionId: input.sessionId,
  });
  return postInward(input, METHODS.statusQuery, body, readStatusQueryResponse);
}
