import { readFlat, writeFlat } from './flat-message';
import { FUNDS_TRANSFER_REQUEST, FUNDS_TRANSFER_RESPONSE, ROOTS } from './message-layouts';
import { koboOfNaira, nairaText } from './naira';
import { WireFormatError } from './xml-document';

/**
 * Funds transfer, direct credit (012), and its answer (013): the request echoed with a response
 * code. The amount travels as naira text and is kept here in whole kobo.
 */

export interface FundsTransferRequest {
  readonly sessionId: string;
  readonly nameEnquiryRef: string;
  readonly destinationInstitutionCode: string;
  readonly channelCode: string;
  readonly beneficiaryAccountName: string;
  readonly beneficiaryAccountNumber: string;
  readonly beneficiaryBankVerificationNumber: string;
  readonly beneficiaryKycLevel: string;
  readonly originatorAccountName: string;
  readonly originatorAccountNumber: string;
  readonly originatorBankVerificationNumber: string;
  readonly originatorKycLevel: string;
  readonly transactionLocation: string;
  readonly narration: string;
  readonly paymentReference: string;
  readonly amountKobo: number;
}

export interface FundsTransferResponse extends FundsTransferRequest {
  readonly responseCode: string;
}

type OnTheWire<T> = Omit<T, 'amountKobo'> & { readonly amount: string };

function withKobo<T extends { amount: string }>(
  fields: T,
): Omit<T, 'amount'> & { amountKobo: number } {
  const { amount, ...rest } = fields;
  const amountKobo = koboOfNaira(amount);
  if (amountKobo === null) throw new WireFormatError(`Amount "${amount}" is not a naira amount.`);
  return { ...rest, amountKobo };
}

function withNaira<T extends { amountKobo: number }>(
  message: T,
): Omit<T, 'amountKobo'> & { amount: string } {
  const { amountKobo, ...rest } = message;
  return { ...rest, amount: nairaText(amountKobo) };
}

export function readFundsTransferRequest(xml: string): FundsTransferRequest {
  const fields = readFlat<OnTheWire<FundsTransferRequest>>(
    xml,
    ROOTS.fundsTransferRequest,
    FUNDS_TRANSFER_REQUEST,
  );
  return withKobo(fields);
}

export function writeFundsTransferRequest(message: FundsTransferRequest): string {
  return writeFlat(ROOTS.fundsTransferRequest, FUNDS_TRANSFER_REQUEST, withNaira(message));
}

export function readFundsTransferResponse(xml: string): FundsTransferResponse {
  const fields = readFlat<OnTheWire<FundsTransferResponse>>(
    xml,
    ROOTS.fundsTransferResponse,
    FUNDS_TRANSFER_RESPONSE,
  );
  return withKobo(fields);
}

export function writeFundsTransferResponse(message: FundsTransferResponse): string {
  return writeFlat(ROOTS.fundsTransferResponse, FUNDS_TRANSFER_RESPONSE, withNaira(message));
}
