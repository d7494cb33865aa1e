import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  openSignedIn,
  type SignedIn,
  STEP_TIMEOUT_MS,
  screenshot,
  switchTheme,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** A GET of the API as a signed-in user, for choosing demo data; the browser does the rest. */
async function apiGet<T>(server: ConsoleServer, who: SignedIn, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${who.token}`, 'x-tenant-id': who.tenantId },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

async function inDarkToo(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

/**
 * A dialog in both themes: the theme switch sits behind an open dialog, so the dialog is opened
 * in the light theme, closed, opened again in the dark one, closed, and opened once more in light.
 */
async function dialogInDarkToo(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  const close = async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  };
  await open();
  await screenshot(page, `${name}.png`);
  await close();
  await switchTheme(page, 'dark');
  await open();
  await screenshot(page, `${name}-dark.png`);
  await close();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await open();
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await page
    .getByTestId('loan-status')
    .and(page.locator(`[data-status="${status}"]`))
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Whether the page scrolls sideways at the 1440 px viewport. */
function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

describe('lending as each role sees it', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('shows Disburse only to operations control, with each fee and the net before confirming', async () => {
    const officer = await apiSignIn(server.baseUrl, 'demo', 'loanofficer');
    const approved = await apiGet<{ items: { id: string }[] }>(
      server,
      officer,
      '/loans?status=APPROVED&pageSize=5',
    );
    const id = approved.items[0]?.id as string;
    const mine = await openSignedIn(browser, server.baseUrl, officer, `/loan/${id}`);
    await expectStatus(mine.page, 'APPROVED');
    await mine.page.getByRole('button', { name: 'Edit officer and purpose' }).waitFor();
    await expect(mine.page.getByRole('button', { name: 'Disburse' }).count()).resolves.toBe(0);
    await expect(mine.page.getByRole('button', { name: 'Cancel loan' }).count()).resolves.toBe(0);
    // Whoever reads the loan may print it: the schedule downloads as the loan's PDF.
    await mine.page.getByRole('button', { name: 'Print statement' }).waitFor();
    const [schedule] = await Promise.all([
      mine.page.waitForEvent('download'),
      mine.page.getByRole('button', { name: 'Print schedule' }).click(),
    ]);
    expect(schedule.suggestedFilename()).toMatch(/^loan-schedule-LN\d+\.pdf$/);
    expect(
      readFileSync(await schedule.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await mine.context.close();

    const ops = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const { context, page } = await openSignedIn(browser, server.baseUrl, ops, `/loan/${id}`);
    await expectStatus(page, 'APPROVED');
    const dialog = page.getByRole('dialog');
    const review = dialog.getByLabel('Disbursement to confirm');
    await dialogInDarkToo(page, 'loan-disbursement-review', async () => {
      await page.getByRole('button', { name: 'Disburse', exact: true }).click();
      await dialog.getByRole('button', { name: 'Review disbursement' }).click();
      await review.waitFor();
    });
    // SME Working Capital on ₦750,000: 1 % processing fee and 0.5 % credit life insurance.
    await expect(review.textContent()).resolves.toContain('Less processing fee− ₦7,500.00');
    await expect(review.textContent()).resolves.toContain('Less credit life insurance− ₦3,750.00');
    await expect(review.textContent()).resolves.toContain('The customer receives₦738,750.00');
    await dialog.getByRole('button', { name: 'Disburse', exact: true }).click();
    await expectStatus(page, 'ACTIVE');
    await page.locator('[data-transaction-type="DISBURSEMENT"]').waitFor();
    await expect(page.getByTestId('transaction-by').first().textContent()).resolves.not.toBe('ops');
    expect(await scrollsSideways(page)).toBe(false);
    await inDarkToo(page, 'loan-disbursed');
    await context.close();
  });

  it('names due now, overdue and payoff today apart in the repay dialog', async () => {
    const ops = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const active = await apiGet<{ items: { id: string }[] }>(
      server,
      ops,
      '/loans?status=ACTIVE&inArrears=true&pageSize=5',
    );
    const id = active.items[0]?.id as string;
    const { context, page } = await openSignedIn(browser, server.baseUrl, ops, `/loan/${id}`);
    await expectStatus(page, 'ACTIVE');
    await page.getByTestId('loan-paid-note').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await inDarkToo(page, 'loan-in-arrears-figures');
    const dialog = page.getByRole('dialog');
    const summary = dialog.getByLabel('Repayment to confirm');
    await dialogInDarkToo(page, 'loan-repay-dialog', async () => {
      await page.getByRole('button', { name: 'Repay', exact: true }).click();
      await dialog.getByRole('button', { name: 'Pay what is due now' }).click();
      await dialog.getByRole('button', { name: 'Review repayment' }).click();
      await summary.waitFor();
    });
    const text = (await summary.textContent()) ?? '';
    expect(text).toMatch(/Due now₦[\d,.]+Overdue₦[\d,.]+Payoff today₦[\d,.]+/);
    expect(text).not.toContain('Owed now');
    await context.close();
  });

  it('shows the level-2 application to a director with who may approve it by role name', async () => {
    const director = await apiSignIn(server.baseUrl, 'demo', 'director');
    const list = await apiGet<{ items: { id: string }[] }>(
      server,
      director,
      '/credit-applications?status=PENDING_APPROVAL&pageSize=20',
    );
    let found = '';
    for (const item of list.items) {
      const detail = await apiGet<{ approval: { awaitingLevel: number | null } | null }>(
        server,
        director,
        `/credit-applications/${item.id}`,
      );
      if (detail.approval?.awaitingLevel === 2) found = item.id;
    }
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      director,
      `/credit-app/${found}`,
    );
    const state = page.getByTestId('approval-state');
    await state.waitFor();
    await expect(state.textContent()).resolves.toContain(
      'which Director (Approver), Managing Director or a user granted Approve loans (level 2) may approve',
    );
    await expect(state.textContent()).resolves.not.toContain('loan.approve');
    await page.getByRole('button', { name: 'Review approval' }).waitFor();
    await inDarkToo(page, 'credit-application-level2');
    await context.close();
  });

  it('applies the loans and credit applications filters as soon as one is chosen', async () => {
    const ops = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const { context, page } = await openSignedIn(browser, server.baseUrl, ops, '/loans');
    await page.getByLabel('Status', { exact: true }).selectOption('APPROVED');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('APPROVED');
    await page.goto(`${server.baseUrl}/credit-apps`);
    await page.getByLabel('Status', { exact: true }).selectOption('REJECTED');
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('REJECTED');
    await context.close();
  });
});
