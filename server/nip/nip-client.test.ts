import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NIP_FIXTURES, NIP_SIGNATURES, readNipFixture } from '../../tests/fixtures/nip/fixtures';
import { createNipClient, NIP_SIGNATURE_HEADER, signNipBody } from './nip-client';

// The client against a bare HTTP server that answers with the fixed samples of
// tests/fixtures/nip: what the client sends must be the request sample byte for byte, signed as
// pinned, and the sample answers must read into their fields.

const F = NIP_FIXTURES;
const { sharedSecret } = NIP_SIGNATURES;

const ANSWERS: Readonly<Record<string, string>> = {
  nameenquirysingleitem: F.nameEnquiryResponse.file,
  fundtransfersingleitem_dc: F.fundsTransferResponse.file,
  txnstatusquerysingleitem: F.statusQueryResponse.file,
  financialinstitutionlist: F.institutionListResponse.file,
};

interface Received {
  readonly method: string;
  readonly body: string;
  readonly signature: string | undefined;
}

const received: Received[] = [];
let server: Server;
let endpoint: string;

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const method = (request.url ?? '').split('/').pop() ?? '';
    const signature = request.headers[NIP_SIGNATURE_HEADER];
    const body = await readBody(request);
    received.push({
      method,
      body,
      signature: typeof signature === 'string' ? signature : undefined,
    });
    const answer = ANSWERS[method];
    if (answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/xml' }).end(readNipFixture(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/nip`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const client = () =>
  createNipClient({ endpoint, institutionCode: '090999', sharedSecret, timeoutMs: 5_000 });

describe('the NIP client on the wire', () => {
  it('signs every sample body as pinned', () => {
    for (const [file, signature] of Object.entries(NIP_SIGNATURES.bodies)) {
      expect(signNipBody(sharedSecret, readNipFixture(file)), file).toBe(signature);
    }
    for (const [query, signature] of Object.entries(NIP_SIGNATURES.queries)) {
      expect(signNipBody(sharedSecret, query), query).toBe(signature);
    }
  });

  it('sends the name enquiry sample, signed, and reads the answer', async () => {
    const { sessionId, destinationInstitutionCode, accountNumber } = F.nameEnquiryRequest.fields;
    const reply = await client().nameEnquiry({
      sessionId,
      destinationInstitutionCode,
      accountNumber,
    });
    expect(received.at(-1)).toEqual({
      method: 'nameenquirysingleitem',
      body: readNipFixture(F.nameEnquiryRequest.file),
      signature: NIP_SIGNATURES.bodies[F.nameEnquiryRequest.file],
    });
    expect(reply).toMatchObject({ kind: 'answered', message: F.nameEnquiryResponse.fields });
  });

  it('sends the funds transfer sample and reads the answer in kobo', async () => {
    const reply = await client().fundsTransfer(F.fundsTransferRequest.fields);
    expect(received.at(-1)?.body).toBe(readNipFixture(F.fundsTransferRequest.file));
    expect(received.at(-1)?.signature).toBe(NIP_SIGNATURES.bodies[F.fundsTransferRequest.file]);
    expect(reply).toMatchObject({ kind: 'answered', message: F.fundsTransferResponse.fields });
  });

  it('sends the status query sample and reads the answer', async () => {
    const reply = await client().statusQuery(F.statusQueryRequest.fields.sessionId);
    expect(received.at(-1)?.body).toBe(readNipFixture(F.statusQueryRequest.file));
    expect(reply).toMatchObject({ kind: 'answered', message: F.statusQueryResponse.fields });
  });

  it('reads the institution list sample', async () => {
    const reply = await client().institutionList();
    expect(received.at(-1)?.method).toBe('financialinstitutionlist');
    expect(reply).toMatchObject({ kind: 'answered', message: F.institutionListResponse.fields });
  });
});
