import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT_FILE } from '../../server/app';
import { DomainError } from '../../server/errors/domain-error';
import { toErrorBody } from '../../server/http/error-handler';
import { signIn } from '../support/api-client';
import { errorShapeProblem, loadContractKit } from '../support/contract-requests';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * What every answer of the server shares: the error shape for unknown routes, unreadable bodies
 * and unexpected failures (without a stack), the security headers, no caching of API answers,
 * and the API reference with the contract it is generated from.
 */

afterAll(stopClusters);

const kit = loadContractKit();
const SECRET = 'secret-detail /srv/kobo/server/ledger.ts:42';
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

function expectErrorBody(status: number, body: unknown, code: string): void {
  expect(body).toMatchObject({ status, code });
  expect(errorShapeProblem(kit, status, body)).toBeNull();
}

/** The content-security-policy as directive name to its sources. */
function directives(csp: unknown): Map<string, string[]> {
  expect(typeof csp).toBe('string');
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = directives(headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect(scripts).toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
}

describe('the error body of an unexpected failure', () => {
  const request = { log: { error: () => {} } } as unknown as FastifyRequest;

  it('is exactly { status: 500, code: internal_error, message } for a plain Error', () => {
    const error = Object.assign(new Error(SECRET), { code: 'ECONNRESET' });
    const body = toErrorBody(error as never, request);
    expect(body).toEqual({ status: 500, code: 'internal_error', message: expect.any(String) });
    expect(JSON.stringify(body)).not.toContain('secret-detail');
    expect(JSON.stringify(body)).not.toMatch(/\bat \S+ \(|\.ts:\d+/);
  });

  it("keeps a DomainError as it was thrown, with its code's status", () => {
    const error = new DomainError('branch_code_taken', 'Taken.', [
      { field: 'body.code', code: 'taken', message: 'Taken.' },
    ]);
    expect(toErrorBody(error, request)).toEqual({
      status: 409,
      code: 'branch_code_taken',
      message: 'Taken.',
      errors: [{ field: 'body.code', code: 'taken', message: 'Taken.' }],
    });
  });
});

describe.each(ENGINES)('HTTP basics on %s', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  const uiDir = mkdtempSync(join(tmpdir(), 'kobo-ui-'));

  beforeAll(async () => {
    mkdirSync(join(uiDir, 'assets'), { recursive: true });
    writeFileSync(join(uiDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(uiDir, 'assets', 'app-1234.js'), 'console.log(1);');
    t = await startTestApp(engine, { uiDir });
    app = t.app;
    // A route that fails the way a bug would, registered before the app is ready.
    app.get('/api/test-only/boom', async () => {
      throw new Error(SECRET);
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  const inject = (options: InjectOptions) => app.inject(options);

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/auth/nope'],
    ['DELETE', '/api/health'],
    ['GET', '/api'],
    ['GET', '/api?x=1'],
  ] as const)('answers %s %s with 404 route_not_found in the error shape', async (method, url) => {
    const response = await inject({ method, url });
    expect(response.statusCode).toBe(404);
    expectErrorBody(404, response.json(), 'route_not_found');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown non-API POST with 404 route_not_found too', async () => {
    const response = await inject({ method: 'POST', url: '/no/such/page' });
    expectErrorBody(404, response.json(), 'route_not_found');
  });

  it('answers a body that is not JSON with 400 body_not_json', async () => {
    for (const payload of ['{"username": "admin",', '{', "{'a': 1}"]) {
      const response = await inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-tenant-id': 'demo', 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expectErrorBody(400, response.json(), 'body_not_json');
    }
  });

  it('answers a body of another media type with 415 and one too large with 413', async () => {
    const text = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'demo', 'content-type': 'application/xml' },
      payload: '<login><username>admin</username></login>',
    });
    expectErrorBody(415, text.json(), 'unsupported_media_type');
    const huge = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'demo', 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'x' }),
    });
    expectErrorBody(413, huge.json(), 'body_too_large');
  });

  it('refuses text with a NUL character, which PostgreSQL cannot store, on both engines', async () => {
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-tenant-id': 'demo' },
      payload: { username: 'admin\u0000', password: 'x' },
    });
    expectErrorBody(400, login.json(), 'validation_failed');
    expect(login.json().errors).toEqual([
      { field: 'body.username', code: 'invalid_character', message: expect.any(String) },
    ]);
    const token = await signIn(app, 'admin');
    const search = await inject({
      method: 'GET',
      url: '/api/users?q=a%00b',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
    });
    expectErrorBody(400, search.json(), 'validation_failed');
    expect(search.json().errors).toEqual([
      { field: 'query.q', code: 'invalid_character', message: expect.any(String) },
    ]);
  });

  it('answers an unexpected failure with 500 internal_error and no stack or detail', async () => {
    const response = await inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      code: 'internal_error',
      message: expect.any(String),
    });
    expect(response.body).not.toContain('secret-detail');
    expect(response.body).not.toMatch(/\bat \S+ \(|\.ts:\d+|stack/i);
    expectSecurityHeaders(response.headers);
  });

  it('sends the security headers and no-store on API answers, errors included', async () => {
    const answers = [
      await inject({ method: 'GET', url: '/api/health' }),
      await inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-tenant-id': 'demo' } }),
      await inject({ method: 'GET', url: '/api/nope' }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends the security headers on the console: /, a deep link and a hashed asset', async () => {
    for (const url of ['/', '/customers/42']) {
      const page = await inject({ method: 'GET', url });
      expect({ url, status: page.statusCode, body: page.body }).toEqual({
        url,
        status: 200,
        body: INDEX_HTML,
      });
      expectSecurityHeaders(page.headers);
      expect(page.headers['cache-control']).not.toBe('no-store');
    }
    const asset = await inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expectSecurityHeaders(asset.headers);
  });

  it('serves the API reference as HTML that runs under its own policy (no inline script)', async () => {
    const response = await inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('getLicense');
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(response.body).not.toMatch(/\son[a-z]+\s*=/i);
    expectSecurityHeaders(response.headers);
    // The reference changes only with a deployment: revalidated, never stored stale.
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the contract itself as /api/openapi.json', async () => {
    const response = await inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(parse(readFileSync(CONTRACT_FILE, 'utf8')));
  });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The answers in what a server wrote to a socket, read by Content-Length. */
function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const end = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    answers.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: rest.slice(end + 4, end + 4 + length),
    });
    rest = rest.slice(end + 4 + length);
  }
  return answers;
}

