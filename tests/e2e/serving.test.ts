import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { kib, signInScriptsOnWire, totalOf } from './script-wire';
import { startServer, UI_DIR } from './server';

/** The most script the sign-in route may send over the wire, headers included. */
const SIGN_IN_WIRE_BUDGET_BYTES = 120 * 1024;

/** One GET with exactly the Accept-Encoding given, and the body as it came over the wire. */
function fetchRaw(
  url: string,
  acceptEncoding: string | null,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  identity: (body) => body,
};

describe('the built console as the server serves it', () => {
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer();
  });

  afterAll(async () => {
    await server?.app.close();
  });

  it('serves index.html with security headers and no long caching', async () => {
    const response = await fetch(server.baseUrl);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('caches the hashed assets for a year', async () => {
    const html = await (await fetch(server.baseUrl)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await fetch(`${server.baseUrl}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Reading the body frees the connection, so closing the server need not wait for it.
    expect((await response.text()).length).toBeGreaterThan(0);
  });

  it('answers deep links with the single-page app and unknown API paths with the error shape', async () => {
    const page = await fetch(`${server.baseUrl}/customers?q=ade`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const api = await fetch(`${server.baseUrl}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({
      status: 404,
      code: 'route_not_found',
      message: 'No API route GET /api/nope.',
    });
  });

  it('sends the built files brotli or gzip encoded as the client accepts, varying on it', async () => {
    const html = readFileSync(join(UI_DIR, 'index.html'));
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html.toString())?.[1] as string;
    expect(script).toBeDefined();
    const files = [
      { url: '/', file: html },
      { url: '/customers?q=ade', file: html },
      { url: script, file: readFileSync(join(UI_DIR, script)) },
    ];
    const cases = [
      { accept: 'gzip, deflate, br', encoding: 'br' },
      { accept: 'gzip', encoding: 'gzip' },
      { accept: null, encoding: 'identity' },
      { accept: 'identity', encoding: 'identity' },
    ];
    for (const { url, file } of files) {
      for (const { accept, encoding } of cases) {
        const answer = await fetchRaw(`${server.baseUrl}${url}`, accept);
        expect({ url, accept, status: answer.status }).toEqual({ url, accept, status: 200 });
        expect(answer.headers['content-encoding'] ?? 'identity').toBe(encoding);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(answer.headers['content-type']).toMatch(
          url === script ? /javascript/ : /text\/html/,
        );
        expect(decoders[encoding]?.(answer.body).equals(file)).toBe(true);
        if (encoding !== 'identity') expect(answer.body.length).toBeLessThan(file.length);
      }
    }
  });

  describe('in Chromium', () => {
    let browser: Browser;

    beforeAll(async () => {
      browser = await launchBrowser();
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('loads the sign-in route with its scripts compressed, within 120 KiB on the wire', async () => {
      const scripts = await signInScriptsOnWire(browser, server.baseUrl);
      const wireBytes = totalOf(scripts, 'wireBytes');
      console.log(
        `sign-in route scripts: ${scripts.length} files, ${kib(totalOf(scripts, 'decodedBytes'))} ` +
          `decoded, ${kib(wireBytes)} on the wire`,
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script.url.startsWith(`${server.baseUrl}/assets/`)).toBe(true);
        expect({ url: script.url, encoding: script.encoding }).toEqual({
          url: script.url,
          encoding: expect.stringMatching(/^(br|gzip)$/),
        });
        expect(script.bodyBytes).toBeLessThan(script.decodedBytes);
      }
      expect(wireBytes).toBeLessThanOrEqual(SIGN_IN_WIRE_BUDGET_BYTES);
    });
  });
});
