import { describe, expect, it } from 'vitest';
import {
  elementNamesInFixtures,
  NIP_FIXTURES,
  NIP_SIGNATURES,
  readNipFixture,
} from '../../tests/fixtures/nip/fixtures';
import {
  readFundsTransferRequest,
  readFundsTransferResponse,
  writeFundsTransferRequest,
  writeFundsTransferResponse,
} from './funds-transfer.message';
import {
  readInstitutionListRequest,
  readInstitutionListResponse,
  writeInstitutionListRequest,
  writeInstitutionListResponse,
} from './institution-list.message';
import * as layouts from './message-layouts';
import {
  readNameEnquiryRequest,
  readNameEnquiryResponse,
  writeNameEnquiryRequest,
  writeNameEnquiryResponse,
} from './name-enquiry.message';
import { isSignedBy, signatureOf } from './signature';
import {
  readStatusQueryRequest,
  readStatusQueryResponse,
  writeStatusQueryRequest,
  writeStatusQueryResponse,
} from './status-query.message';
import { WireFormatError } from './xml-document';

// The fixed samples of tests/fixtures/nip, read and written with the stand-in's own code. The
// console's tests (server/nip, server/nip-inward) hold the same files to the console's code, so
// a disagreement between the two fails on one side or the other.

const F = NIP_FIXTURES;
const bytes = (fixture: { readonly file: string }) => readNipFixture(fixture.file);

describe('the switch reads what sending banks send', () => {
  it('reads each request sample into its fields', () => {
    expect(readNameEnquiryRequest(bytes(F.nameEnquiryRequest))).toEqual(
      F.nameEnquiryRequest.fields,
    );
    expect(readFundsTransferRequest(bytes(F.fundsTransferRequest))).toEqual(
      F.fundsTransferRequest.fields,
    );
    expect(readStatusQueryRequest(bytes(F.statusQueryRequest))).toEqual(
      F.statusQueryRequest.fields,
    );
    expect(readInstitutionListRequest(bytes(F.institutionListRequest))).toEqual(
      F.institutionListRequest.fields,
    );
  });

  it('writes each answer exactly as the sample', () => {
    expect(writeNameEnquiryResponse(F.nameEnquiryResponse.fields)).toBe(
      bytes(F.nameEnquiryResponse),
    );
    expect(writeNameEnquiryResponse(F.nameEnquiryRefusedResponse.fields)).toBe(
      bytes(F.nameEnquiryRefusedResponse),
    );
    expect(writeFundsTransferResponse(F.fundsTransferResponse.fields)).toBe(
      bytes(F.fundsTransferResponse),
    );
    expect(writeStatusQueryResponse(F.statusQueryResponse.fields)).toBe(
      bytes(F.statusQueryResponse),
    );
    expect(writeInstitutionListResponse(F.institutionListResponse.fields)).toBe(
      bytes(F.institutionListResponse),
    );
  });

  it('reads its own answers back, and writes the requests as the samples too', () => {
    expect(readFundsTransferResponse(bytes(F.fundsTransferResponse))).toEqual(
      F.fundsTransferResponse.fields,
    );
    expect(readInstitutionListResponse(bytes(F.institutionListResponse))).toEqual(
      F.institutionListResponse.fields,
    );
    expect(writeNameEnquiryRequest(F.nameEnquiryRequest.fields)).toBe(bytes(F.nameEnquiryRequest));
    expect(writeFundsTransferRequest(F.fundsTransferRequest.fields)).toBe(
      bytes(F.fundsTransferRequest),
    );
    expect(writeStatusQueryRequest(F.statusQueryRequest.fields)).toBe(bytes(F.statusQueryRequest));
    expect(writeInstitutionListRequest(F.institutionListRequest.fields)).toBe(
      bytes(F.institutionListRequest),
    );
  });
});

