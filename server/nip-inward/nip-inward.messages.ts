import { INWARD_CODES } from '../../policies/nip-inward';
import {
  buildFundsTransferResponse,
  buildNameEnquiryResponse,
  buildStatusQueryResponse,
  type FundsTransferRequest,
  NIP_METHODS,
  NipFormatError,
  type NipMethod,
  parseFundsTransferRequest,
  SESSION_ID_PATTERN,
} from '../nip/nip-messages';

/** The three messages the switch sends a beneficiary bank. */
export const INWARD_METHODS: readonly NipMethod[] = [
  NIP_METHODS.nameEnquiry,
  NIP_METHODS.fundsTransfer,
  NIP_METHODS.statusQuery,
];

export function isInwardMethod(method: string): method is NipMethod {
  return (INWARD_METHODS as readonly string[]).includes(method);
}

/**
 * A request that cannot be acted on, answered in the method's own response document with the
 * fields that could be read: 30 for a document that is not the message (or an amount that is
 * not naira, 13), 15 for a session ID that is not one.
 */
export function refusalDocument(method: NipMethod, code: string, fields: Record<string, string>) {
  const text = (name: string) => fields[name] ?? '';
  if (method === NIP_METHODS.nameEnquiry) {
    return buildNameEnquiryResponse({
      sessionId: text('sessionId'),
      destinationInstitutionCode: text('destinationInstitutionCode'),
      channelCode: text('channelCode'),
      accountNumber: text('accountNumber'),
      accountName: '',
      bankVerificationNumber: '',
      kycLevel: '',
      responseCode: code,
    });
  }
  if (method === NIP_METHODS.statusQuery) {
    return buildStatusQueryResponse({
      sourceInstitutionCode: text('sourceInstitutionCode'),
      channelCode: text('channelCode'),
      sessionId: text('sessionId'),
      responseCode: code,
    });
  }
  return buildFundsTransferResponse({
    ...emptyTransfer(),
    ...fields,
    amountKobo: 0,
    responseCode: code,
  });
}

function emptyTransfer(): Omit<FundsTransferRequest, 'amountKobo'> {
  return {
    sessionId: '',
    nameEnquiryRef: '',
    destinationInstitutionCode: '',
    channelCode: '',
    beneficiaryAccountName: '',
    beneficiaryAccountNumber: '',
    beneficiaryBankVerificationNumber: '',
    beneficiaryKycLevel: '',
    originatorAccountName: '',
    originatorAccountNumber: '',
    originatorBankVerificationNumber: '',
    originatorKycLevel: '',
    transactionLocation: '',
    narration: '',
    paymentReference: '',
  };
}

export type Parsed<T> =
  | { readonly ok: true; readonly message: T }
  | { readonly ok: false; readonly answer: string };

/**
 * Reads a request of `method` with its parser; a document that is not one, or has no usable
 * session ID, comes back as the refusal to send instead.
 */
export function readRequest<T extends { readonly sessionId: string }>(
  method: NipMethod,
  xml: string,
  parse: (xml: string) => T,
): Parsed<T> {
  let message: T;
  try {
    message = parse(xml);
  } catch (error) {
    if (!(error instanceof NipFormatError)) throw error;
    // Only the amount can fail inside a well-formed transfer document; echo what else was read.
    const amountOnly = error.message.startsWith('Amount');
    const code = amountOnly ? INWARD_CODES.invalidAmount : INWARD_CODES.formatError;
    const fields = amountOnly ? readLoosely(method, xml) : {};
    return { ok: false, answer: refusalDocument(method, code, fields) };
  }
  if (!SESSION_ID_PATTERN.test(message.sessionId)) {
    const fields = Object.fromEntries(
      Object.entries(message).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    return { ok: false, answer: refusalDocument(method, INWARD_CODES.invalidSession, fields) };
  }
  return { ok: true, message };
}

/** A transfer document's fields with its amount left out, for echoing a refused amount. */
function readLoosely(method: NipMethod, xml: string): Record<string, string> {
  if (method !== NIP_METHODS.fundsTransfer) return {};
  const withoutAmount = xml.replace(/<Amount>[^<]*<\/Amount>/, '<Amount>0</Amount>');
  const { amountKobo: _, ...rest } = parseFundsTransferRequest(withoutAmount);
  return rest;
}
