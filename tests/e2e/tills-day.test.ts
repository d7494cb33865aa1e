import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countFor, DEFAULT_DENOMINATIONS } from '../../policies/denominations';
import { pdfText } from '../support/pdf-text';
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
 * The till day of the demo's teller and head teller, with no administrator: the head teller
 * assigns a till and sends cash, the teller counts it in, serves a deposit and a withdrawal
 * without ever seeing what the till should hold, counts the close; the head teller sees the
 * variance, approves it, reconciles and takes the cash back into the vault, and prints the report.
 */

async function api<T>(server: ConsoleServer, who: SignedIn, path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-tenant-id': who.tenantId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

interface SessionView {
  readonly id: string;
  readonly expectedCashKobo: number | null;
}

/** The demo opens the teller's session of the day: it is counted and closed first. */
async function closeSeededSession(server: ConsoleServer, teller: SignedIn, head: SignedIn) {
  const open = await api<{ items: SessionView[] }>(server, head, '/till-sessions?status=ACTIVE');
  for (const session of open.items) {
    await api(server, teller, `/till-sessions/${session.id}/start-close`, {});
    const seen = await api<SessionView>(server, head, `/till-sessions/${session.id}`);
    const count = countFor(seen.expectedCashKobo ?? 0, DEFAULT_DENOMINATIONS);
    await api(server, teller, `/till-sessions/${session.id}/closing-count`, { count });
    await api(server, head, `/till-sessions/${session.id}/close`, {});
  }
}

async function bothThemes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await page
    .getByTestId('session-status')
    .and(page.locator(`[data-status="${status}"]`))
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function countNotes(page: Page, thousands: number): Promise<void> {
  await page.getByRole('dialog').getByLabel('Pieces of ₦1,000').fill(String(thousands));
}

const figure = async (page: Page, name: string) =>
  (await page.locator(`[data-figure="${name}"] dd`).first().textContent())?.trim() ?? '';

/** Every "Cash after" cell of the transactions, as the page shows them. */
const runningCash = (page: Page) => page.locator('[data-figure="running-cash"]').allTextContents();

async function counter(page: Page, kind: 'Cash deposit' | 'Cash withdrawal', number: string) {
  const thousands = kind === 'Cash deposit' ? 50 : 20;
  await page.getByRole('button', { name: kind, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: kind });
  await dialog.getByLabel('Customer account').fill(number);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
  await dialog.getByLabel('Amount (₦)').fill(`${thousands},000.00`);
  const who = kind === 'Cash deposit' ? 'Depositor' : 'Withdrawer';
  await dialog.getByLabel(`${who}’s name`).fill('Bola Ahmed');
  await dialog.getByLabel(`${who}’s phone`).fill('08031234567');
  await countNotes(page, thousands);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog
    .getByRole('button', { name: kind === 'Cash deposit' ? 'Post deposit' : 'Pay withdrawal' })
    .click();
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

const require = createRequire(import.meta.url);
const PDFJS = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * The report as it prints: its pages drawn by pdf.js in the browser at A4's proportions, for the
 * screenshot a person looks at (a PDF has no dark theme).
 */
async function showReport(context: BrowserContext, pdf: Buffer): Promise<void> {
  const page = await context.newPage();
  await page.route('http://report.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/report.pdf') return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    if (path.endsWith('.mjs')) {
      const file = path === '/pdf.mjs' ? PDFJS : PDFJS.replace(/pdf\.mjs$/, 'pdf.worker.mjs');
      return route.fulfill({ body: readFileSync(file), contentType: 'text/javascript' });
    }
    return route.fulfill({
      contentType: 'text/html',
      body: `<body style="margin:0;background:#888"><script type="module">
        import * as pdfjs from '/pdf.mjs';
        pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.mjs';
        const doc = await pdfjs.getDocument('/report.pdf').promise;
        for (let n = 1; n <= doc.numPages; n += 1) {
          const page = await doc.getPage(n);
          const viewport = page.getViewport({ scale: 1.4 });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.style.cssText = 'display:block;margin:12px auto;background:#fff';
          document.body.append(canvas);
          await page.render({ canvasContext: canvas.getContext('2d'), viewport }).promise;
        }
        document.body.dataset.drawn = String(doc.numPages);
      </script></body>`,
    });
  });
  await page.setViewportSize({ width: 900, height: 1240 });
  await page.goto('http://report.test/');
  await page.locator('body[data-drawn]').waitFor({ timeout: STEP_TIMEOUT_MS });
  await screenshot(page, 'tills-day-report.png');
  await page.close();
}

