import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiSignIn, openSignedIn, type SignedIn, screenshot } from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';

/** The sentence shown under a field, through the field's own aria-describedby. */
async function errorOf(field: Locator): Promise<string> {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return '';
  return (await field.page().locator(`[id="${errorId}"]`).textContent())?.trim() ?? '';
}

function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

describe('dates typed and picked day first, as en-NG writes them', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let admin: SignedIn;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startConsoleServer(), launchBrowser()]);
    admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it.for(['/customer/create', '/admin/ledger', '/admin/journals', '/admin/trial-balance'])(
    'asks for DD/MM/YYYY on %s, never for the browser’s mm/dd/yyyy',
    async (path) => {
      const { context, page } = await openSignedIn(browser, server.baseUrl, admin, path);
      const dates = page.getByPlaceholder('DD/MM/YYYY');
      await dates.first().waitFor();
      await expect(page.locator('input[type="date"]').count()).resolves.toBe(0);
      await expect(dates.first().getAttribute('type')).resolves.toBe('text');
      await context.close();
    },
  );

  it('reads typed dates day first and says in a sentence what is wrong with one that is not', async () => {
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      '/customer/create',
    );
    const birth = page.getByLabel('Date of birth', { exact: true });
    await birth.fill('31/02/1990');
    await birth.press('Tab');
    await expect.poll(() => errorOf(birth)).toBe('February 1990 has no day 31: it has 28 days.');
    await birth.fill('11/25/1990');
    await birth.press('Tab');
    await expect.poll(() => errorOf(birth)).toBe('There is no month 25: the month is 1 to 12.');
    await birth.fill('5/3/1990');
    await birth.press('Tab');
    // Tidied into the one way dates are written, and the sentence gone.
    await expect(birth.inputValue()).resolves.toBe('05/03/1990');
    await expect.poll(() => errorOf(birth)).toBe('');
    await context.close();
  });

  it('picks a date from the calendar with the keyboard alone', async () => {
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      '/customer/create',
    );
    const birth = page.getByLabel('Date of birth', { exact: true });
    await birth.fill('05/03/1990');
    await birth.press('Alt+ArrowDown');
    const calendar = page.getByRole('dialog', { name: 'Calendar' });
    await calendar.waitFor();
    await calendar.getByText('March 1990').waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Monday 5 March 1990');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedLabel(page)).toBe('Tuesday 13 March 1990');
    await page.keyboard.press('PageDown');
    await calendar.getByText('April 1990').waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => focusedLabel(page)).toBe('Sunday 15 April 1990');
    await screenshot(page, 'date-field-calendar-light.png');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    await expect(birth.inputValue()).resolves.toBe('15/04/1990');

    // Escape closes the calendar and leaves the date as it was.
    await birth.locator('xpath=..').getByRole('button', { name: 'Open calendar' }).click();
    await calendar.waitFor();
    await expect.poll(() => focusedLabel(page)).toBe('Sunday 15 April 1990');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect(birth.inputValue()).resolves.toBe('15/04/1990');
    await context.close();
  });

  it('says when a ledger range runs backwards, and opens the calendar on the typed month (dark)', async () => {
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/admin/ledger');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await from.fill('10/11/2026');
    await to.fill('01/11/2026');
    await to.press('Tab');
    await expect.poll(() => errorOf(to)).toBe('The start date is after the end date.');
    await to.locator('xpath=..').getByRole('button', { name: 'Open calendar' }).click();
    await page.getByRole('dialog', { name: 'Calendar' }).getByText('November 2026').waitFor();
    await screenshot(page, 'date-field-calendar-dark.png');
    await page.keyboard.press('Escape');
    await context.close();
  });
});
