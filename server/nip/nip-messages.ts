import { randomInt } from 'node:crypto';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { koboToDecimalText, parseNairaToKobo } from '../../policies/money';

/**
 * NIBSS NIP single-transfer messages as XML documents, built and read without I/O so that the
 * client and the switch stand-in share one definition of every element name. Element names and
 * root names follow the published NIP message layouts (docs/decisions/028-nip-messages.md).
 */

/** The switch's method names; each is the last part of the path a message is posted to. */
export const NIP_METHODS = {
  nameEnquiry: 'nameenquirysingleitem',
  fundsTransfer: 'fundtransfersingleitem_dc',
  statusQuery: 'txnstatusquerysingleitem',
  institutionList: 'financialinstitutionlist',
} as const;

export type NipMethod = (typeof NIP_METHODS)[keyof typeof NIP_METHODS];

/** A document that is not the NIP message it should be (wrong root, not XML). */
export class NipFormatError extends Error {
  override readonly name = 'NipFormatError';
}

type ElementMap = Readonly<Record<string, string>>;
type FieldsOf<M extends ElementMap> = { readonly [K in keyof M]: string };

const NE_REQUEST = {
  sessionId: 'SessionID',
  destinationInstitutionCode: 'DestinationInstitutionCode',
  channelCode: 'ChannelCode',
  accountNumber: 'AccountNumber',
} as const;

const NE_RESPONSE = {
  ...NE_REQUEST,
  accountName: 'AccountName',
  bankVerificationNumber: 'BankVerificationNumber',
  kycLevel: 'KYCLevel',
  responseCode: 'ResponseCode',
} as const;

const FT_REQUEST = {
  sessionId: 'SessionID',
  nameEnquiryRef: 'NameEnquiryRef',
  destinationInstitutionCode: 'DestinationInstitutionCode',
  channelCode: 'ChannelCode',
  beneficiaryAccountName: 'BeneficiaryAccountName',
  beneficiaryAccountNumber: 'BeneficiaryAccountNumber',
  beneficiaryBankVerificationNumber: 'BeneficiaryBankVerificationNumber',
  beneficiaryKycLevel: 'BeneficiaryKYCLevel',
  originatorAccountName: 'OriginatorAccountName',
  originatorAccountNumber: 'OriginatorAccountNumber',
  originatorBankVerificationNumber: 'OriginatorBankVerificationNumber',
  originatorKycLevel: 'OriginatorKYCLevel',
  transactionLocation: 'TransactionLocation',
  narration: 'Narration',
  paymentReference: 'PaymentReference',
  amount: 'Amount',
} as const;

const FT_RESPONSE = { ...FT_REQUEST, responseCode: 'ResponseCode' } as const;

const TSQ_REQUEST = {
  sourceInstitutionCode: 'SourceInstitutionCode',
  channelCode: 'ChannelCode',
  sessionId: 'SessionID',
} as const;

const TSQ_RESPONSE = { ...TSQ_REQUEST, responseCode: 'ResponseCode' } as const;

const FI_HEADER = {
  batchNumber: 'BatchNumber',
  numberOfRecords: 'NumberOfRecords',
  channelCode: 'ChannelCode',
  transactionLocation: 'TransactionLocation',
} as const;

const FI_RESPONSE_HEADER = { ...FI_HEADER, responseCode: 'ResponseCode' } as const;

const FI_RECORD = {
  institutionCode: 'InstitutionCode',
  institutionName: 'InstitutionName',
  category: 'Category',
} as const;

/** Name enquiry (010): who holds this account at that institution. */
export type NameEnquiryRequest = FieldsOf<typeof NE_REQUEST>;
/** Name enquiry answer (011): the holder's name, BVN and KYC level, with a response code. */
export type NameEnquiryResponse = FieldsOf<typeof NE_RESPONSE>;

/** Funds transfer, direct credit (012); the amount is kept in kobo and sent as naira. */
export type FundsTransferRequest = Omit<FieldsOf<typeof FT_REQUEST>, 'amount'> & {
  readonly amountKobo: number;
};
/** Funds transfer answer (013): the request echoed with a response code. */
export type FundsTransferResponse = FundsTransferRequest & { readonly responseCode: string };

