import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, signatureProblem } from './signature';

/**
 * An SMS gateway's webhook (decision 077): POST or PUT on any path, signed with the shared
 * secret (`X-Kobo-Signature`, see signature.ts). A good call is kept and answered 200 with an id;
 * a missing, wrong or stale signature gets 401; `failNext` makes the next good calls fail with a
 * chosen status so the console's retries can be seen. `GET /messages` lists what was kept, newest
 * first. It listens on 127.0.0.1 only.
 */

export interface ReceivedSms {
  id: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** The body parsed when it was sent as JSON, else its text. */
  body: unknown;
  receivedAt: string;
}

export interface SmsStandInOptions {
  secret: string;
  port?: number;
}

export interface SmsStandIn {
  url: string;
  port: number;
  received(): ReceivedSms[];
  /** The next `times` well-signed calls are answered `status` (and not kept). */
  failNext(status: number, times: number): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024;
const MAX_KEPT = 1000;

function readBody(request: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks).toString('utf8') : null),
    );
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  if (response.destroyed || response.writableEnded) return;
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.join(', ') : (value ?? ''),
    ]),
  );
}

function parsedBody(raw: string, contentType: string | undefined): unknown {
  if (!contentType?.toLowerCase().includes('json')) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

interface State {
  secret: string;
  kept: ReceivedSms[];
  failures: { status: number; left: number };
}

async function takeCall(state: State, request: IncomingMessage, response: ServerResponse) {
  const raw = await readBody(request);
  if (raw === null) return send(response, 413, { error: 'The body is larger than 64 KB.' });
  const header = request.headers[SIGNATURE_HEADER];
  const problem = signatureProblem(state.secret, Array.isArray(header) ? header[0] : header, raw);
  if (problem) return send(response, 401, { error: problem });
  if (state.failures.left > 0) {
    state.failures.left -= 1;
    return send(response, state.failures.status, { error: 'The gateway failed, as scripted.' });
  }
  const id = randomUUID();
  state.kept.unshift({
    id,
    method: request.method ?? '',
    path: (request.url ?? '/').split('?')[0] ?? '/',
    headers: flatHeaders(request.headers),
    body: parsedBody(raw, request.headers['content-type']),
    receivedAt: new Date().toISOString(),
  });
  state.kept.length = Math.min(state.kept.length, MAX_KEPT);
  send(response, 200, { id });
}

function handle(state: State, request: IncomingMessage, response: ServerResponse): void {
  const path = (request.url ?? '/').split('?')[0];
  if (request.method === 'GET' && path === '/messages') {
    send(response, 200, state.kept);
  } else if (request.method !== 'POST' && request.method !== 'PUT') {
    send(response, 405, { error: 'Send the message with POST or PUT.' });
  } else {
    takeCall(state, request, response).catch(() =>
      send(response, 500, { error: 'Unreadable call.' }),
    );
  }
}

export async function startSmsStandIn(options: SmsStandInOptions): Promise<SmsStandIn> {
  const state: State = { secret: options.secret, kept: [], failures: { status: 500, left: 0 } };
  const server: Server = createServer((request, response) => handle(state, request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    received: () => [...state.kept],
    failNext(status, times) {
      state.failures = { status, left: times };
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
