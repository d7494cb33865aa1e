import { describe, expect, it } from 'vitest';
import {
  elementNamesInFixtures,
  NIP_FIXTURES,
  readNipFixture,
} from '../../tests/fixtures/nip/fixtures';
import {
  buildFundsTransferRequest,
  buildFundsTransferResponse,
  buildInstitutionListRequest,
  buildInstitutionListResponse,
  buildNameEnquiryRequest,
  buildNameEnquiryResponse,
  buildStatusQueryRequest,
  buildStatusQueryResponse,
  createSessionIdGenerator,
  NipFormatError,
  parseFundsTransferRequest,
  parseFundsTransferResponse,
  parseInstitutionListRequest,
  parseInstitutionListResponse,
  parseNameEnquiryRequest,
  parseNameEnquiryResponse,
  parseStatusQueryRequest,
  parseStatusQueryResponse,
  ROOTS,
  SESSION_ID_PATTERN,
  sessionTimestamp,
} from './nip-messages';
import {
  describeResponseCode,
  isFinalResponseCode,
  NIP_RESPONSE_CODES,
} from './nip-response-codes';

const SESSION = '000999261125103000123400000001';

const F = NIP_FIXTURES;
const bytes = (fixture: { readonly file: string }) => readNipFixture(fixture.file);

// The samples in tests/fixtures/nip are the wire both sides must speak. The stand-in's tests
// read the same files with the stand-in's own code, so a wrong element name here fails here.
describe('NIP messages against the fixed samples', () => {
  it('writes each request exactly as the sample, from its fields', () => {
    expect(buildNameEnquiryRequest(F.nameEnquiryRequest.fields)).toBe(bytes(F.nameEnquiryRequest));
    expect(buildFundsTransferRequest(F.fundsTransferRequest.fields)).toBe(
      bytes(F.fundsTransferRequest),
    );
    expect(buildStatusQueryRequest(F.statusQueryRequest.fields)).toBe(bytes(F.statusQueryRequest));
    expect(buildInstitutionListRequest(F.institutionListRequest.fields)).toBe(
      bytes(F.institutionListRequest),
    );
  });

  it('reads each response sample into its fields', () => {
    expect(parseNameEnquiryResponse(bytes(F.nameEnquiryResponse))).toEqual(
      F.nameEnquiryResponse.fields,
    );
    expect(parseNameEnquiryResponse(bytes(F.nameEnquiryRefusedResponse))).toEqual(
      F.nameEnquiryRefusedResponse.fields,
    );
    expect(parseFundsTransferResponse(bytes(F.fundsTransferResponse))).toEqual(
      F.fundsTransferResponse.fields,
    );
    expect(parseStatusQueryResponse(bytes(F.statusQueryResponse))).toEqual(
      F.statusQueryResponse.fields,
    );
    expect(parseInstitutionListResponse(bytes(F.institutionListResponse))).toEqual(
      F.institutionListResponse.fields,
    );
  });

  it('reads the requests the switch sends our bank and answers in the sample bytes', () => {
    expect(parseNameEnquiryRequest(bytes(F.inwardNameEnquiryRequest))).toEqual(
      F.inwardNameEnquiryRequest.fields,
    );
    expect(parseFundsTransferRequest(bytes(F.inwardFundsTransferRequest))).toEqual(
      F.inwardFundsTransferRequest.fields,
    );
    expect(parseStatusQueryRequest(bytes(F.inwardStatusQueryRequest))).toEqual(
      F.inwardStatusQueryRequest.fields,
    );
    expect(buildNameEnquiryResponse(F.inwardNameEnquiryResponse.fields)).toBe(
      bytes(F.inwardNameEnquiryResponse),
    );
    expect(buildFundsTransferResponse(F.inwardFundsTransferResponse.fields)).toBe(
      bytes(F.inwardFundsTransferResponse),
    );
    expect(buildStatusQueryResponse(F.inwardStatusQueryResponse.fields)).toBe(
      bytes(F.inwardStatusQueryResponse),
    );
  });

  it('writes the answers the stand-in gives exactly as the samples too', () => {
    expect(buildNameEnquiryResponse(F.nameEnquiryResponse.fields)).toBe(
      bytes(F.nameEnquiryResponse),
    );
    expect(buildNameEnquiryResponse(F.nameEnquiryRefusedResponse.fields)).toBe(
      bytes(F.nameEnquiryRefusedResponse),
    );
    expect(buildFundsTransferResponse(F.fundsTransferResponse.fields)).toBe(
      bytes(F.fundsTransferResponse),
    );
    expect(buildStatusQueryResponse(F.statusQueryResponse.fields)).toBe(
      bytes(F.statusQueryResponse),
    );
    expect(buildInstitutionListResponse(F.institutionListResponse.fields)).toBe(
      bytes(F.institutionListResponse),
    );
    // Reading back what was written loses nothing, the escaped narration included.
    expect(parseFundsTransferRequest(bytes(F.fundsTransferRequest))).toEqual(
      F.fundsTransferRequest.fields,
    );
    expect(parseInstitutionListRequest(bytes(F.institutionListRequest))).toEqual(
      F.institutionListRequest.fields,
    );
  });

  it('uses only element names the samples hold, and every one of them', () => {
    const written = new Set<string>();
    for (const xml of Object.values(F).map(bytes)) {
      for (const match of xml.matchAll(/<([A-Za-z][\w.-]*)>/g)) written.add(match[1] as string);
    }
    expect([...written].sort()).toEqual([...elementNamesInFixtures()].sort());
    expect(Object.values(ROOTS).every((root) => written.has(root))).toBe(true);
  });
});

