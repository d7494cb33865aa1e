import { readFlat, writeFlat } from './flat-message';
import { ROOTS, STATUS_QUERY_REQUEST, STATUS_QUERY_RESPONSE } from './message-layouts';

/** Transaction status query (016) for an earlier session ID, and its answer (017). */

export interface StatusQueryRequest {
  readonly sourceInstitutionCode: string;
  readonly channelCode: string;
  readonly sessionId: string;
}

export interface StatusQueryResponse extends StatusQueryRequest {
  readonly responseCode: string;
}

export function readStatusQueryRequest(xml: string): StatusQueryRequest {
  return readFlat(xml, ROOTS.statusQueryRequest, STATUS_QUERY_REQUEST);
}

export function writeStatusQueryRequest(message: StatusQueryRequest): string {
  return writeFlat(ROOTS.statusQueryRequest, STATUS_QUERY_REQUEST, message);
}

export function readStatusQueryResponse(xml: string): StatusQueryResponse {
  return readFlat(xml, ROOTS.statusQueryResponse, STATUS_QUERY_RESPONSE);
}

export function writeStatusQueryResponse(message: StatusQueryResponse): string {
  return writeFlat(ROOTS.statusQueryResponse, STATUS_QUERY_RESPONSE, message);
}
