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
  SETTLEMENT_COLUMNS,
  type SettlementLine,
} from './settlement-report';
import { signatureOf } from './signature';
import { createSwitchClient } from './switch-client';
import { transferTo } from './test-transfer';

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

describe('the settlement report format', () => {
  it('writes the sample report byte for byte', () => {
    const { file, lines } = SETTLEMENT_REPORT_FIXTURE;
    expect(buildSettlementReport(lines)).toBe(readNipFixture(file));
  });

  it('signs the report query as pinned', () => {
    const query = `date=${SETTLEMENT_REPORT_FIXTURE.date}`;
    expect(signatureOf(NIP_SIGNATURES.sharedSecret, query)).toBe(NIP_SIGNATURES.queries[query]);
  });

  it('writes amounts in naira with two decimals, one CRLF line per transfer', () => {
    const lines = [
      line(),
      line({ sessionId: `${'0'.repeat(29)}2`, amountKobo: 7, responseCode: '51' }),
    ];
    expect(buildSettlementReport(lines).split('\r\n')).toEqual([
      SETTLEMENT_COLUMNS.join(','),
      '090999261125101500000000000001,090999,000013,0123456789,2500.50,00,2026-11-25 10:15:00',
      '000000000000000000000000000002,090999,000013,0123456789,0.07,51,2026-11-25 10:15:00',
      '',
    ]);
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
        .fundsTransfer(transferTo(account, sessionId, amountKobo, 'Report test'))
        .then(() => sessionId);
    };
    const first = await send(adaeze, 150_000);
    const refused = await send(babatunde, 99);
    now = new Date('2026-11-26T00:00:01Z');
    await send(adaeze, 1);

    const answer = await fetchReport('2026-11-25');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv/);
    const sent = (sessionId: string, account: DirectoryAccount, amountKobo: number, code: string) =>
      line({
        sessionId,
        destinationInstitutionCode: account.institutionCode,
        beneficiaryAccountNumber: account.accountNumber,
        amountKobo,
        responseCode: code,
        transactionDate: '2026-11-25 10:00:00',
      });
    expect(await answer.text()).toBe(
      buildSettlementReport([
        sent(first, adaeze, 150_000, '00'),
        sent(refused, babatunde, 99, '51'),
      ]),
    );
    const next = await (await fetchReport('2026-11-26')).text();
    expect(next.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('refuses an unsigned or wrongly signed request and a date that is not one', async () => {
    expect((await fetchReport('2026-11-25', 'wrong')).status).toBe(401);
    expect((await fetch(`${nipSwitch.url}/settlementreport?date=2026-11-25`)).status).toBe(401);
    expect((await fetchReport('yesterday')).status).toBe(400);
  });
});
