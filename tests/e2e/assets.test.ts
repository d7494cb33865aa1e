import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  openSignedIn,
  STEP_TIMEOUT_MS,
  screenshot,
  switchTheme,
  toast,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/**
 * The accountant keeps the fixed asset register: registers an asset while the schedule draws
 * itself beside the form, then depreciates it to date on its page and sees the rows posted.
 */

async function bothThemes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

/** The last day of the month `months` after the month of a YYYY-MM-DD date. */
function monthEnd(isoDate: string, months: number): string {
  const [y, m] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10);
}

/** A YYYY-MM-DD date as the date field takes it, day first. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

async function typeDate(dialog: Locator, label: string, iso: string): Promise<void> {
  const field = dialog.getByRole('textbox', { name: label, exact: true });
  await field.fill(typed(iso));
  await field.blur();
}

/** Opens the registration and fills it; the schedule beside it follows the figures typed. */
async function fillRegistration(page: Page, acquired: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Register an asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register an asset' });
  await dialog.getByLabel('Tag', { exact: true }).fill('FA-E2E-1');
  await dialog.getByLabel('Name', { exact: true }).fill('Banking hall chairs');
  await dialog.getByLabel('Category', { exact: true }).fill('Furniture');
  await dialog.getByLabel('Branch', { exact: true }).selectOption({ label: 'Lagos Head Office' });
  await dialog.getByLabel('Cost (₦)').fill('1,200,000.00');
  await typeDate(dialog, 'Acquired on', acquired);
  await typeDate(dialog, 'Available for use on', acquired);
  await typeDate(dialog, 'First depreciation on', monthEnd(acquired, 0));
  await dialog.getByLabel('Number of depreciations').fill('12');
  // The schedule follows the figures as they are typed, with no request.
  const live = dialog.getByTestId('live-schedule').locator('tbody tr');
  await expect.poll(() => live.count(), { timeout: STEP_TIMEOUT_MS }).toBe(12);
  const first = await live.first().innerText();
  // The first row's depreciation and the net book value after it.
  expect([first.includes('₦100,000.00'), first.includes('₦1,100,000.00')]).toEqual([true, true]);
  return dialog;
}

describe('the fixed asset register', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('registers an asset with its schedule drawn live, depreciates it and shows the posted rows', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const me = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${finance.token}`, 'x-tenant-id': 'demo' },
    });
    const today = ((await me.json()) as { processingDate: string }).processingDate;
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      finance,
      '/capital-assets',
    );
    await page.locator('tr[data-asset="FA-0001"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect(
      page.getByRole('tab', { name: 'Assets' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await bothThemes(page, 'assets-list');

    const acquired = `${monthEnd(today, -6).slice(0, 8)}01`;
    // The dialog hides the theme button: the form is shown once in each theme.
    const form = await fillRegistration(page, acquired);
    await screenshot(page, 'assets-register-form.png');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await switchTheme(page, 'dark');
    const dialog = await fillRegistration(page, acquired);
    await screenshot(page, 'assets-register-form-dark.png');
    await dialog.getByRole('button', { name: 'Review registration' }).click();
    await expect(dialog.getByText('₦1,200,000.00').first().isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Register asset' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await toast(page, 'FA-E2E-1 · Banking hall chairs is registered.').waitFor();
    await switchTheme(page, 'light');

    await page.locator('tr[data-asset="FA-E2E-1"]').getByRole('link', { name: 'FA-E2E-1' }).click();
    await page.waitForURL(/\/capital-assets\/[^/]+$/, { timeout: STEP_TIMEOUT_MS });
    const schedule = page.getByTestId('depreciation-schedule');
    await schedule.locator('tr[data-row="12"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect(schedule.locator('tr[data-posted="yes"]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Depreciate to date' }).click();
    const confirm = page.getByRole('dialog', { name: 'Depreciate FA-E2E-1 to date' });
    await confirm.getByRole('button', { name: 'Post depreciation' }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    const due = Array.from({ length: 12 }, (_, n) => monthEnd(acquired, n)).filter(
      (d) => d <= today,
    );
    const posted = schedule.locator('tr[data-posted="yes"]');
    await expect.poll(() => posted.count(), { timeout: STEP_TIMEOUT_MS }).toBe(due.length);
    await expect(posted.first().innerText()).resolves.toMatch(/Posted · \S+/);
    await expect(page.locator('[data-figure="accumulated"] dd').innerText()).resolves.toBe(
      `₦${(100_000 * due.length).toLocaleString('en-NG')}.00`,
    );
    await expect(page.locator('tr[data-kind="DEPRECIATION"]').count()).resolves.toBe(due.length);
    await bothThemes(page, 'asset-page');

    // A sale above the net book value: the gain is shown before the money moves.
    const bookKobo = 120_000_000 - 10_000_000 * due.length;
    await page.getByRole('button', { name: 'Dispose' }).click();
    const sale = page.getByRole('dialog', { name: 'Dispose of FA-E2E-1' });
    await sale
      .getByLabel('Proceeds (₦)')
      .fill(`${((bookKobo + 5_000_000) / 100).toLocaleString('en-NG')}.00`);
    await sale.getByRole('button', { name: 'Review disposal' }).click();
    await expect(sale.getByTestId('disposal-result').innerText()).resolves.toBe('₦50,000.00');
    await expect(sale.getByText('Gain on disposal', { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    await screenshot(page, 'asset-dispose-confirm.png');
    await sale.getByRole('button', { name: 'Dispose', exact: true }).click();
    await sale.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await page.getByText('Disposed', { exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect(page.locator('tr[data-kind="DISPOSAL"]').count()).resolves.toBe(1);
    await context.close();
  });
});
