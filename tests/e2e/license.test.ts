import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bankDate, formatBankDate } from '../../policies/calendar';
import {
  apiSignIn,
  badge,
  badgeValue,
  openSignedIn,
  screenshot,
  sidebar,
  switchTheme,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

function licenseBanner(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'License inactive.' });
}

function highlighted(page: Page, label: string): Promise<string | null> {
  return badge(page, label).getAttribute('data-highlighted');
}

describe('the license as the shell shows it', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('warns the lapsed tenant that its license is inactive and its processing date is behind', async () => {
    const session = await apiSignIn(server.baseUrl, 'lapsed', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await licenseBanner(page).waitFor();
    await expect(licenseBanner(page).textContent()).resolves.toMatch(
      /connect to the internet to verify your subscription, or renew the license/i,
    );
    await expect(badgeValue(page, 'License')).resolves.toBe('Expired');
    await expect(highlighted(page, 'License')).resolves.toBe('true');

    // The lapsed tenant's processing date is a day behind today.
    const yesterday = formatBankDate(bankDate(Date.now() - 24 * 60 * 60 * 1000));
    await expect(badgeValue(page, 'Processing Date')).resolves.toBe(yesterday);
    await expect(highlighted(page, 'Processing Date')).resolves.toBe('true');
    await expect(highlighted(page, 'Current Date')).resolves.toBeNull();
    await expect(sidebar(page).getByText('Tenant: lapsed', { exact: true }).count()).resolves.toBe(
      1,
    );
    await context.close();
  });

  it('shows an active tenant no banner and no highlighted badge', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await expect(badgeValue(page, 'License')).resolves.toBe('Active');
    await expect(licenseBanner(page).count()).resolves.toBe(0);
    await expect(highlighted(page, 'License')).resolves.toBeNull();
    await expect(badgeValue(page, 'Processing Date')).resolves.toBe(
      formatBankDate(bankDate(Date.now())),
    );
    await expect(highlighted(page, 'Processing Date')).resolves.toBeNull();
    await expect(page.locator('[data-badge][data-highlighted="true"]').count()).resolves.toBe(0);
    // The License page names the status and the features in words.
    await page.goto(`${server.baseUrl}/admin/license`);
    const features = page.getByRole('list', { name: 'Licensed features' });
    await features.getByText('Term deposits: licensed').waitFor();
    await expect(page.getByRole('main').textContent()).resolves.not.toMatch(/ACTIVE|TERM_DEPOSITS/);
    await screenshot(page, 'license-page-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'license-page-dark.png');
    await context.close();
  });
});
