import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema.gen';
import { formatBankDate } from '../../policies/calendar';
import { addDays } from '../../policies/date-input';
import { formatKobo } from '../../policies/money';
import { maturityFigures } from '../../policies/term-deposit-interest';
import { rateFor } from '../../policies/term-deposit-product';
import { termsOf } from '../../ui/pages/term-deposits/booking-form';
import {
  apiSignIn,
  openSignedIn,
  type SignedIn,
  STEP_TIMEOUT_MS,
  screenshot,
  switchTheme,
  toast,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/**
 * Term deposits end to end: the product manager sets up a term product with a two-row rate chart;
 * treasury books a deposit from a customer's account with the figures shown live, runs the accrual
 * that matures and rolls it over, books another and liquidates it early with the product's
 * penalty, and prints the new deposit's certificate.
 */

type TermProduct = components['schemas']['TermDepositProduct'];
type AccountRow = {
  id: string;
  accountNumber: string;
  status: string;
  availableBalanceKobo: number;
};

async function bothThemes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

async function getJson<T>(server: ConsoleServer, session: SignedIn, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenantId },
  });
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

/** A YYYY-MM-DD date as the date field takes it, day first. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

async function typeDate(scope: Locator, label: string, iso: string): Promise<void> {
  const field = scope.getByRole('textbox', { name: label, exact: true });
  await field.fill(typed(iso));
  await field.blur();
}

const nairaText = (kobo: number) => (kobo / 100).toFixed(2);

/** The product manager's form: limits, a penalty and a two-row chart, the grid drawn live. */
async function fillTermProduct(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'New term product' }).click();
  const form = page.getByRole('dialog', { name: 'New term product' });
  await form.getByLabel('Code', { exact: true }).fill('TD-E2E');
  await form.getByLabel('Name', { exact: true }).fill('Browser test deposit');
  await form.getByLabel('Shortest tenor (days)').fill('30');
  await form.getByLabel('Longest tenor (days)').fill('365');
  await form.getByLabel('Smallest amount (₦)').fill('10000');
  await form.getByLabel('Largest amount (₦)').fill('100000000');
  await form
    .getByLabel('Early liquidation penalty')
    .selectOption({ label: 'A share of the interest earned' });
  await form.getByLabel('Interest forfeited (%)').fill('50');
  await form.getByLabel('From (₦), row 1').fill('10000');
  await form.getByLabel('From (days), row 1').fill('30');
  await form.getByLabel('To (days), row 1').fill('90');
  await form.getByLabel('Rate (% a year), row 1').fill('10');
  await form.getByRole('button', { name: 'Add a rate' }).click();
  await form.getByLabel('From (₦), row 2').fill('10000');
  await form.getByLabel('From (days), row 2').fill('91');
  await form.getByLabel('Rate (% a year), row 2').fill('12.5');
  // The grid follows the chart as it is typed: one amount band across two tenor bands.
  const matrix = form.getByTestId('rate-matrix');
  await expect.poll(() => matrix.locator('tbody td').allInnerTexts()).toEqual(['10%', '12.5%']);
  await expect(matrix.locator('thead th').allTextContents()).resolves.toEqual([
    'Amount',
    '30 – 90 days',
    '91 days and above',
  ]);
  return form;
}

/** Books a deposit through the form; the live figures are checked against the rules' own. */
async function book(
  page: Page,
  product: TermProduct,
  account: AccountRow,
  draft: { amountKobo: number; tenor: number; instruction: string; startDate: string },
  shots?: string,
): Promise<string> {
  await page.getByRole('button', { name: 'Book a deposit' }).click();
  const form = page.getByRole('dialog', { name: 'Book a term deposit' });
  await form.getByLabel("Customer's account").fill(account.accountNumber);
  await form.getByRole('button', { name: 'Find' }).click();
  await form.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
  await form.getByLabel('Product').selectOption({ label: `${product.code} · ${product.name}` });
  await form.getByLabel('Amount (₦)').fill(nairaText(draft.amountKobo));
  await form.getByLabel(/^Tenor/).fill(String(draft.tenor));
  await form.getByLabel('At maturity').selectOption(draft.instruction);
  await typeDate(form, 'Value date', draft.startDate);
  const rate = rateFor(product.rateChart, draft.amountKobo, draft.tenor);
  expect(rate).not.toBeNull();
  const expected = maturityFigures(
    termsOf(product, draft.amountKobo, draft.tenor, rate as string, draft.startDate),
  );
  const live = form.getByTestId('live-figures');
  await expect
    .poll(() => live.locator('[data-figure="net"]').innerText(), { timeout: STEP_TIMEOUT_MS })
    .toBe(formatKobo(expected.netMaturityAmountKobo));
  await expect(live.locator('[data-figure="maturity-date"]').innerText()).resolves.toBe(
    formatBankDate(expected.maturityDate),
  );
  await expect(live.locator('[data-figure="interest"]').innerText()).resolves.toBe(
    formatKobo(expected.interestKobo),
  );
  if (shots) await screenshot(page, `${shots}.png`);
  await form.getByRole('button', { name: 'Review booking' }).click();
  await form.getByRole('button', { name: 'Book deposit' }).click();
  await form.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  await page.waitForURL(/\/term-deposits\/[^/]+$/, { timeout: STEP_TIMEOUT_MS });
  await page.getByTestId('deposit-status').waitFor({ timeout: STEP_TIMEOUT_MS });
  return new URL(page.url()).pathname;
}