/** Transaction status query (016) for an earlier session ID. */
export type StatusQueryRequest = FieldsOf<typeof TSQ_REQUEST>;
/** Status query answer (017): the final or current code of that session. */
export type StatusQueryResponse = FieldsOf<typeof TSQ_RESPONSE>;

/** Financial institution list (032): a header, and in the answer one record per institution. */
export type InstitutionListRequest = FieldsOf<typeof FI_HEADER>;
export type InstitutionRecord = FieldsOf<typeof FI_RECORD>;
export type InstitutionListResponse = FieldsOf<typeof FI_RESPONSE_HEADER> & {
  readonly records: readonly InstitutionRecord[];
};

export const ROOTS = {
  nameEnquiryRequest: 'NESingleRequest',
  nameEnquiryResponse: 'NESingleResponse',
  fundsTransferRequest: 'FTSingleCreditRequest',
  fundsTransferResponse: 'FTSingleCreditResponse',
  statusQueryRequest: 'TSQuerySingleRequest',
  statusQueryResponse: 'TSQuerySingleResponse',
  institutionListRequest: 'FinancialInstitutionListRequest',
  institutionListResponse: 'FinancialInstitutionListResponse',
} as const;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

// Values stay text: codes and account numbers have leading zeros a number would drop.
const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (tagName) => tagName === 'Record',
});
const builder = new XMLBuilder({ ignoreAttributes: true, suppressEmptyNode: false });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function renameTo<M extends ElementMap>(elements: M, values: FieldsOf<M>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, element] of Object.entries(elements)) out[element] = values[key] ?? '';
  return out;
}

