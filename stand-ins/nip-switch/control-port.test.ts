import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryAccount } from './directory';
import { readFundsTransferResponse, writeFundsTransferRequest } from './funds-transfer.message';
import { type NipSwitch, OUTCOME_ACCOUNTS, startNipSwitch } from './nip-switch';
import { checkDigit } from './nuban';
import { OUTCOMES, type Outcome } from './outcomes';
import { codeOf, createSwitchClient, type SwitchClient } from './switch-client';
import { transferTo } from './test-transfer';

// Every outcome reached over real sockets, first by its own directory account (what a tester
// does in the demo with no code), then by the control port on another account.

const SENDER = '090999';
/** How long the client waits, and how long a late answer takes: longer than that. */
const CLIENT_TIMEOUT_MS = 150;
const LATE_ANSWER_MS = 400;

let nipSwitch: NipSwitch;
let client: SwitchClient;
/** Patient enough for every answer that comes at once; the late one still misses it. */
let patient: SwitchClient;

beforeAll(async () => {
  nipSwitch = await startNipSwitch({ lateAnswerMs: LATE_ANSWER_MS });
  client = createSwitchClient({
    url: nipSwitch.url,
    senderCode: SENDER,
    timeoutMs: CLIENT_TIMEOUT_MS,
  });
  patient = createSwitchClient({ url: nipSwitch.url, senderCode: SENDER, timeoutMs: 5_000 });
});

afterAll(() => nipSwitch.stop());

/** What the transfer is answered (null: nothing in time) and what a status query then says. */
const EXPECTED: Readonly<Record<Outcome, readonly [answer: string | null, status: string]>> = {
  '00': ['00', '00'],
  '01': ['01', '00'],
  '09': ['09', '00'],
  '25': ['25', '25'],
  '34': ['34', '34'],
  '51': ['51', '51'],
  '91': ['91', '91'],
  '96': ['96', '00'],
  timeout: [null, '00'],
  late: [null, '00'],
};

async function send(account: DirectoryAccount) {
  const sessionId = client.newSessionId();
  const reply = await client.fundsTransfer(transferTo(account, sessionId));
  const status = await patient.statusQuery(sessionId);
  return { sessionId, answer: codeOf(reply), status: codeOf(status), reply };
}

describe('an account per outcome in the directory', () => {
  it('has valid NUBANs that end in their code, each named after what it does', async () => {
    for (const outcome of OUTCOMES) {
      const account = OUTCOME_ACCOUNTS[outcome];
      const serial = account.accountNumber.slice(0, 9);
      expect(Number(account.accountNumber[9]), outcome).toBe(checkDigit('058', serial));
      const named = await patient.nameEnquiry(account.institutionCode, account.accountNumber);
      expect(named.kind === 'answered' && named.message.accountName, outcome).toBe(
        account.accountName,
      );
    }
  });

  it('are the accounts the README gives testers', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const outcome of OUTCOMES) {
      expect(readme, outcome).toContain(`\`${OUTCOME_ACCOUNTS[outcome].accountNumber}\``);
    }
  });

  it.each(OUTCOMES)('%s: answered and then queried as scripted', async (outcome) => {
    const { answer, status, reply } = await send(OUTCOME_ACCOUNTS[outcome]);
    const [expectedAnswer, expectedStatus] = EXPECTED[outcome];
    expect(answer).toBe(expectedAnswer);
    expect(status).toBe(expectedStatus);
    if (expectedAnswer === null) expect(reply).toEqual({ kind: 'no-reply', reason: 'timeout' });
  });

  it('late: the answer does come, after the client stopped waiting', async () => {
    const sessionId = client.newSessionId();
    const body = writeFundsTransferRequest(transferTo(OUTCOME_ACCOUNTS.late, sessionId));
    const started = Date.now();
    const response = await fetch(`${nipSwitch.url}/fundtransfersingleitem_dc`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body,
    });
    const waitedMs = Date.now() - started;
    expect(waitedMs).toBeGreaterThanOrEqual(LATE_ANSWER_MS - 20);
    expect(waitedMs).toBeGreaterThan(CLIENT_TIMEOUT_MS);
    expect(readFundsTransferResponse(await response.text()).responseCode).toBe('00');
  });
});

