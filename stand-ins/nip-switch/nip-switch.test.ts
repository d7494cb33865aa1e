import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFundsTransferRequest } from './funds-transfer.message';
import {
  DEFAULT_DIRECTORY,
  type DirectoryAccount,
  type NipSwitch,
  startNipSwitch,
} from './nip-switch';
import { codeOf, createSwitchClient, type SwitchClient } from './switch-client';
import { transferTo } from './test-transfer';

// A sending bank written with the stand-in's own messages against the switch, over a socket on
// 127.0.0.1. The console's client meets the stand-in in tests/api; the fixtures in
// tests/fixtures/nip prove the two write and read the same bytes.

const SENDER = '000999';
const [adaeze, babatunde] = DEFAULT_DIRECTORY as [DirectoryAccount, DirectoryAccount];

let nipSwitch: NipSwitch;
let client: SwitchClient;
/** The same switch with a short wait, for the answers it is scripted to hold. */
let impatient: SwitchClient;

beforeAll(async () => {
  nipSwitch = await startNipSwitch();
  client = createSwitchClient({ url: nipSwitch.url, senderCode: SENDER, timeoutMs: 5_000 });
  impatient = createSwitchClient({ url: nipSwitch.url, senderCode: SENDER, timeoutMs: 200 });
});

afterAll(async () => {
  await nipSwitch.stop();
});

/** Sends a transfer to an account scripted as given; returns its session ID and the reply. */
async function scriptedTransfer(
  behaviour: Parameters<NipSwitch['script']>[1],
  options: Parameters<NipSwitch['script']>[2] = {},
  via: SwitchClient = client,
) {
  nipSwitch.script(adaeze.accountNumber, behaviour, options);
  const sessionId = via.newSessionId();
  const reply = await via.fundsTransfer(transferTo(adaeze, sessionId));
  return { sessionId, reply };
}

describe('name enquiry', () => {
  it('names an account in the directory with its BVN and KYC level', async () => {
    const reply = await client.nameEnquiry(adaeze.institutionCode, adaeze.accountNumber);
    expect(reply.kind).toBe('answered');
    if (reply.kind !== 'answered') return;
    expect(reply.message).toMatchObject({
      responseCode: '00',
      accountName: adaeze.accountName,
      bankVerificationNumber: adaeze.bankVerificationNumber,
      kycLevel: adaeze.kycLevel,
    });
    expect(reply.message.sessionId.slice(0, 6)).toBe(SENDER);
  });

  it('refuses an unknown account with 07 and an unknown bank with 16', async () => {
    const unknownAccount = await client.nameEnquiry(
      adaeze.institutionCode,
      babatunde.accountNumber,
    );
    expect(codeOf(unknownAccount)).toBe('07');
    const unknownBank = await client.nameEnquiry('000000', adaeze.accountNumber);
    expect(codeOf(unknownBank)).toBe('16');
  });
});

describe('funds transfer, as scripted per account', () => {
  it('success: 00, and a status query agrees', async () => {
    const { sessionId, reply } = await scriptedTransfer('success');
    expect(codeOf(reply)).toBe('00');
    expect(codeOf(await client.statusQuery(sessionId))).toBe('00');
  });

  it('pending-then-success: 01 asks for a status query, which says 00', async () => {
    const { sessionId, reply } = await scriptedTransfer('pending-then-success');
    expect(codeOf(reply)).toBe('01');
    expect(codeOf(await client.statusQuery(sessionId))).toBe('00');
  });

  it('timeout: reported as no reply, not a failure; the status query finds it credited', async () => {
    const { sessionId, reply } = await scriptedTransfer('timeout', {}, impatient);
    expect(reply).toMatchObject({ kind: 'no-reply', reason: 'timeout' });
    expect(codeOf(await client.statusQuery(sessionId))).toBe('00');
    const received = nipSwitch.sent().find((t) => t.request.sessionId === sessionId);
    expect(received).toMatchObject({ answered: null, duplicate: false });
  });

  it('timeout scripted as never arrived: the status query says 25 and stays open', async () => {
    const { sessionId, reply } = await scriptedTransfer(
      'timeout',
      { statusAfter: '25' },
      impatient,
    );
    expect(reply.kind).toBe('no-reply');
    expect(codeOf(await client.statusQuery(sessionId))).toBe('25');
  });

  it('51: declined, nothing credited, and the status query repeats it', async () => {
    const { sessionId, reply } = await scriptedTransfer('51');
    expect(codeOf(reply)).toBe('51');
    expect(codeOf(await client.statusQuery(sessionId))).toBe('51');
  });

  it('34: suspected fraud goes to manual review', async () => {
    const { reply } = await scriptedTransfer('34');
    expect(codeOf(reply)).toBe('34');
  });

  it('91: beneficiary bank not available is a final refusal', async () => {
    const { reply } = await scriptedTransfer('91');
    expect(codeOf(reply)).toBe('91');
  });

  it('96: a malfunction asks for a status query, which gives the final answer', async () => {
    const { sessionId, reply } = await scriptedTransfer('96');
    expect(codeOf(reply)).toBe('96');
    expect(codeOf(await client.statusQuery(sessionId))).toBe('00');
  });

  it('refuses a transfer to an account not in the directory with 07', async () => {
    const stranger = { ...babatunde, institutionCode: adaeze.institutionCode };
    const reply = await client.fundsTransfer(transferTo(stranger, client.newSessionId()));
    expect(codeOf(reply)).toBe('07');
  });
});