describe('NIP messages', () => {
  it('reads a refusal with elements left out as empty fields', () => {
    const refusal = parseNameEnquiryResponse(
      `<NESingleResponse><SessionID>${SESSION}</SessionID><AccountName/><ResponseCode>07</ResponseCode></NESingleResponse>`,
    );
    expect(refusal.responseCode).toBe('07');
    expect(refusal.accountName).toBe('');
    expect(refusal.kycLevel).toBe('');
  });

  it('refuses an amount that is not naira', () => {
    const xml = bytes(F.fundsTransferRequest).replace('1500.50', '15,0x');
    expect(() => parseFundsTransferRequest(xml)).toThrow(NipFormatError);
  });

  it('reads a single Record element as a list of one', () => {
    const one = {
      ...F.institutionListResponse.fields,
      numberOfRecords: '1',
      records: F.institutionListResponse.fields.records.slice(0, 1),
    };
    expect(parseInstitutionListResponse(buildInstitutionListResponse(one)).records).toHaveLength(1);
  });

  it('refuses a document with another root, or none', () => {
    expect(() => parseNameEnquiryResponse(bytes(F.statusQueryRequest))).toThrow(NipFormatError);
    expect(() => parseStatusQueryResponse('service unavailable')).toThrow(NipFormatError);
  });
});

describe('NIP session IDs', () => {
  const at = new Date('2026-11-25T23:30:05.250Z');

  it('stamps Lagos time (UTC+1) as yyMMddHHmmss', () => {
    expect(sessionTimestamp(at)).toBe('261126003005');
    expect(sessionTimestamp(new Date('2026-01-01T00:00:00Z'))).toBe('260101010000');
  });

  it('is the institution code, the time and 12 more digits: 30 digits in all', () => {
    const next = createSessionIdGenerator('000999', { now: () => at });
    const id = next();
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(id.slice(0, 6)).toBe('000999');
    expect(id.slice(6, 18)).toBe('261126003005');
    expect(id.slice(18)).toMatch(/^\d{12}$/);
  });

  it('never repeats within one second', () => {
    const next = createSessionIdGenerator('000999', { now: () => at });
    const ids = new Set(Array.from({ length: 20_000 }, () => next()));
    expect(ids.size).toBe(20_000);
  });

  it('stays unique when the sequence wraps past 8 digits', () => {
    const highest = (below: number) => below - 2;
    const next = createSessionIdGenerator('000999', { now: () => at, random: highest });
    const ids = [next(), next(), next()];
    expect(ids.map((id) => id.slice(22))).toEqual(['99999999', '00000000', '00000001']);
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses an institution code that is not six digits', () => {
    expect(() => createSessionIdGenerator('058')).toThrow(RangeError);
  });
});

describe('NIP response codes', () => {
  it('knows every published code with its meaning', () => {
    expect(NIP_RESPONSE_CODES.map((c) => c.code)).toContain('97');
    expect(describeResponseCode('51').meaning).toBe('No sufficient funds');
    expect(describeResponseCode('94').meaning).toBe('Duplicate transaction');
  });

  it('sorts each code into what the sender does next', () => {
    expect(describeResponseCode('00').outcome).toBe('approved');
    for (const code of ['01', '09', '25', '94', '96', '97']) {
      expect(describeResponseCode(code).outcome, code).toBe('query');
      expect(isFinalResponseCode(code), code).toBe(false);
    }
    for (const code of ['34', '35', '63']) {
      expect(describeResponseCode(code).outcome, code).toBe('manual-review');
    }
    for (const code of ['51', '07', '91', '16']) {
      expect(describeResponseCode(code).outcome, code).toBe('declined');
      expect(isFinalResponseCode(code), code).toBe(true);
    }
  });

  it('treats a code it does not know as open, never as a refusal', () => {
    expect(describeResponseCode('X9')).toEqual({
      code: 'X9',
      meaning: 'Unknown response code',
      outcome: 'query',
    });
  });
});
