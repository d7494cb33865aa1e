import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIP_FIXTURES, readNipFixture } from '../../tests/fixtures/nip/fixtures';
import {
  readFundsTransferRequest,
  writeFundsTransferRequest,
  writeFundsTransferResponse,
} from './funds-transfer.message';
import {
  DEMO_SENDER_CODE,
  inwardCreditRequest,
  queryInwardStatus,
  sendInwardCredit,
  sendInwardNameEnquiry,
} from './inward';
import { readNameEnquiryRequest, writeNameEnquiryResponse } from './name-enquiry.message';
import { SESSION_ID_DIGITS } from './session-id';
import { isSignedBy, SIGNATURE_HEADER } from './signature';
import { readStatusQueryRequest, writeStatusQueryResponse } from './status-query.message';

// The sender over a real socket to a bare receiver that checks what arrives as a bank would:
// the path, the signature over the exact body, and the message. The console itself answers it in
// tests/api/nip-inward.test.ts.

const SECRET = 'inward-secret';
const received: { path: string; signed: boolean }[] = [];
let server: Server;
let bankUrl: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function answer(path: string, body: string): string {
  if (path.endsWith('/nameenquirysingleitem')) {
    const request = readNameEnquiryRequest(body);
    return writeNameEnquiryResponse({
      ...request,
      accountName: 'CHIOMA EZE',
      bankVerificationNumber: '22100000037',
      kycLevel: '2',
      responseCode: '00',
    });
  }
  if (path.endsWith('/fundtransfersingleitem_dc')) {
    return writeFundsTransferResponse({ ...readFundsTransferRequest(body), responseCode: '00' });
  }
  return writeStatusQueryResponse({ ...readStatusQueryRequest(body), responseCode: '25' });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    const signed = isSignedBy(SECRET, body, request.headers[SIGNATURE_HEADER]);
    const path = request.url ?? '';
    received.push({ path, signed });
    if (!signed) {
      response.writeHead(401).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/xml' }).end(answer(path, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  bankUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the switch calling a beneficiary bank', () => {
  const target = () => ({ bankUrl, tenantId: 'demo', sharedSecret: SECRET });

  it('asks a name at the bank’s inward path, signed', async () => {
    const reply = await sendInwardNameEnquiry({ ...target(), accountNumber: '0012345678' });
    expect(reply.kind).toBe('answered');
    if (reply.kind !== 'answered') return;
    expect(reply.message).toMatchObject({ accountName: 'CHIOMA EZE', responseCode: '00' });
    expect(reply.message.sessionId).toMatch(SESSION_ID_DIGITS);
    expect(reply.message.sessionId.startsWith(DEMO_SENDER_CODE)).toBe(true);
    expect(received.at(-1)).toEqual({
      path: '/api/nip/inward/demo/nameenquirysingleitem',
      signed: true,
    });
  });

  it('sends a credit with the amount in naira and reads the answer in kobo', async () => {
    const reply = await sendInwardCredit({
      ...target(),
      accountNumber: '0012345678',
      amountKobo: 150_050,
    });
    expect(reply.kind === 'answered' && reply.message.amountKobo).toBe(150_050);
    expect(received.at(-1)?.path).toBe('/api/nip/inward/demo/fundtransfersingleitem_dc');
  });

  it('asks the status of a session', async () => {
    const sessionId = `${DEMO_SENDER_CODE}${'0'.repeat(24)}`;
    const reply = await queryInwardStatus({ ...target(), sessionId });
    expect(reply.kind === 'answered' && reply.message).toMatchObject({
      sessionId,
      responseCode: '25',
    });
  });

  it('reports the HTTP status of a refusal', async () => {
    const reply = await sendInwardCredit({
      ...target(),
      accountNumber: '0012345678',
      amountKobo: 100,
      signature: 'forged',
    });
    expect(reply).toMatchObject({ kind: 'refused', status: 401 });
  });
});

describe('the credit document', () => {
  it('is the inward transfer sample, byte for byte, for the sample’s values', () => {
    const sample = NIP_FIXTURES.inwardFundsTransferRequest;
    const request = inwardCreditRequest({
      bankUrl: 'http://127.0.0.1:1',
      tenantId: 'demo',
      sessionId: sample.fields.sessionId,
      accountNumber: sample.fields.beneficiaryAccountNumber,
      accountName: sample.fields.beneficiaryAccountName,
      amountKobo: sample.fields.amountKobo,
      narration: sample.fields.narration,
    });
    expect(request).toEqual(sample.fields);
    expect(writeFundsTransferRequest(request)).toBe(readNipFixture(sample.file));
  });
});
