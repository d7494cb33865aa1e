import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startServer } from './server';

describe('the console in Chromium against the real server', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.app.close();
  });

  it('loads the app and reaches the API through the typed client', async () => {
    const page = await browser.newPage();
    await page.goto(server.baseUrl);
    await expect(page.title()).resolves.toBe('Kobo Back Office');
    const status = page.getByRole('status');
    await status.filter({ hasText: 'Service status: ok' }).waitFor();
    expect(await status.textContent()).toMatch(/^Service status: ok \(version \d+\.\d+\.\d+\)$/);
    await page.close();
  });

  it('says when the API does not answer, and checks again on request', async () => {
    const page = await browser.newPage();
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto(server.baseUrl);
    const status = page.getByRole('status');
    await status.filter({ hasText: 'Service unavailable: Network error' }).waitFor();
    await page.unroute('**/api/health');
    await page.getByRole('button', { name: 'Try again' }).click();
    await status.filter({ hasText: 'Service status: ok' }).waitFor();
    await page.close();
  });

  it('serves the app for a deep link so client-side routes survive a reload', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.baseUrl}/customers?q=ade`);
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Kobo Back Office');
    await page.close();
  });

  it('answers an unknown API path with a 404 in the error shape', async () => {
    const response = await fetch(`${server.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      status: 404,
      code: 'route_not_found',
      message: 'No API route GET /api/no-such-thing.',
    });
  });
});
