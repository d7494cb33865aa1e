import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, type SignedIn, STEP_TIMEOUT_MS, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/**
 * The auditor's workbench of the statecharts: every chart listed with whether the server runs it
 * and the console's coverage, the loan chart drawn from its machine with a state's paths and
 * leaving events, its model paths downloaded, and a loan's page leading to the loan's state and
 * history on its chart.
 */

const LOAN_PATHS = JSON.parse(
  readFileSync(new URL('../../docs/machines/loan.paths.json', import.meta.url), 'utf8'),
) as { paths: { target: string; events: { type: string }[] }[] };

async function bothThemes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

async function api<T>(baseUrl: string, session: SignedIn, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-tenant-id': 'demo',
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return (await response.json()) as T;
}

describe('the statecharts workbench', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('lists every chart, draws the loan chart, explains a state and downloads its paths', async () => {
    const auditor = await apiSignIn(server.baseUrl, 'demo', 'auditor');
    const { context, page } = await openForAxe(
      browser,
      server.baseUrl,
      auditor,
      '/admin/statecharts',
    );
    const loanRow = page.locator('tr[data-chart="loan"]');
    await loanRow.getByText('Server and console').waitFor({ timeout: STEP_TIMEOUT_MS });
    await page
      .getByText(/paths driven through the console/)
      .first()
      .waitFor();
    expect(await page.locator('tr[data-chart="theme"]').innerText()).toContain('Browser only');
    expect(await loanRow.innerText()).toMatch(
      new RegExp(`\\d+ of ${LOAN_PATHS.paths.length} paths driven through the console`),
    );
    expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(20);
    expect(await axeFindings(page)).toEqual([]);
    await bothThemes(page, 'statecharts-list');

    await loanRow.getByRole('link', { name: 'loan' }).click();
    const svg = page.locator('svg[data-chart="loan"]');
    await svg.waitFor();
    const texts = await svg.locator('text').allTextContents();
    for (const state of ['approved', 'active', 'closedObligationsMet', 'writtenOff', 'cancelled']) {
      expect(texts).toContain(state);
    }
    expect(texts).toContain('repay [clearsAll]');
    expect(texts).toContain('assess penalties');

    // Enter on a focused state chooses it, as a click does.
    await page.getByRole('button', { name: 'approved, state' }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: 'Selected state' });
    await expect(panel.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('approved');
    await page.getByRole('button', { name: 'active, state' }).click();
    await expect(panel.getByRole('heading', { level: 2 }).innerText()).resolves.toBe('active');
    const reaching = await panel.getByRole('list', { name: 'Paths that reach it' }).innerText();
    expect(reaching).toContain('disburse');
    const leaving = await panel.getByRole('list', { name: 'Events that leave it' }).innerText();
    expect(leaving).toContain('repay if clearsAll → closedObligationsMet');
    expect(leaving).toContain('write off → writtenOff');
    expect(await svg.locator('path[data-leaving="true"]').count()).toBe(7);
    expect(await page.locator('[data-coverage-summary]').innerText()).toMatch(
      new RegExp(`of ${LOAN_PATHS.paths.length} paths driven through the console`),
    );

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download JSON' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('loan-paths.json');
    const downloaded = JSON.parse(readFileSync(await json.path(), 'utf8'));
    expect(downloaded).toEqual(LOAN_PATHS.paths);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const lines = readFileSync(await csv.path(), 'utf8')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Path,Reaches,Steps,Events');
    expect(lines).toHaveLength(LOAN_PATHS.paths.length + 1);
    expect(lines).toContain('2,active,1,disburse');

    await page.getByLabel('Reaches').selectOption('writtenOff');
    await expect
      .poll(() => page.locator('tr[data-path-target]').count())
      .toBe(LOAN_PATHS.paths.filter((path) => path.target === 'writtenOff').length);
    expect(await axeFindings(page)).toEqual([]);
    await page.getByRole('button', { name: 'active, state' }).scrollIntoViewIfNeeded();
    await bothThemes(page, 'statechart-loan');

    // A browser-only chart with a compound state: its children drawn inside it, arrows dashed.
    await page.goto(`${server.baseUrl}/admin/statecharts/session`);
    const session = page.locator('svg[data-chart="session"]');
    await session.waitFor();
    await page.getByText('A browser-only chart').waitFor();
    await page.getByRole('button', { name: 'signedIn, state' }).click();
    expect(await page.getByRole('list', { name: 'Events that leave it' }).innerText()).toContain(
      'browser',
    );
    expect(await axeFindings(page)).toEqual([]);
    await bothThemes(page, 'statechart-session');
    await context.close();
  });

  it('goes from a loan’s page to its state highlighted on the chart and its history', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const approved = await api<{ items: { id: string }[] }>(
      server.baseUrl,
      admin,
      '/loans?status=APPROVED',
    );
    const loanId = approved.items[0]?.id as string;
    const disbursed = await api<{ status: string }>(
      server.baseUrl,
      admin,
      `/loans/${loanId}/disburse`,
      {},
    );
    expect(disbursed.status).toBe('ACTIVE');

    const auditor = await apiSignIn(server.baseUrl, 'demo', 'auditor');
    const { context, page } = await openForAxe(browser, server.baseUrl, auditor, `/loan/${loanId}`);
    await page.getByRole('link', { name: 'View on its chart' }).click();
    const current = page.locator('svg[data-chart="loan"] [aria-current="true"]');
    await current.waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await current.getAttribute('data-state')).toBe('active');
    expect(page.url()).toContain(`/admin/statecharts/loan/records/${loanId}`);
    const rows = page.locator('table[data-history] tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const last = await rows.last().innerText();
    expect(last).toMatch(/approved\s+active\s+disburse\s+admin/);
    expect(await rows.first().innerText()).toContain('Created');
    await expect(
      page
        .getByRole('complementary', { name: 'Selected state' })
        .getByRole('heading')
        .first()
        .innerText(),
    ).resolves.toBe('active');
    expect(await axeFindings(page)).toEqual([]);
    await bothThemes(page, 'statechart-record');
    await context.close();
  });
});