describe('one session ID is applied once', () => {
  it('answers a resend 94 without applying it, and the status query keeps the first answer', async () => {
    const { sessionId, reply } = await scriptedTransfer('success');
    expect(codeOf(reply)).toBe('00');
    const resend = await client.fundsTransfer(transferTo(adaeze, sessionId));
    expect(codeOf(resend)).toBe('94');
    const received = nipSwitch.sent().filter((t) => t.request.sessionId === sessionId);
    expect(received.map((t) => t.duplicate)).toEqual([false, true]);
    expect(codeOf(await client.statusQuery(sessionId))).toBe('00');
  });

  it('does not apply a resend after a timeout either', async () => {
    const { sessionId } = await scriptedTransfer('timeout', {}, impatient);
    const resend = await client.fundsTransfer(transferTo(adaeze, sessionId));
    expect(codeOf(resend)).toBe('94');
  });

  it('says 25 for a session it never saw', async () => {
    expect(codeOf(await client.statusQuery(client.newSessionId()))).toBe('25');
  });
});

describe('institution list', () => {
  it('lists the institutions reachable over NIP with their codes', async () => {
    const reply = await client.institutionList();
    expect(reply.kind).toBe('answered');
    if (reply.kind !== 'answered') return;
    expect(reply.message.responseCode).toBe('00');
    expect(Number(reply.message.numberOfRecords)).toBe(reply.message.records.length);
    expect(reply.message.records).toContainEqual({
      institutionCode: '000014',
      institutionName: 'Access Bank',
      category: 'COMMERCIAL',
    });
  });
});

describe('transport', () => {
  it('with a shared secret, answers only signed requests', async () => {
    const guarded = await startNipSwitch({ sharedSecret: 'demo-secret' });
    try {
      const unsigned = createSwitchClient({ url: guarded.url, senderCode: SENDER });
      expect(await unsigned.nameEnquiry(adaeze.institutionCode, adaeze.accountNumber)).toEqual({
        kind: 'no-reply',
        reason: 'http-status',
        status: 401,
      });
      const signed = createSwitchClient({
        url: guarded.url,
        senderCode: SENDER,
        sharedSecret: 'demo-secret',
      });
      const named = await signed.nameEnquiry(adaeze.institutionCode, adaeze.accountNumber);
      expect(codeOf(named)).toBe('00');
    } finally {
      await guarded.stop();
    }
  });

  it('refuses with HTTP 400 a transfer whose elements are not the published ones', async () => {
    const sample = writeFundsTransferRequest(transferTo(adaeze, client.newSessionId()));
    const misspelled = sample.replaceAll('BeneficiaryKYCLevel', 'BeneficiaryKycLevel');
    const answer = await fetch(`${nipSwitch.url}/fundtransfersingleitem_dc`, {
      method: 'POST',
      body: misspelled,
    });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('content-type')).toMatch(/^application\/xml/);
  });

  it('is gone once stopped', async () => {
    const gone = await startNipSwitch();
    await gone.stop();
    const orphan = createSwitchClient({ url: gone.url, senderCode: SENDER, timeoutMs: 1_000 });
    const reply = await orphan.statusQuery(orphan.newSessionId());
    expect(reply).toMatchObject({ kind: 'no-reply', reason: 'unreachable' });
  });
});