const require = createRequire(import.meta.url);
const PDFJS = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');

/** The certificate as it prints: its first page drawn by pdf.js, for a person to look at. */
async function showCertificate(context: BrowserContext, pdf: Buffer): Promise<void> {
  const page = await context.newPage();
  await page.route('http://certificate.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/c.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (path.endsWith('.mjs')) {
      const file = path === '/pdf.mjs' ? PDFJS : PDFJS.replace(/pdf\.mjs$/, 'pdf.worker.mjs');
      return route.fulfill({ body: readFileSync(file), contentType: 'text/javascript' });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<body style="margin:0;background:#888"><script type="module">
        import * as pdfjs from '/pdf.mjs';
        pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
        const doc = await pdfjs.getDocument('/c.pdf').promise;
        const page = await doc.getPage(1);
        const viewport = page.getViewport({ scale: 1.4 });
        const canvas = document.createElement('canvas');
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.cssText = 'display:block;margin:12px auto;background:#fff';
        document.body.append(canvas);
        await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
        document.body.dataset.drawn = '1';
      </script></body>`,
    });
  });
  await page.setViewportSize({ width: 900, height: 1240 });
  await page.goto('http://certificate.test/');
  await page.locator('body[data-drawn]').waitFor({ timeout: STEP_TIMEOUT_MS });
  await screenshot(page, 'term-deposit-certificate.png');
  await page.close();
}

describe('term deposits', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('sets up a term product with a rate chart shown as a grid', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      '/admin/deposit-products',
    );
    await page.getByRole('tab', { name: 'Term deposits' }).click();
    await page
      .getByRole('button', { name: 'New term product' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await bothThemes(page, 'term-products');
    // The dialog hides the theme button: the form is shown once in each theme.
    const first = await fillTermProduct(page);
    await screenshot(page, 'term-product-form.png');
    await first.getByRole('button', { name: 'Cancel' }).click();
    await first.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await switchTheme(page, 'dark');
    const form = await fillTermProduct(page);
    await screenshot(page, 'term-product-form-dark.png');
    await form.getByRole('button', { name: 'Create product' }).click();
    await form.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await toast(page, 'TD-E2E · Browser test deposit is saved.').waitFor();
    await page.locator('tr[data-product-code="TD-E2E"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await context.close();
  });

  it('books, accrues and rolls over a deposit, liquidates another early and prints a certificate', async () => {
    const treasury = await apiSignIn(server.baseUrl, 'demo', 'treasury');
    const me = await getJson<{ processingDate: string }>(server, treasury, '/auth/me');
    const today = me.processingDate.slice(0, 10);
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      treasury,
      '/term-deposits',
    );
    await page
      .getByRole('button', { name: 'Book a deposit' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await screenshot(page, 'term-deposits-opened.png');
    const { items: products } = await getJson<{ items: TermProduct[] }>(
      server,
      treasury,
      '/term-deposits/products',
    );
    const td30 = products.find((p) => p.code === 'TD-30') as TermProduct;
    const fixed = products.find((p) => p.code === 'TD-FIXED') as TermProduct;
    expect([td30?.tenorUnit, td30?.minTenor, td30?.maxTenor]).toEqual(['DAYS', 30, 180]);
    const amountOf = (p: TermProduct) =>
      Math.max(p.minAmountKobo, p.rateChart[0]?.minAmountKobo ?? 0, 10_000_000);
    const needed = amountOf(td30) + amountOf(fixed);
    const superUser = await apiSignIn(server.baseUrl, 'demo', 'super');
    const { items: accounts } = await getJson<{ items: AccountRow[] }>(
      server,
      superUser,
      '/accounts?pageSize=100',
    );
    const account = accounts.find(
      (a) => a.status === 'ACTIVE' && a.availableBalanceKobo >= needed,
    ) as AccountRow;
    expect(account).toBeDefined();

    await page.locator('[data-figure="count"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.locator('[data-chart="maturity-profile"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await bothThemes(page, 'term-deposits-list');

    // 31 days back for 30 days: it matured yesterday, so the next accrual rolls it over.
    const rolledPath = await book(
      page,
      td30,
      account,
      {
        amountKobo: amountOf(td30),
        tenor: 30,
        instruction: 'ROLL_OVER_PRINCIPAL',
        startDate: addDays(today, -31),
      },
      'term-deposit-booking',
    );
    // Value-dated a month back, it is due already: the server's own daily work may roll it over
    // before the run asked for here does, so the test waits for the outcome, not for who did it.
    await page.getByRole('link', { name: 'All term deposits' }).click();
    await page.getByRole('button', { name: 'Run accrual' }).click();
    await page.getByTestId('accrual-result').waitFor({ timeout: STEP_TIMEOUT_MS });
    await page.goto(`${server.baseUrl}${rolledPath}`);
    await expect
      .poll(() => page.getByTestId('deposit-status').innerText(), { timeout: STEP_TIMEOUT_MS })
      .toBe('Rolled over');
    const into = page.getByTestId('rolled-into');
    await expect.poll(() => into.innerText(), { timeout: STEP_TIMEOUT_MS }).toMatch(/\S/);
    await bothThemes(page, 'term-deposit-rolled');

    // TD-FIXED forfeits half the interest earned when liquidated early.
    await page.goto(`${server.baseUrl}/term-deposits`);
    const row = fixed.rateChart[0] as TermProduct['rateChart'][number];
    await book(page, fixed, account, {
      amountKobo: amountOf(fixed),
      tenor: Math.max(fixed.minTenor, row.minTenor),
      instruction: 'PAY_OUT',
      startDate: addDays(today, -10),
    });
    await page.getByRole('button', { name: 'Liquidate early' }).click();
    const liquidate = page.getByRole('dialog', { name: /^Liquidate .* early$/ });
    const quote = liquidate.getByTestId('liquidation-quote');
    await quote.waitFor({ timeout: STEP_TIMEOUT_MS });
    const earned = await quote.locator('[data-figure="earned"]').innerText();
    const earnedKobo = Math.round(Number(earned.replace(/[^\d.]/g, '')) * 100);
    expect(earnedKobo).toBeGreaterThan(0);
    const penalty = await quote.locator('[data-figure="penalty"]').innerText();
    expect(
      Math.abs(Math.round(Number(penalty.replace(/[^\d.]/g, '')) * 100) - earnedKobo / 2),
    ).toBeLessThanOrEqual(1);
    await screenshot(page, 'term-deposit-liquidation-quote.png');
    await liquidate.getByLabel('Reason').fill('The customer needs the money for school fees.');
    await liquidate.getByRole('button', { name: 'Review liquidation' }).click();
    await liquidate.getByRole('button', { name: 'Liquidate', exact: true }).click();
    await liquidate.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    // An early liquidation goes through the demo's approval flow: the approver carries it out.
    await expect
      .poll(() => page.getByTestId('deposit-status').innerText(), { timeout: STEP_TIMEOUT_MS })
      .toBe('Awaiting liquidation');
    const liquidatedPath = new URL(page.url()).pathname;
    const number = (await page.getByRole('heading', { level: 1 }).innerText()).match(/TD-\d+/)?.[0];
    await approveInInbox(browser, server.baseUrl, `Early liquidation of term deposit ${number}`);
    await page.goto(`${server.baseUrl}${liquidatedPath}`);
    await expect
      .poll(() => page.getByTestId('deposit-status').innerText(), { timeout: STEP_TIMEOUT_MS })
      .toBe('Liquidated');
    await bothThemes(page, 'term-deposit-liquidated');

    // The rolled-over deposit's successor prints its certificate.
    await page.goto(`${server.baseUrl}${rolledPath}`);
    await page.getByTestId('rolled-into').click();
    await page.waitForURL((url) => url.pathname !== rolledPath, { timeout: STEP_TIMEOUT_MS });
    await expect
      .poll(() => page.getByTestId('deposit-status').innerText(), { timeout: STEP_TIMEOUT_MS })
      .toBe('Active');
    await bothThemes(page, 'term-deposit-page');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^term-deposit-certificate-.+\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await showCertificate(context, pdf);
    await context.close();
  });
});

/** The demo's approver opens the request named `summary` in the inbox and approves it. */
async function approveInInbox(browser: Browser, baseUrl: string, summary: string): Promise<void> {
  const approver = await apiSignIn(baseUrl, 'demo', 'approver');
  const { context, page } = await openSignedIn(browser, baseUrl, approver, '/approvals');
  await page.getByLabel('Type', { exact: true }).selectOption('TERM_DEPOSIT_LIQUIDATION');
  await page
    .locator('tbody tr', { hasText: summary })
    .getByRole('button', { name: /^Open/ })
    .click();
  const details = page.getByRole('dialog', { name: summary });
  await details.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await details.getByText('The request is now: approved and carried out.').waitFor();
  await screenshot(page, 'term-deposit-liquidation-approved.png');
  await context.close();
}