describe('the switch calling a beneficiary bank', () => {
  it('writes each inward request exactly as the sample', () => {
    expect(writeNameEnquiryRequest(F.inwardNameEnquiryRequest.fields)).toBe(
      bytes(F.inwardNameEnquiryRequest),
    );
    expect(writeFundsTransferRequest(F.inwardFundsTransferRequest.fields)).toBe(
      bytes(F.inwardFundsTransferRequest),
    );
    expect(writeStatusQueryRequest(F.inwardStatusQueryRequest.fields)).toBe(
      bytes(F.inwardStatusQueryRequest),
    );
  });

  it('reads each of the bank’s answers, a refusal with every element empty included', () => {
    expect(readNameEnquiryResponse(bytes(F.inwardNameEnquiryResponse))).toEqual(
      F.inwardNameEnquiryResponse.fields,
    );
    expect(readFundsTransferResponse(bytes(F.inwardFundsTransferResponse))).toEqual(
      F.inwardFundsTransferResponse.fields,
    );
    expect(readFundsTransferResponse(bytes(F.inwardFundsTransferRefusedResponse))).toEqual(
      F.inwardFundsTransferRefusedResponse.fields,
    );
    expect(readStatusQueryResponse(bytes(F.inwardStatusQueryResponse))).toEqual(
      F.inwardStatusQueryResponse.fields,
    );
  });
});

describe('signatures', () => {
  it('signs every sample body and query as pinned, and checks them', () => {
    const { sharedSecret, bodies, queries } = NIP_SIGNATURES;
    for (const [file, signature] of Object.entries(bodies)) {
      expect(signatureOf(sharedSecret, readNipFixture(file)), file).toBe(signature);
      expect(isSignedBy(sharedSecret, readNipFixture(file), signature), file).toBe(true);
    }
    for (const [query, signature] of Object.entries(queries)) {
      expect(signatureOf(sharedSecret, query), query).toBe(signature);
    }
    const body = bytes(F.fundsTransferRequest);
    expect(isSignedBy(sharedSecret, `${body} `, bodies[F.fundsTransferRequest.file])).toBe(false);
    expect(isSignedBy(sharedSecret, body, undefined)).toBe(false);
    expect(isSignedBy(sharedSecret, body, ['a', 'b'])).toBe(false);
  });

  it('has a pinned signature for every sample', () => {
    const files = Object.values(F).map((fixture) => fixture.file);
    expect(Object.keys(NIP_SIGNATURES.bodies).sort()).toEqual([...files].sort());
  });
});

describe('the element names', () => {
  it('are exactly the ones the samples use', () => {
    const named = new Set<string>([
      ...Object.values(layouts.ROOTS),
      layouts.HEADER_ELEMENT,
      layouts.RECORD_ELEMENT,
    ]);
    for (const value of Object.values(layouts)) {
      if (!Array.isArray(value)) continue;
      for (const [, element] of value as layouts.Layout) named.add(element);
    }
    expect([...named].sort()).toEqual([...elementNamesInFixtures()].sort());
  });

  it('refuse a document with an element misspelled, missing, added or moved', () => {
    const sample = bytes(F.fundsTransferRequest);
    const variants = [
      sample.replaceAll('BeneficiaryKYCLevel', 'BeneficiaryKycLevel'),
      sample.replace('<ChannelCode>1</ChannelCode>', ''),
      sample.replace('</FTSingleCreditRequest>', '<Fee>10.00</Fee></FTSingleCreditRequest>'),
      sample.replace(
        '<ChannelCode>1</ChannelCode><BeneficiaryAccountName>ADAEZE NWOSU</BeneficiaryAccountName>',
        '<BeneficiaryAccountName>ADAEZE NWOSU</BeneficiaryAccountName><ChannelCode>1</ChannelCode>',
      ),
      sample.replace('1500.50', '1,500.50'),
      bytes(F.nameEnquiryRequest),
      'not a document',
    ];
    for (const variant of variants) {
      expect(variant).not.toBe(sample);
      expect(() => readFundsTransferRequest(variant), variant).toThrow(WireFormatError);
    }
  });
});
