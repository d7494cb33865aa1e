import {
  expectName,
  fieldsOf,
  HEADER_ELEMENT,
  INSTITUTION_LIST_HEADER,
  INSTITUTION_LIST_RESPONSE_HEADER,
  INSTITUTION_RECORD,
  MAX_RECORDS,
  nodesOf,
  RECORD_ELEMENT,
  ROOTS,
} from './message-layouts';
import { readDocument, WireFormatError, writeDocument } from './xml-document';

/**
 * Financial institution list (032): a Header, and in the answer one Record per institution after
 * it. On the live switch NIBSS pushes the list to each bank; here the bank asks and the records
 * come back in the answer (docs/decisions/028-nip-messages.md).
 */

export interface InstitutionListRequest {
  readonly batchNumber: string;
  readonly numberOfRecords: string;
  readonly channelCode: string;
  readonly transactionLocation: string;
}

export interface InstitutionRecord {
  readonly institutionCode: string;
  readonly institutionName: string;
  readonly category: string;
}

export interface InstitutionListResponse extends InstitutionListRequest {
  readonly responseCode: string;
  readonly records: readonly InstitutionRecord[];
}

export function readInstitutionListRequest(xml: string): InstitutionListRequest {
  const root = expectName(readDocument(xml), ROOTS.institutionListRequest);
  const [header, ...more] = root.children;
  if (header === undefined || more.length > 0) {
    throw new WireFormatError(`<${root.name}> holds one <${HEADER_ELEMENT}> and nothing else.`);
  }
  return fieldsOf(expectName(header, HEADER_ELEMENT), INSTITUTION_LIST_HEADER);
}

export function writeInstitutionListRequest(message: InstitutionListRequest): string {
  const header = nodesOf(INSTITUTION_LIST_HEADER, message);
  return writeDocument([ROOTS.institutionListRequest, [[HEADER_ELEMENT, header]]]);
}

export function readInstitutionListResponse(xml: string): InstitutionListResponse {
  const root = expectName(readDocument(xml), ROOTS.institutionListResponse);
  const [header, ...rows] = root.children;
  if (header === undefined) throw new WireFormatError(`<${root.name}> has no <${HEADER_ELEMENT}>.`);
  if (rows.length > MAX_RECORDS) throw new WireFormatError(`More than ${MAX_RECORDS} records.`);
  const fields = fieldsOf<Omit<InstitutionListResponse, 'records'>>(
    expectName(header, HEADER_ELEMENT),
    INSTITUTION_LIST_RESPONSE_HEADER,
  );
  const records = rows.map((row) =>
    fieldsOf<InstitutionRecord>(expectName(row, RECORD_ELEMENT), INSTITUTION_RECORD),
  );
  return { ...fields, records };
}

export function writeInstitutionListResponse(message: InstitutionListResponse): string {
  const { records, ...header } = message;
  return writeDocument([
    ROOTS.institutionListResponse,
    [
      [HEADER_ELEMENT, nodesOf(INSTITUTION_LIST_RESPONSE_HEADER, header)],
      ...records.map((record) => [RECORD_ELEMENT, nodesOf(INSTITUTION_RECORD, record)] as const),
    ],
  ]);
}
