import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, badgeValue, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { internalValuesIn, shownTexts } from './internal-values';
import { withConsole } from './with-console';

/** The demo's settings with every check a warning, so the open till does not stop the close. */
const ALL_WARN = {
  checks: {
    OPEN_TILL_SESSIONS: 'WARNING',
    PENDING_APPROVALS: 'WARNING',
    NIP_TRANSFERS_NOT_FINAL: 'WARNING',
  },
  dormancyMonths: 12,
};

/** A close of business can take a while on a busy two-core machine. */
const RUN_TIMEOUT_MS = 60_000;

describe('End of Day against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('runs a close of business as the administrator and watches it move the processing date', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openForAxe(browser, server.baseUrl, admin, '/admin/eod');
    await page.getByRole('heading', { level: 1, name: 'End of Day' }).waitFor();
    const before = await badgeValue(page, 'Processing Date');
    await page.getByText(`The processing date is ${before}.`).waitFor();

    // The teller's till is open: that check blocks the close, with a link to the session.
    const tills = page.locator('[data-check="OPEN_TILL_SESSIONS"]');
    await tills.getByText('Blocks the close').waitFor();
    expect(await tills.locator('a[href^="/tills/session/"]').count()).toBeGreaterThan(0);
    const run = page.getByRole('button', { name: 'Run close of business' });
    expect(await run.isDisabled()).toBe(true);
    await screenshot(page, 'eod-blocked-light.png');
    expect(await axeFindings(page)).toEqual([]);

    // The bank lets an open till only warn: the close may run once the warnings are acknowledged.
    const saved = await fetch(`${server.baseUrl}/api/config/eod`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'x-tenant-id': 'demo',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ value: ALL_WARN }),
    });
    expect(saved.status).toBe(200);
    await page.reload();
    await tills.getByText('Warning', { exact: true }).waitFor();
    await expect.poll(() => run.isDisabled()).toBe(false);
    await run.click();
    const dialog = page.getByRole('dialog', { name: 'Run the close of business?' });
    const warnings = dialog.getByRole('list', { name: 'Warnings to acknowledge' });
    await warnings.getByText(/Till sessions still open/).waitFor();
    await screenshot(page, 'eod-confirm-light.png');
    await dialog.getByRole('button', { name: 'Acknowledge and run' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The run's steps fill in until it completes; the header's processing date moves with it.
    const progress = page.getByRole('region', { name: 'Close of business progress' });
    await progress.locator('tr[data-step="LOAN_INTEREST_ACCRUAL"]').waitFor();
    const stopped = page.locator(
      'section[data-run-status="COMPLETED"], section[data-run-status="FAILED"]',
    );
    await stopped.waitFor({ timeout: RUN_TIMEOUT_MS }).catch(async (error) => {
      await screenshot(page, 'eod-not-stopped-light.png');
      throw error;
    });
    await screenshot(page, 'eod-stopped-light.png');
    expect(await stopped.getAttribute('data-run-status'), await stopped.innerText()).toBe(
      'COMPLETED',
    );
    const steps = progress.locator('tr[data-step]');
    expect(await steps.count()).toBe(11);
    expect(await progress.locator('tr[data-step-status="DONE"]').count()).toBe(11);
    const notice = await progress.getByText(/the processing date moved to/).innerText();
    const next = notice.match(/moved to (.+)\.$/)?.[1] ?? '';
    expect(next).not.toBe(before);
    await expect.poll(() => badgeValue(page, 'Processing Date')).toBe(next);
    await page.getByText(`The processing date is ${next}.`).waitFor();

    // The past closes list it, completed.
    const history = page.getByRole('table', { name: 'Past closes of business' });
    await history
      .locator('tr[data-run-status="COMPLETED"]')
      .getByText(before, { exact: true })
      .waitFor();
    const shown = await page.evaluate(shownTexts, 'main');
    expect(shown.flatMap(({ text, where }) => internalValuesIn(text, where))).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, 'eod-completed-light.png');
    expect(await axeFindings(page)).toEqual([]);
    await switchTheme(page, 'dark');
    await screenshot(page, 'eod-completed-dark.png');
    await context.close();
  });
});