describe('a till day by the teller and the head teller alone', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('works blind, counts cash in, closes short, reconciles, returns the cash and prints', async () => {
    const head = await apiSignIn(server.baseUrl, 'demo', 'headteller');
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    // An Abuja account, as its own branch's loan officer sees it: only its number is used.
    const abuja = await apiSignIn(server.baseUrl, 'demo', 'loanofficer');
    const elsewhere = (
      await api<{ items: { accountNumber: string; name: string }[] }>(
        server,
        abuja,
        '/accounts?branchId=demo-abuja&pageSize=1',
      )
    ).items[0];
    await closeSeededSession(server, teller, head);
    const lagos = await api<{ items: { accountNumber: string }[] }>(
      server,
      teller,
      '/accounts?status=ACTIVE&branchId=demo-lagos&pageSize=1',
    );
    const accountNumber = lagos.items[0]?.accountNumber ?? '';

    // The head teller gives the second till to the teller.
    const vault = await openSignedIn(browser, server.baseUrl, head, '/tills/sessions');
    const hp = vault.page;
    await hp.getByRole('button', { name: 'Assign till' }).click();
    const assign = hp.getByRole('dialog', { name: 'Assign a till' });
    const till = assign
      .getByLabel('Till', { exact: true })
      .locator('option', { hasText: 'LAG-T02' });
    await till.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await assign
      .getByLabel('Till', { exact: true })
      .selectOption((await till.getAttribute('value')) ?? '');
    await assign.getByLabel('Teller', { exact: true }).selectOption({ label: 'Chidi Eze' });
    await assign.getByRole('button', { name: 'Assign till' }).click();
    await hp.waitForURL(/\/tills\/session\//, { timeout: STEP_TIMEOUT_MS });
    const sessionPath = new URL(hp.url()).pathname;

    // The teller counts the opening cash.
    const desk = await openSignedIn(browser, server.baseUrl, teller, sessionPath);
    const tp = desk.page;
    await tp.getByRole('button', { name: 'Count opening cash' }).click();
    await countNotes(tp, 500);
    await tp.getByRole('button', { name: /^Submit count/ }).click();
    await expectStatus(tp, 'ACTIVE');

    // The head teller sends ₦200,000; the teller counts it as it arrives.
    await hp.reload();
    await hp.getByRole('button', { name: 'Send cash from vault' }).click();
    const send = hp.getByRole('dialog');
    await send.getByLabel('Amount (₦)').fill('200,000.00');
    await countNotes(hp, 200);
    await send.getByRole('button', { name: 'Review' }).click();
    await send.getByRole('button', { name: 'Send cash' }).click();
    await send.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await tp.reload();
    await switchTheme(tp, 'dark');
    await tp.getByRole('button', { name: 'Count and confirm' }).click({ timeout: STEP_TIMEOUT_MS });
    const arriving = tp.getByRole('dialog');
    await countNotes(tp, 199);
    await arriving.getByRole('button', { name: /^Confirm count/ }).click();
    await arriving
      .getByText('You counted ₦199,000.00, but ₦200,000.00 was sent from the vault.')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await screenshot(tp, 'tills-day-arriving-count-dark.png');
    await arriving.getByRole('button', { name: 'Cancel' }).click();
    await switchTheme(tp, 'light');
    await tp.getByRole('button', { name: 'Count and confirm' }).click();
    await countNotes(tp, 200);
    await screenshot(tp, 'tills-day-arriving-count.png');
    await arriving.getByRole('button', { name: /^Confirm count/ }).click();
    await toast(tp, 'counted, confirmed and posted').waitFor({ timeout: STEP_TIMEOUT_MS });

    // An account of another branch is named as such, and nothing about it is shown.
    await tp.getByRole('button', { name: 'Cash deposit', exact: true }).click();
    const look = tp.getByRole('dialog', { name: 'Cash deposit' });
    await look.getByLabel('Customer account').fill(elsewhere?.accountNumber ?? '');
    await look.getByRole('button', { name: 'Find' }).click();
    await look
      .getByText(
        `Account ${elsewhere?.accountNumber} is held at another branch; only that branch can serve it.`,
      )
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await look.textContent()).not.toContain(elsewhere?.name ?? '');
    await screenshot(tp, 'tills-day-other-branch.png');
    await look.getByRole('button', { name: 'Cancel' }).click();
    await look.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

    // A deposit and a withdrawal; the teller never sees the expected or running cash.
    await counter(tp, 'Cash deposit', accountNumber);
    await counter(tp, 'Cash withdrawal', accountNumber);
    await tp.reload();
    await tp.locator('tr[data-kind="WITHDRAWAL"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await figure(tp, 'expected')).toBe('—');
    expect(await runningCash(tp)).toEqual([]);
    expect(await tp.getByRole('columnheader', { name: 'Cash after' }).count()).toBe(0);
    expect(await tp.getByRole('main').textContent()).not.toContain('₦730,000.00');
    await bothThemes(tp, 'tills-day-session-teller');

    // The head teller watches the same session with its figures.
    await hp.reload();
    await hp.locator('tr[data-kind="WITHDRAWAL"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await figure(hp, 'expected')).toBe('₦730,000.00');
    expect((await runningCash(hp)).at(-1)).toBe('₦730,000.00');
    await bothThemes(hp, 'tills-day-session-head-teller');

    // The blind close, ₦1,000 short.
    await tp.getByRole('button', { name: 'Start closing' }).click();
    await tp.getByRole('dialog').getByRole('button', { name: 'Start closing' }).click();
    await expectStatus(tp, 'CLOSING');
    await tp.getByRole('button', { name: 'Count closing cash' }).click();
    await countNotes(tp, 729);
    await screenshot(tp, 'tills-day-closing-count.png');
    await tp.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await switchTheme(tp, 'dark');
    await tp.getByRole('button', { name: 'Count closing cash' }).click();
    await countNotes(tp, 729);
    await screenshot(tp, 'tills-day-closing-count-dark.png');
    await tp.getByRole('button', { name: /^Submit count/ }).click();
    await expectStatus(tp, 'VARIANCE_PENDING');
    await switchTheme(tp, 'light');

    // The head teller reads the variance in naira and words, approves it and reconciles.
    await hp.reload();
    await hp.getByRole('button', { name: 'Review variance' }).click();
    const review = hp.getByRole('dialog').first();
    await review.getByText('₦730,000.00').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    const reviewText = (await review.textContent()) ?? '';
    expect(reviewText).toContain('Shortage');
    expect(reviewText).not.toMatch(/kobo|\d{4}-\d\d-\d\d|73000000/);
    await screenshot(hp, 'tills-day-variance-approval.png');
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = hp.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByRole('textbox').fill('Shortage counted twice.');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await review.getByRole('button', { name: 'Close', exact: true }).click();
    await hp.reload();
    await expectStatus(hp, 'CLOSED');
    await hp.getByRole('button', { name: 'Reconcile' }).click();
    await hp.getByRole('dialog').getByRole('button', { name: 'Reconcile' }).click();
    await expectStatus(hp, 'RECONCILED');

    // The teller is told the cash goes back; the head teller returns it to the vault.
    await tp.reload();
    await tp
      .getByText('Hand the cash to the head teller, who returns it to the vault.')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await hp.getByText(/the till still holds ₦729,000\.00/).waitFor({ timeout: STEP_TIMEOUT_MS });
    await bothThemes(hp, 'tills-day-return-prompt');
    await hp.getByRole('button', { name: 'Return cash to vault' }).click();
    await hp.getByRole('dialog').getByRole('button', { name: 'Return cash to vault' }).click();
    await hp.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await expect.poll(() => runningCash(hp).then((cells) => cells.at(-1))).toBe('₦0.00');
    expect(await hp.getByText(/the till still holds/).count()).toBe(0);
    await bothThemes(hp, 'tills-day-returned');

    // The printed report: A4, names, counts, the variance's approver, signature lines.
    const [download] = await Promise.all([
      hp.waitForEvent('download'),
      hp.getByRole('button', { name: 'Print report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^till-session-LAG-T02-.*\.pdf$/);
    const report = await pdfText(readFileSync(await download.path()));
    const text = report.text.replace(/\s+/g, ' ');
    for (const part of [
      'Till session report',
      'Lagos',
      'LAG-T02',
      'Chidi Eze',
      'Head teller',
      'Variance approved by Funmi Adebayo',
      '-₦1,000.00',
      'Cash after',
      'Signatures',
      'Produced',
    ]) {
      expect(text, part).toContain(part);
    }
    await showReport(vault.context, readFileSync(await download.path()));
    await vault.context.close();
    await desk.context.close();
  }, 150_000);
});