// An element left out or empty reads as '' so that a refusal (07 without a name) still parses.
function renameFrom<M extends ElementMap>(elements: M, body: Record<string, unknown>): FieldsOf<M> {
  const out: Record<string, string> = {};
  for (const [key, element] of Object.entries(elements)) {
    const value = body[element];
    out[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
  return out as FieldsOf<M>;
}

function bodyOf(xml: string, root: string): Record<string, unknown> {
  let document: unknown;
  try {
    document = parser.parse(xml);
  } catch (error) {
    throw new NipFormatError(`Not an XML document: ${(error as Error).message}`);
  }
  const body = isRecord(document) ? document[root] : undefined;
  if (body === '') return {};
  if (!isRecord(body)) throw new NipFormatError(`Expected a ${root} document.`);
  return body;
}

function documentOf(root: string, body: Record<string, unknown>): string {
  return XML_DECLARATION + builder.build({ [root]: body });
}

export function buildNameEnquiryRequest(message: NameEnquiryRequest): string {
  return documentOf(ROOTS.nameEnquiryRequest, renameTo(NE_REQUEST, message));
}

export function parseNameEnquiryRequest(xml: string): NameEnquiryRequest {
  return renameFrom(NE_REQUEST, bodyOf(xml, ROOTS.nameEnquiryRequest));
}

export function buildNameEnquiryResponse(message: NameEnquiryResponse): string {
  return documentOf(ROOTS.nameEnquiryResponse, renameTo(NE_RESPONSE, message));
}

export function parseNameEnquiryResponse(xml: string): NameEnquiryResponse {
  return renameFrom(NE_RESPONSE, bodyOf(xml, ROOTS.nameEnquiryResponse));
}

function withNairaAmount(message: FundsTransferRequest): FieldsOf<typeof FT_REQUEST> {
  return { ...message, amount: koboToDecimalText(message.amountKobo) };
}

// NIP sends the amount as naira with a decimal point; the console keeps whole kobo.
function withKoboAmount(xmlAmount: string): number {
  try {
    return parseNairaToKobo(xmlAmount);
  } catch {
    throw new NipFormatError(`Amount "${xmlAmount}" is not a naira amount.`);
  }
}

export function buildFundsTransferRequest(message: FundsTransferRequest): string {
  return documentOf(ROOTS.fundsTransferRequest, renameTo(FT_REQUEST, withNairaAmount(message)));
}

export function parseFundsTransferRequest(xml: string): FundsTransferRequest {
  const { amount, ...rest } = renameFrom(FT_REQUEST, bodyOf(xml, ROOTS.fundsTransferRequest));
  return { ...rest, amountKobo: withKoboAmount(amount) };
}

export function buildFundsTransferResponse(message: FundsTransferResponse): string {
  const fields = { ...withNairaAmount(message), responseCode: message.responseCode };
  return documentOf(ROOTS.fundsTransferResponse, renameTo(FT_RESPONSE, fields));
}

export function parseFundsTransferResponse(xml: string): FundsTransferResponse {
  const { amount, ...rest } = renameFrom(FT_RESPONSE, bodyOf(xml, ROOTS.fundsTransferResponse));
  return { ...rest, amountKobo: amount === '' ? 0 : withKoboAmount(amount) };
}

export function buildStatusQueryRequest(message: StatusQueryRequest): string {
  return documentOf(ROOTS.statusQueryRequest, renameTo(TSQ_REQUEST, message));
}

export function parseStatusQueryRequest(xml: string): StatusQueryRequest {
  return renameFrom(TSQ_REQUEST, bodyOf(xml, ROOTS.statusQueryRequest));
}

export function buildStatusQueryResponse(message: StatusQueryResponse): string {
  return documentOf(ROOTS.statusQueryResponse, renameTo(TSQ_RESPONSE, message));
}

export function parseStatusQueryResponse(xml: string): StatusQueryResponse {
  return renameFrom(TSQ_RESPONSE, bodyOf(xml, ROOTS.statusQueryResponse));
}

export function buildInstitutionListRequest(header: InstitutionListRequest): string {
  return documentOf(ROOTS.institutionListRequest, { Header: renameTo(FI_HEADER, header) });
}

export function parseInstitutionListRequest(xml: string): InstitutionListRequest {
  const header = bodyOf(xml, ROOTS.institutionListRequest).Header;
  return renameFrom(FI_HEADER, isRecord(header) ? header : {});
}

export function buildInstitutionListResponse(message: InstitutionListResponse): string {
  return documentOf(ROOTS.institutionListResponse, {
    Header: renameTo(FI_RESPONSE_HEADER, message),
    Record: message.records.map((record) => renameTo(FI_RECORD, record)),
  });
}

export function parseInstitutionListResponse(xml: string): InstitutionListResponse {
  const body = bodyOf(xml, ROOTS.institutionListResponse);
  const header = renameFrom(FI_RESPONSE_HEADER, isRecord(body.Header) ? body.Header : {});
  const rows = Array.isArray(body.Record) ? body.Record : [];
  const records = rows.filter(isRecord).map((row) => renameFrom(FI_RECORD, row));
  return { ...header, records };
}

/** Nigeria keeps West Africa Time (UTC+1) all year, with no daylight saving. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** yyMMddHHmmss in Lagos time, the clock NIP session IDs are stamped with. */
export function sessionTimestamp(at: Date): string {
  const lagos = new Date(at.getTime() + LAGOS_OFFSET_MS).toISOString();
  // toISOString is yyyy-MM-ddTHH:mm:ss.sssZ; keep the digits from the year's last two.
  return lagos.slice(2, 19).replace(/\D/g, '');
}

export const SESSION_ID_PATTERN = /^\d{30}$/;

export interface SessionIdOptions {
  readonly now?: () => Date;
  /** A whole number from 0 up to (not including) `below`; crypto-random by default. */
  readonly random?: (below: number) => number;
}

const SEQUENCE_SPAN = 100_000_000;

/**
 * Session IDs for one sending institution: its 6-digit code, the time as yyMMddHHmmss, then 12
 * digits unique to the sender for that second. The 12 digits are a 4-digit tag drawn once per
 * generator (one per process) and an 8-digit sequence that starts at a random point and only
 * moves forward, so one process never repeats within a second (it would need 10^8 IDs), and two
 * processes collide only if both the tag and the sequence meet in the same second.
 */
export function createSessionIdGenerator(
  institutionCode: string,
  options: SessionIdOptions = {},
): () => string {
  if (!/^\d{6}$/.test(institutionCode)) {
    throw new RangeError(`An institution code has 6 digits, not "${institutionCode}".`);
  }
  const now = options.now ?? (() => new Date());
  const random = options.random ?? ((below: number) => randomInt(below));
  const tag = String(random(10_000)).padStart(4, '0');
  let sequence = random(SEQUENCE_SPAN);
  return () => {
    sequence = (sequence + 1) % SEQUENCE_SPAN;
    const unique = `${tag}${String(sequence).padStart(8, '0')}`;
    return `${institutionCode}${sessionTimestamp(now())}${unique}`;
  };
}
