import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './server';

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
});
