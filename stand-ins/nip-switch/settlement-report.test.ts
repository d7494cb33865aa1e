import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NIP_SIGNATURES,
  readNipFixture,
  SETTLEMENT_REPORT_FIXTURE,
} from '../../tests/fixtures/nip/fixtures';
import {
  DEFAULT_DIRECTORY,
  type DirectoryAccount,
  type NipSwitch,
  startNipSwitch,
} from './nip-switch';
import {
  buildSettlementReport,
  parseSettlementReport,
  SETTLEMENT_COLUMNS,
  type SettlementLine,
  SettlementReportError,
} from './settlement-report';
import { signatureOf } from './signature';
import { createSwitchClient } from './switch-client';

const SECRET = 'report-secret';
const [adaeze, babatunde] = DEFAULT_DIRECTORY as [DirectoryAccount, DirectoryAccount];

const line = (overrides: Partial<SettlementLine> = {}): SettlementLine => ({
  sessionId: '090999261125101500000000000001',
  sourceInstitutionCode: '090999',
  destinationInstitutionCode: '000013',
  beneficiaryAccountNumber: '0123456789',
  amountKobo: 250_050,
  responseCode: '00',
  transactionDate: '2026-11-25 10:15:00',
  ...overrides,
});

function problemOf(text: string): SettlementReportError {
  try {
    parseSettlementReport(text);
  } catch (error) {
    if (error instanceof SettlementReportError) return error;
    throw error;
  }
  throw new Error('the report was read');
}

describe('the settlement report format', () => {
  it('writes the sample report byte for byte and reads it back', () => {
    const { file, lines } = SETTLEMENT_REPORT_FIXTURE;
    expect(buildSettlementReport(lines)).toBe(readNipFixture(file));
    expect(parseSettlementReport(readNipFixture(file))).toEqual(lines);
  });

  it('signs the report query as pinned', () => {
    const query = `date=${SETTLEMENT_REPORT_FIXTURE.date}`;
    expect(signatureOf(NIP_SIGNATURES.sharedSecret, query)).toBe(NIP_SIGNATURES.queries[query]);
  });

  it('reads back what it writes, amounts in naira with two decimals', () => {
    const lines = [
      line(),
      line({ sessionId: `${'0'.repeat(29)}2`, amountKobo: 7, responseCode: '51' }),
    ];
    const text = buildSettlementReport(lines);
    expect(text.split('\r\n')[0]).toBe(SETTLEMENT_COLUMNS.join(','));
    expect(text).toContain(',2500.50,00,');
    expect(text).toContain(',0.07,51,');
    expect(parseSettlementReport(text)).toEqual(lines);
  });

  it('takes quoted fields and blank lines as a spreadsheet saves them', () => {
    const text = `${SETTLEMENT_COLUMNS.join(',')}\n"090999261125101500000000000001","090999",000013,0123456789,"1.00",00,2026-11-25\n\n`;
    expect(parseSettlementReport(text)).toEqual([
      line({ amountKobo: 100, transactionDate: '2026-11-25' }),
    ]);
  });

  it('names the line and the problem of a report it cannot read', () => {
    const header = SETTLEMENT_COLUMNS.join(',');
    expect(problemOf('SessionID,Amount\n').line).toBe(1);
    const bad = problemOf(
      `${header}\n${buildSettlementReport([line()]).split('\r\n')[1]}\n1,2,3\n`,
    );
    expect(bad.line).toBe(3);
    expect(bad.message).toMatch(/^Line 3: expected 7 fields/);
    const amount = buildSettlementReport([line()]).replace('2500.50', '2500.5');
    expect(problemOf(amount).message).toMatch(/^Line 2: Amount/);
    const twice = buildSettlementReport([line(), line()]);
    expect(problemOf(twice).message).toMatch(/^Line 3: SessionID .* appears twice/);
  });
});

describe('the stand-in serves the report of a date', () => {
  let nipSwitch: NipSwitch;
  let now = new Date('2026-11-25T10:00:00Z');

  beforeAll(async () => {
    nipSwitch = await startNipSwitch({ sharedSecret: SECRET, now: () => now });
  });
  afterAll(() => nipSwitch.stop());

  const fetchReport = (date: string, secret = SECRET) =>
    fetch(`${nipSwitch.url}/settlementreport?date=${date}`, {
      headers: { 'x-nip-signature': signatureOf(secret, `date=${date}`) },
    });

  it('lists the transfers received that UTC day with their final codes', async () => {
    const client = createSwitchClient({
      url: nipSwitch.url,
      senderCode: '090999',
      sharedSecret: SECRET,
      timeoutMs: 2_000,
    });
    nipSwitch.script(babatunde.accountNumber, '51');
    const send = (account: DirectoryAccount, amountKobo: number) => {
      const sessionId = client.newSessionId();
      return client
        .fundsTransfer({
          sessionId,
          nameEnquiryRef: sessionId,
          destinationInstitutionCode: account.institutionCode,
          channelCode: '1',
          beneficiaryAccountName: account.accountName,
          beneficiaryAccountNumber: account.accountNumber,
          beneficiaryBankVerificationNumber: account.bankVerificationNumber,
          beneficiaryKycLevel: account.kycLevel,
          originatorAccountName: 'KOBO DEMO CUSTOMER',
          originatorAccountNumber: '0100000017',
          originatorBankVerificationNumber: '22200000001',
          originatorKycLevel: '3',
          transactionLocation: '',
          narration: 'Report test',
          paymentReference: 'REPORT',
          amountKobo,
        })
        .then(() => sessionId);
    };
    const first = await send(adaeze, 150_000);
    const refused = await send(babatunde, 99);
    now = new Date('2026-11-26T00:00:01Z');
    await send(adaeze, 1);

    const answer = await fetchReport('2026-11-25');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = parseSettlementReport(await answer.text());
    expect(lines).toEqual([
      {
        sessionId: first,
        sourceInstitutionCode: '090999',
        destinationInstitutionCode: adaeze.institutionCode,
        beneficiaryAccountNumber: adaeze.accountNumber,
        amountKobo: 150_000,
        responseCode: '00',
        transactionDate: '2026-11-25 10:00:00',
      },
      expect.objectContaining({ sessionId: refused, amountKobo: 99, responseCode: '51' }),
    ]);
    const next = parseSettlementReport(await (await fetchReport('2026-11-26')).text());
    expect(next).toHaveLength(1);
  });

  it('refuses an unsigned or wrongly signed request and a date that is not one', async () => {
    expect((await fetchReport('2026-11-25', 'wrong')).status).toBe(401);
    expect((await fetch(`${nipSwitch.url}/settlementreport?date=2026-11-25`)).status).toBe(401);
    expect((await fetchReport('yesterday')).status).toBe(400);
  });
});
