import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader, signatureOf, signatureProblem } from './signature';
import { type SmsStandIn, startSmsStandIn } from './sms-stand-in';

const SECRET = 'webhook-secret-1';
const BODY = JSON.stringify({ to: '+2348030000000', from: 'KOBOMFB', text: 'Your code is 481516' });

function call(standIn: SmsStandIn, header: string | null, body = BODY, method = 'POST') {
  return fetch(`${standIn.url}/v1/sms?channel=alerts`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key': 'k-1',
      ...(header !== null && { 'X-Kobo-Signature': header }),
    },
    body,
  });
}

describe('the webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<t>.<raw body>" keyed by the secret', () => {
    // Computed apart: printf '1700000000.{}' | openssl dgst -sha256 -hmac webhook-secret-1
    expect(signatureOf(SECRET, 1_700_000_000, '{}')).toBe(
      'fb67e269efade834d84d056d1e6f61fd6e44dfd14fa162df8d8371494cca6c67',
    );
    const now = 1_700_000_000;
    expect(signatureProblem(SECRET, signatureHeader(SECRET, '{}', now), '{}', now)).toBeNull();
    expect(signatureProblem(SECRET, signatureHeader(SECRET, '{}', now), '{ }', now)).toMatch(
      /does not match/,
    );
    expect(signatureProblem(SECRET, signatureHeader(SECRET, '{}', now - 301), '{}', now)).toMatch(
      /300 seconds/,
    );
    expect(
      signatureProblem(SECRET, signatureHeader(SECRET, '{}', now + 300), '{}', now),
    ).toBeNull();
    expect(signatureProblem(SECRET, 'v1=abc', '{}', now)).toMatch(/not t=/);
  });
});

describe('the SMS webhook stand-in', () => {
  let standIn: SmsStandIn;
  beforeAll(async () => {
    standIn = await startSmsStandIn({ secret: SECRET });
  });
  afterAll(() => standIn.close());

  it('keeps a well-signed POST and answers its id; GET /messages lists it', async () => {
    const response = await call(standIn, signatureHeader(SECRET, BODY));
    expect(response.status).toBe(200);
    const { id } = await response.json();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const listed = await (await fetch(`${standIn.url}/messages`)).json();
    expect(listed[0]).toEqual({
      id,
      method: 'POST',
      path: '/v1/sms',
      headers: expect.objectContaining({ 'x-api-key': 'k-1' }),
      body: { to: '+2348030000000', from: 'KOBOMFB', text: 'Your code is 481516' },
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('takes PUT too and keeps a body that is not JSON as text', async () => {
    const text = 'to=2348030000000&text=hello';
    const response = await fetch(`${standIn.url}/send`, {
      method: 'PUT',
      headers: { 'content-type': 'text/plain', 'X-Kobo-Signature': signatureHeader(SECRET, text) },
      body: text,
    });
    expect(response.status).toBe(200);
    expect(standIn.received()[0]).toMatchObject({ method: 'PUT', path: '/send', body: text });
  });

  it('refuses a missing, wrong, other-secret or stale signature with 401 and keeps nothing', async () => {
    const before = standIn.received().length;
    const stale = signatureHeader(SECRET, BODY, Math.floor(Date.now() / 1000) - 301);
    for (const header of [null, 't=1,v1=zz', signatureHeader('other', BODY), stale]) {
      const response = await call(standIn, header);
      expect(response.status).toBe(401);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    const tampered = await call(
      standIn,
      signatureHeader(SECRET, BODY),
      BODY.replace('481516', '1'),
    );
    expect(tampered.status).toBe(401);
    expect(standIn.received()).toHaveLength(before);
  });

  it('fails the next well-signed calls as scripted by failNext, then keeps them again', async () => {
    const before = standIn.received().length;
    standIn.failNext(503, 2);
    expect((await call(standIn, null)).status).toBe(401);
    expect((await call(standIn, signatureHeader(SECRET, BODY))).status).toBe(503);
    expect((await call(standIn, signatureHeader(SECRET, BODY))).status).toBe(503);
    expect(standIn.received()).toHaveLength(before);
    expect((await call(standIn, signatureHeader(SECRET, BODY))).status).toBe(200);
    expect(standIn.received()).toHaveLength(before + 1);
  });

  it('answers 405 to other methods', async () => {
    expect((await fetch(`${standIn.url}/v1/sms`, { method: 'DELETE' })).status).toBe(405);
  });
});