describe('the control port', () => {
  const control = (path: string, init?: RequestInit) =>
    fetch(`${nipSwitch.controlUrl}${path}`, init);
  const put = (account: DirectoryAccount, body: unknown) =>
    control(`/accounts/${account.institutionCode}/${account.accountNumber}/outcome`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const approved = OUTCOME_ACCOUNTS['00'];

  it('lists every outcome with its account', async () => {
    const answer = await control('/outcomes');
    expect(answer.status).toBe(200);
    const { outcomes } = (await answer.json()) as {
      outcomes: { outcome: string; meaning: string; account: { accountNumber: string } }[];
    };
    expect(outcomes.map((o) => o.outcome)).toEqual([...OUTCOMES]);
    expect(outcomes.find((o) => o.outcome === '51')?.account.accountNumber).toBe(
      OUTCOME_ACCOUNTS['51'].accountNumber,
    );
  });

  it.each(OUTCOMES)('scripts %s for an account, until it is cleared', async (outcome) => {
    expect((await put(approved, { outcome })).status).toBe(200);
    const { answer, status } = await send(approved);
    expect([answer, status]).toEqual(EXPECTED[outcome]);
    const cleared = await control(
      `/accounts/${approved.institutionCode}/${approved.accountNumber}/outcome`,
      { method: 'DELETE' },
    );
    expect(cleared.status).toBe(204);
    expect((await send(approved)).answer).toBe('00');
  });

  it('takes what a status query says after no answer or a 96', async () => {
    await put(approved, { outcome: 'timeout', statusAfter: '25' });
    expect(await send(approved)).toMatchObject({ answer: null, status: '25' });
    await put(approved, { outcome: '96', statusAfter: '25' });
    expect(await send(approved)).toMatchObject({ answer: '96', status: '25' });
    await put(approved, { outcome: '00' });
  });

  it('holds the script set last, whether by script() or by the port', async () => {
    nipSwitch.script(approved.accountNumber, '51');
    expect((await send(approved)).answer).toBe('51');
    await put(approved, { outcome: '91' });
    expect((await send(approved)).answer).toBe('91');
    nipSwitch.script(approved.accountNumber, 'success');
    expect((await send(approved)).answer).toBe('00');
    const { scripted } = (await (await control('/outcomes')).json()) as { scripted: unknown[] };
    expect(scripted).toContainEqual({
      institutionCode: '*',
      accountNumber: approved.accountNumber,
      outcome: '00',
      statusAfter: '00',
    });
  });

  it('refuses a script it cannot follow and a path it does not know', async () => {
    expect((await put(approved, { outcome: '42' })).status).toBe(400);
    expect((await put(approved, { outcome: 'timeout', statusAfter: '51' })).status).toBe(400);
    expect((await put(approved, 'not json')).status).toBe(400);
    expect((await put(approved, 'x'.repeat(10_000))).status).toBe(400);
    expect((await control('/accounts/13/123/outcome', { method: 'PUT', body: '{}' })).status).toBe(
      404,
    );
    expect((await control('/nothing')).status).toBe(404);
  });

  it('lists the transfers received, with what each was answered', async () => {
    const { sessionId } = await send(OUTCOME_ACCOUNTS['34']);
    const answer = await control('/transfers');
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const { transfers } = (await answer.json()) as { transfers: Record<string, unknown>[] };
    expect(transfers.at(-1)).toMatchObject({
      sessionId,
      beneficiaryAccountNumber: OUTCOME_ACCOUNTS['34'].accountNumber,
      amountKobo: 10_000,
      answered: '34',
      late: false,
      duplicate: false,
      status: '34',
    });
    const late = transfers.find(
      (t) => t.beneficiaryAccountNumber === OUTCOME_ACCOUNTS.late.accountNumber,
    );
    expect(late).toMatchObject({ answered: '00', late: true });
  });
});
