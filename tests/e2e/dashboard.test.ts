import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatBankDate } from '../../policies/calendar';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { internalValuesIn, shownTexts } from './internal-values';
import { withConsole } from './with-console';

/** Each role's dashboard: the tiles the server gives it, by title. */
const ROLES = [
  ['admin', ['Approvals', 'Administration']],
  ['finance', ['Approvals', 'Finance this month', 'NIP transfers today']],
  ['ops', ['Approvals', 'End of day', 'Loan portfolio', 'NIP transfers today']],
  ['manager', ['Approvals', 'Your branch at a glance']],
  ['loanofficer', ['Approvals', 'Loan portfolio']],
  ['teller', ['Your till', 'Approvals']],
] as const;

async function tileTitles(page: Page): Promise<string[]> {
  return page.locator('article[data-tile] h2').allInnerTexts();
}

/** Every tile has answered: none is still loading. */
async function tilesSettled(page: Page, count: number): Promise<void> {
  await expect.poll(() => page.locator('article[data-tile]').count()).toBe(count);
  await expect.poll(() => page.locator('article[data-tile]').getByText('Loading…').count()).toBe(0);
}

async function processingDateOf(baseUrl: string, session: SignedIn): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/me`, {
    headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': 'demo' },
  });
  return ((await response.json()) as { processingDate: string }).processingDate;
}

describe('the dashboard against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it.each(ROLES)('shows %s the tiles of their work, in both themes', async (username, titles) => {
    const session = await apiSignIn(server.baseUrl, 'demo', username);
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await tilesSettled(page, titles.length);
    expect(await tileTitles(page)).toEqual([...titles]);
    // The greeting names the user and the processing date, in the bank's format.
    const date = formatBankDate(await processingDateOf(server.baseUrl, session));
    await page
      .getByText(`, ${String(session.user.fullName)}. The processing date is ${date}.`)
      .waitFor();
    expect(await page.getByText('This tile could not load').count()).toBe(0);
    // Nothing internal shows: no kobo figures, ISO dates, codes or enum values.
    const shown = await page.evaluate(shownTexts, 'main');
    expect(shown.flatMap(({ text, where }) => internalValuesIn(text, where))).toEqual([]);
    // No sideways scrolling at 1440 px.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, `dashboard-${username}-light.png`);
    await switchTheme(page, 'dark');
    await screenshot(page, `dashboard-${username}-dark.png`);
    await context.close();
  });

  it('draws the loan portfolio by arrears bucket and links each tile to its page', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'loanofficer');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session, '/');
    const tile = page.locator('article[data-tile="loan-portfolio"]');
    await tile.locator('[data-chart="BAR"] .recharts-wrapper').waitFor();
    await tile.getByText('Over 90', { exact: true }).waitFor();
    expect(await tile.locator('[data-figure="Outstanding"] dd').innerText()).toMatch(
      /^₦[\d,]+\.\d\d$/,
    );
    await tile.getByRole('link', { name: 'Loan portfolio' }).click();
    await page.getByRole('heading', { level: 1, name: 'Loans' }).waitFor();
    await context.close();
  });

  it('shows a tile that fails with a retry while the others stand, and the retry brings it', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const { context, page } = await openForAxe(browser, server.baseUrl, session, '/');
    let refuse = true;
    await page.route('**/api/dashboard/tiles/finance-month*', (route) =>
      refuse
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ status: 500, code: 'internal_error', message: 'Failed.' }),
          })
        : route.continue(),
    );
    await page.reload();
    const failed = page.locator('article[data-tile="finance-month"]');
    await failed.getByText('This tile could not load.').waitFor();
    await page
      .locator('article[data-tile="nip-today"]')
      .getByRole('region', { name: 'NIP transfers today at a glance' })
      .waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'dashboard-tile-failed-light.png');
    refuse = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await failed.getByRole('region', { name: 'Finance this month at a glance' }).waitFor();
    await failed.locator('[data-chart="BAR"] .recharts-wrapper').waitFor();
    expect(await failed.getByText('This tile could not load.').count()).toBe(0);
    // Keyboard: the tile's title is a link reached with the tab key.
    await failed.getByRole('link', { name: 'Finance this month' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    await context.close();
  });
});