/** Writes raw bytes to the server and reads what it answers until it closes the connection. */
function exchange(port: number, request: string, afterMs?: number): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(parseAnswers(text)));
    socket.write(request);
    // A request the server can read is answered and the connection kept: end it ourselves.
    if (afterMs !== undefined) setTimeout(() => socket.end(), afterMs);
  });
}

/**
 * Answers that never pass through `inject()`: Node's HTTP parser, Node's server and Fastify's
 * router refuse these before any route runs. They must still be in the error shape, with a
 * stable code and the security headers. Node's parser does not depend on the engine.
 */
describe('answers on a real socket, before any route runs', () => {
  let t: TestApp;
  let port = 0;
  const uiDir = mkdtempSync(join(tmpdir(), 'kobo-ui-'));
  let releaseSlow = () => {};
  let slowStarted = () => {};
  const slowRunning = new Promise<void>((resolve) => {
    slowStarted = resolve;
  });

  beforeAll(async () => {
    mkdirSync(join(uiDir, 'assets'), { recursive: true });
    writeFileSync(join(uiDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(uiDir, 'assets', 'app-1234.js'), 'console.log(1);');
    t = await startTestApp('sqlite', { uiDir });
    // A call that runs until the test lets it finish, to keep a connection busy while closing.
    t.app.get('/api/test-only/slow', async () => {
      slowStarted();
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      return { done: true };
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  }, 60_000);
  afterAll(async () => {
    releaseSlow();
    await t.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  const expectRefusal = (answers: RawAnswer[], status: number, code: string) => {
    expect(answers).toHaveLength(1);
    const [answer] = answers as [RawAnswer];
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expectErrorBody(status, JSON.parse(answer.body), code);
    expectSecurityHeaders(answer.headers);
  };
  const get = (path: string, headers = 'Host: 127.0.0.1\r\nConnection: close\r\n') =>
    `GET ${path} HTTP/1.1\r\n${headers}\r\n`;

  it('answers a 20 kB bearer token with 431 headers_too_large', async () => {
    const token = 'a'.repeat(20 * 1024);
    const answers = await exchange(
      port,
      get(
        '/api/auth/me',
        `Host: 127.0.0.1\r\nx-tenant-id: demo\r\nAuthorization: Bearer ${token}\r\n`,
      ),
    );
    expectRefusal(answers, 431, 'headers_too_large');
    expect(answers[0]?.headers.connection).toBe('close');
    expect(answers[0]?.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO\r\n\r\n'],
    ['an unknown method', 'FETCH /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'],
    [
      'a Content-Length that is not a number',
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ten\r\n\r\n',
    ],
    [
      'an HTTP/1.1 request without a Host header',
      'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n',
    ],
    ['a URL with broken percent-encoding', get('/api/users/%E0%A4%A')],
  ])('answers %s with 400 bad_request', async (_name, request) => {
    expectRefusal(await exchange(port, request), 400, 'bad_request');
  });

  it('answers a path parameter longer than the router keeps with 414 url_too_long', async () => {
    expectRefusal(await exchange(port, get(`/api/users/${'a'.repeat(200)}`)), 414, 'url_too_long');
  });

  it('answers an expectation other than 100-continue with 417 expectation_not_supported', async () => {
    const request = get(
      '/api/health',
      'Host: 127.0.0.1\r\nExpect: teapot\r\nConnection: close\r\n',
    );
    expectRefusal(await exchange(port, request), 417, 'expectation_not_supported');
  });

  it('answers a body over the limit with 413 body_too_large before reading it', async () => {
    const request =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nx-tenant-id: demo\r\n' +
      'Content-Type: application/json\r\nContent-Length: 5000000\r\nConnection: close\r\n\r\n{';
    expectRefusal(await exchange(port, request, 1_000), 413, 'body_too_large');
  });

  it('answers unknown routes, API or not, with 404 route_not_found', async () => {
    for (const request of [
      get('/api/nope'),
      'DELETE /nope HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ]) {
      expectRefusal(await exchange(port, request), 404, 'route_not_found');
    }
  });

  it('answers a range outside a file with 416 range_not_satisfiable', async () => {
    const request = get(
      '/assets/app-1234.js',
      'Host: 127.0.0.1\r\nRange: bytes=9999-\r\nConnection: close\r\n',
    );
    expectRefusal(await exchange(port, request), 416, 'range_not_satisfiable');
  });

  // Closes the server: runs last.
  it('answers a request that arrives while the server shuts down with 503 server_shutting_down', async () => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(get('/api/test-only/slow', 'Host: 127.0.0.1\r\n'));
    await slowRunning;
    const closing = t.app.close();
    // The busy connection stays open while the server drains it; the next request on it is late.
    socket.write(get('/api/health', 'Host: 127.0.0.1\r\n'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseSlow();
    await closed;
    await closing;
    const [first, late] = parseAnswers(text);
    expect(first?.status).toBe(200);
    expect(late?.status).toBe(503);
    expectRefusal([late as RawAnswer], 503, 'server_shutting_down');
    expect(late?.headers.connection).toBe('close');
  });
});

describe('an API server without the console', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  }, 60_000);
  afterAll(() => t.close());

  it('answers every path outside the API with 404 route_not_found and the security headers', async () => {
    for (const url of ['/', '/customers/42', '/assets/app.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expectErrorBody(404, response.json(), 'route_not_found');
      expectSecurityHeaders(response.headers);
    }
  });
});
