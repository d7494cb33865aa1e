import { WireFormatError, type XmlElement, type XmlNode } from './xml-document';

/**
 * The NIP single-item messages' layouts, element by element and in order, as the published NIP
 * message layouts give them (the 010/011 name enquiry, 012/013 funds transfer direct credit,
 * 016/017 status query and 032 financial institution list): the roots and element names that
 * open-source NIP integrations name their XML classes after. Written here apart from the
 * console's own list so that the two can disagree, and the fixtures in tests/fixtures/nip say
 * which one is right.
 */

/** Field names (ours) paired with element names (the wire's), in the wire's order. */
export type Layout = readonly (readonly [field: string, element: string])[];

export const NAME_ENQUIRY_REQUEST: Layout = [
  ['sessionId', 'SessionID'],
  ['destinationInstitutionCode', 'DestinationInstitutionCode'],
  ['channelCode', 'ChannelCode'],
  ['accountNumber', 'AccountNumber'],
];

export const NAME_ENQUIRY_RESPONSE: Layout = [
  ...NAME_ENQUIRY_REQUEST,
  ['accountName', 'AccountName'],
  ['bankVerificationNumber', 'BankVerificationNumber'],
  ['kycLevel', 'KYCLevel'],
  ['responseCode', 'ResponseCode'],
];

export const FUNDS_TRANSFER_REQUEST: Layout = [
  ['sessionId', 'SessionID'],
  ['nameEnquiryRef', 'NameEnquiryRef'],
  ['destinationInstitutionCode', 'DestinationInstitutionCode'],
  ['channelCode', 'ChannelCode'],
  ['beneficiaryAccountName', 'BeneficiaryAccountName'],
  ['beneficiaryAccountNumber', 'BeneficiaryAccountNumber'],
  ['beneficiaryBankVerificationNumber', 'BeneficiaryBankVerificationNumber'],
  ['beneficiaryKycLevel', 'BeneficiaryKYCLevel'],
  ['originatorAccountName', 'OriginatorAccountName'],
  ['originatorAccountNumber', 'OriginatorAccountNumber'],
  ['originatorBankVerificationNumber', 'OriginatorBankVerificationNumber'],
  ['originatorKycLevel', 'OriginatorKYCLevel'],
  ['transactionLocation', 'TransactionLocation'],
  ['narration', 'Narration'],
  ['paymentReference', 'PaymentReference'],
  ['amount', 'Amount'],
];

export const FUNDS_TRANSFER_RESPONSE: Layout = [
  ...FUNDS_TRANSFER_REQUEST,
  ['responseCode', 'ResponseCode'],
];

export const STATUS_QUERY_REQUEST: Layout = [
  ['sourceInstitutionCode', 'SourceInstitutionCode'],
  ['channelCode', 'ChannelCode'],
  ['sessionId', 'SessionID'],
];

export const STATUS_QUERY_RESPONSE: Layout = [
  ...STATUS_QUERY_REQUEST,
  ['responseCode', 'ResponseCode'],
];

/** The institution list's Header, and in the answer one Record per institution after it. */
export const INSTITUTION_LIST_HEADER: Layout = [
  ['batchNumber', 'BatchNumber'],
  ['numberOfRecords', 'NumberOfRecords'],
  ['channelCode', 'ChannelCode'],
  ['transactionLocation', 'TransactionLocation'],
];

export const INSTITUTION_LIST_RESPONSE_HEADER: Layout = [
  ...INSTITUTION_LIST_HEADER,
  ['responseCode', 'ResponseCode'],
];

export const INSTITUTION_RECORD: Layout = [
  ['institutionCode', 'InstitutionCode'],
  ['institutionName', 'InstitutionName'],
  ['category', 'Category'],
];

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

/** The element names of the list's two groups. */
export const HEADER_ELEMENT = 'Header';
export const RECORD_ELEMENT = 'Record';

/** The most records a list answer may hold; a longer one is refused rather than half read. */
export const MAX_RECORDS = 1_000;

/** The element of `root` whose name is `expected`, or a WireFormatError that says what came. */
export function expectName(element: XmlElement, expected: string): XmlElement {
  if (element.name !== expected) {
    throw new WireFormatError(`Expected <${expected}>, found <${element.name}>.`);
  }
  return element;
}

/**
 * The fields of an element whose children are exactly the layout's leaves, in order. Anything
 * else (a missing, extra, renamed or moved element) is a format error.
 */
export function fieldsOf<T extends object>(element: XmlElement, layout: Layout): T {
  const names = element.children.map((child) => child.name);
  const expected = layout.map(([, name]) => name);
  if (names.join(',') !== expected.join(',')) {
    throw new WireFormatError(
      `<${element.name}> holds ${names.join(',') || 'nothing'}; expected ${expected.join(',')}.`,
    );
  }
  const fields: Record<string, string> = {};
  layout.forEach(([field], index) => {
    const child = element.children[index] as XmlElement;
    if (child.children.length > 0) throw new WireFormatError(`<${child.name}> must hold text.`);
    fields[field] = child.text;
  });
  // The names were checked against the layout above, so every field of T is present.
  return fields as T;
}

/** The layout's leaves with the values of `fields`; a field left out is written empty. */
export function nodesOf(layout: Layout, fields: object): XmlNode[] {
  const values = fields as Readonly<Record<string, unknown>>;
  return layout.map(([field, element]) => [element, String(values[field] ?? '')]);
}
