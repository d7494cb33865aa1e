import { describe, expect, it } from 'vitest';
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
  type FundsTransferRequest,
  NipFormatError,
  parseFundsTransferRequest,
  parseFundsTransferResponse,
  parseInstitutionListRequest,
  parseInstitutionListResponse,
  parseNameEnquiryRequest,
  parseNameEnquiryResponse,
  parseStatusQueryRequest,
  parseStatusQueryResponse,
  SESSION_ID_PATTERN,
  sessionTimestamp,
} from './nip-messages';
import {
  describeResponseCode,
  isFinalResponseCode,
  NIP_RESPONSE_CODES,
} from './nip-response-codes';

const SESSION = '000999261125103000123400000001';

const transfer: FundsTransferRequest = {
  sessionId: SESSION,
  nameEnquiryRef: '000999261125102959123400000000',
  destinationInstitutionCode: '000013',
  channelCode: '1',
  beneficiaryAccountName: 'ADAEZE NWOSU',
  beneficiaryAccountNumber: '0012345678',
  beneficiaryBankVerificationNumber: '22212345671',
  beneficiaryKycLevel: '3',
  originatorAccountName: 'KOBO DEMO & SONS <LTD>',
  originatorAccountNumber: '0100000017',
  originatorBankVerificationNumber: '22200000001',
  originatorKycLevel: '2',
  transactionLocation: '6.4300747,3.4110715',
  narration: 'Rent for March & April',
  paymentReference: 'TRF-000123',
  amountKobo: 150_050,
};

describe('NIP name enquiry messages', () => {
  it('writes the published element names under NESingleRequest and reads them back', () => {
    const request = {
      sessionId: SESSION,
      destinationInstitutionCode: '000013',
      channelCode: '1',
      accountNumber: '0012345678',
    };
    const xml = buildNameEnquiryRequest(request);
    expect(xml).toContain('<NESingleRequest><SessionID>000999261125103000123400000001</SessionID>');
    expect(xml).toContain('<DestinationInstitutionCode>000013</DestinationInstitutionCode>');
    expect(xml).toContain('<ChannelCode>1</ChannelCode><AccountNumber>0012345678</AccountNumber>');
    expect(parseNameEnquiryRequest(xml)).toEqual(request);
  });

  it('keeps leading zeros and reads a refusal without a name as empty fields', () => {
    const answer = {
      sessionId: SESSION,
      destinationInstitutionCode: '000013',
      channelCode: '1',
      accountNumber: '0012345678',
      accountName: 'ADAEZE NWOSU',
      bankVerificationNumber: '22212345671',
      kycLevel: '3',
      responseCode: '00',
    };
    const xml = buildNameEnquiryResponse(answer);
    expect(xml).toContain('<AccountName>ADAEZE NWOSU</AccountName>');
    expect(xml).toContain('<BankVerificationNumber>22212345671</BankVerificationNumber>');
    expect(xml).toContain('<KYCLevel>3</KYCLevel><ResponseCode>00</ResponseCode>');
    expect(parseNameEnquiryResponse(xml)).toEqual(answer);

    const refusal = parseNameEnquiryResponse(
      `<NESingleResponse><SessionID>${SESSION}</SessionID><AccountName/><ResponseCode>07</ResponseCode></NESingleResponse>`,
    );
    expect(refusal.responseCode).toBe('07');
    expect(refusal.accountName).toBe('');
    expect(refusal.kycLevel).toBe('');
  });
});

describe('NIP funds transfer messages', () => {
  it('sends the amount as naira with two decimals and keeps kobo on our side', () => {
    const xml = buildFundsTransferRequest(transfer);
    expect(xml).toContain('<Amount>1500.50</Amount>');
    expect(xml).toContain('<FTSingleCreditRequest><SessionID>');
    expect(xml).toContain('<NameEnquiryRef>000999261125102959123400000000</NameEnquiryRef>');
    expect(xml).toContain('<BeneficiaryKYCLevel>3</BeneficiaryKYCLevel>');
    expect(xml).toContain('<OriginatorBankVerificationNumber>22200000001');
    expect(xml).toContain('<PaymentReference>TRF-000123</PaymentReference>');
    expect(parseFundsTransferRequest(xml)).toEqual(transfer);
  });

  it('escapes text so that a narration cannot break the document', () => {
    const xml = buildFundsTransferRequest(transfer);
    expect(xml).toContain('<Narration>Rent for March &amp; April</Narration>');
    expect(xml).toContain('KOBO DEMO &amp; SONS &lt;LTD&gt;');
    expect(parseFundsTransferRequest(xml).originatorAccountName).toBe('KOBO DEMO & SONS <LTD>');
  });

  it('reads the answer with its response code', () => {
    const xml = buildFundsTransferResponse({ ...transfer, responseCode: '01' });
    expect(xml).toContain('<FTSingleCreditResponse>');
    expect(parseFundsTransferResponse(xml)).toEqual({ ...transfer, responseCode: '01' });
  });

  it('refuses an amount that is not naira', () => {
    const xml = buildFundsTransferRequest(transfer).replace('1500.50', '15,0x');
    expect(() => parseFundsTransferRequest(xml)).toThrow(NipFormatError);
  });
});

describe('NIP status query and institution list messages', () => {
  it('asks by session ID and reads the code back', () => {
    const query = { sourceInstitutionCode: '000999', channelCode: '1', sessionId: SESSION };
    const xml = buildStatusQueryRequest(query);
    expect(xml).toContain('<TSQuerySingleRequest><SourceInstitutionCode>000999');
    expect(parseStatusQueryRequest(xml)).toEqual(query);
    const answer = parseStatusQueryResponse(
      buildStatusQueryResponse({ ...query, responseCode: '00' }),
    );
    expect(answer.responseCode).toBe('00');
  });

  it('puts the list under a Header and one Record per institution', () => {
    const header = {
      batchNumber: SESSION,
      numberOfRecords: '0',
      channelCode: '1',
      transactionLocation: '',
    };
    expect(parseInstitutionListRequest(buildInstitutionListRequest(header))).toEqual(header);
    const records = [
      { institutionCode: '000014', institutionName: 'Access Bank', category: 'COMMERCIAL' },
      { institutionCode: '090267', institutionName: 'Kuda MFB', category: 'MICROFINANCE' },
    ];
    const two = { ...header, numberOfRecords: '2', responseCode: '00', records };
    const xml = buildInstitutionListResponse(two);
    expect(xml).toContain('<Record><InstitutionCode>000014</InstitutionCode>');
    expect(parseInstitutionListResponse(xml)).toEqual(two);
    // A single Record element is still a list of one.
    const one = { ...two, numberOfRecords: '1', records: records.slice(0, 1) };
    expect(parseInstitutionListResponse(buildInstitutionListResponse(one)).records).toHaveLength(1);
  });

  it('refuses a document with another root, or none', () => {
    const query = { sourceInstitutionCode: '000999', channelCode: '1', sessionId: SESSION };
    expect(() => parseNameEnquiryResponse(buildStatusQueryRequest(query))).toThrow(NipFormatError);
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
