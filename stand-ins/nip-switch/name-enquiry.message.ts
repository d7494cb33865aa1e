import { readFlat, writeFlat } from './flat-message';
import { NAME_ENQUIRY_REQUEST, NAME_ENQUIRY_RESPONSE, ROOTS } from './message-layouts';

/**
 * Name enquiry (010) and its answer (011). The switch reads the request from a sending bank and
 * answers it; as a sender of inward transfers it writes the request and reads a bank's answer.
 */

export interface NameEnquiryRequest {
  readonly sessionId: string;
  readonly destinationInstitutionCode: string;
  readonly channelCode: string;
  readonly accountNumber: string;
}

/** The holder's name, BVN and KYC level; all three empty when the code is a refusal. */
export interface NameEnquiryResponse extends NameEnquiryRequest {
  readonly accountName: string;
  readonly bankVerificationNumber: string;
  readonly kycLevel: string;
  readonly responseCode: string;
}

export function readNameEnquiryRequest(xml: string): NameEnquiryRequest {
  return readFlat(xml, ROOTS.nameEnquiryRequest, NAME_ENQUIRY_REQUEST);
}

export function writeNameEnquiryRequest(message: NameEnquiryRequest): string {
  return writeFlat(ROOTS.nameEnquiryRequest, NAME_ENQUIRY_REQUEST, message);
}

export function readNameEnquiryResponse(xml: string): NameEnquiryResponse {
  return readFlat(xml, ROOTS.nameEnquiryResponse, NAME_ENQUIRY_RESPONSE);
}

export function writeNameEnquiryResponse(message: NameEnquiryResponse): string {
  return writeFlat(ROOTS.nameEnquiryResponse, NAME_ENQUIRY_RESPONSE, message);
}
