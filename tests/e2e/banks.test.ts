import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, mainMenu, openSignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

describe('the banks list against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('finds a bank by name with its codes, filters by category and keeps it across a reload', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    // Operations control reaches the list from the menu.
    await mainMenu(page).getByRole('link', { name: 'Banks' }).click();
    await page.getByRole('heading', { name: 'Banks' }).waitFor();
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();

    await page.getByLabel('Search', { exact: true }).fill('access');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?q=access');
    const access = rows.filter({
      has: page.getByRole('cell', { name: 'Access Bank', exact: true }),
    });
    await access.waitFor();
    expect(await access.locator('td').allTextContents()).toEqual([
      'Access Bank',
      '044',
      '000014',
      'Commercial bank',
      'Active',
    ]);
    for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('access');
    await screenshot(page, 'banks-search-light.png');

    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Category').selectOption('MICROFINANCE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?category=MICROFINANCE');
    await rows.filter({ hasText: 'Kuda Microfinance Bank' }).waitFor();
    for (const category of await page.locator('tbody tr td:nth-child(4)').allTextContents()) {
      expect(category).toBe('Microfinance bank');
    }

    await page.reload();
    await rows.filter({ hasText: 'Kuda Microfinance Bank' }).waitFor();
    expect(new URL(page.url()).search).toBe('?category=MICROFINANCE');
    expect(await page.getByLabel('Category').inputValue()).toBe('MICROFINANCE');
    for (const category of await page.locator('tbody tr td:nth-child(4)').allTextContents()) {
      expect(category).toBe('Microfinance bank');
    }
    await page.getByText(/^Page 1 of \d+ · \d+ institutions$/).waitFor();
    await screenshot(page, 'banks-microfinance-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'banks-microfinance-dark.png');
    await context.close();
  });
});
