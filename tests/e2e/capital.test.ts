import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKobo, parseNairaToKobo } from '../../policies/money';
import { apiSignIn, openSignedIn, screenshot, switchTheme, toast } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const INJECTION_KOBO = 5_000_000_00;

/**
 * The Capital tab of Capital & Assets: the finance desk records a capital injection of
 * ₦5,000,000, which waits (listed as pending, the balance unmoved) until a checker approves it
 * in Approvals; then share capital has grown by that amount and the entry is listed.
 */
describe('the bank’s capital in the browser', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  async function openCapital(user: 'finance') {
    const session = await apiSignIn(server.baseUrl, 'demo', user);
    const opened = await openSignedIn(browser, server.baseUrl, session, '/capital-assets');
    await opened.page.getByRole('tab', { name: 'Capital' }).click();
    await shareCapitalCell(opened.page).waitFor();
    return opened;
  }

  function shareCapitalCell(page: Page) {
    return page.locator('tr[data-account-code="3101"] [data-testid="capital-closing"]');
  }

  async function shareCapitalKobo(page: Page): Promise<number> {
    return parseNairaToKobo((await shareCapitalCell(page).textContent()) ?? '');
  }

  it('records an injection that waits for a checker and moves share capital once approved', async () => {
    const narration = `Rights issue proceeds ${Date.now()}`;
    const maker = await openCapital('finance');
    const before = await shareCapitalKobo(maker.page);
    await screenshot(maker.page, 'capital-light.png');
    await switchTheme(maker.page, 'dark');
    await screenshot(maker.page, 'capital-dark.png');
    await switchTheme(maker.page, 'light');

    await maker.page.getByRole('button', { name: 'Record a capital injection' }).click();
    const dialog = maker.page.getByRole('dialog', { name: 'Record a capital injection' });
    await dialog.getByLabel('Amount (₦)').fill('5,000,000');
    await dialog.getByLabel('Narration').fill(narration);
    await dialog.getByLabel('Reference (optional)').fill('BOARD-RES-07');
    expect(await dialog.getByLabel('Equity account').inputValue()).not.toBe('');
    await screenshot(maker.page, 'capital-injection-dialog.png');
    await dialog.getByRole('button', { name: 'Review injection' }).click();
    await dialog.getByText(formatKobo(INJECTION_KOBO)).first().waitFor();
    await dialog.getByRole('button', { name: 'Send for posting' }).click();
    await toast(maker.page, 'sent for approval').waitFor();
    const pending = maker.page.getByTestId('capital-pending').locator('tr', { hasText: narration });
    await pending.waitFor();
    expect(await shareCapitalKobo(maker.page)).toBe(before);
    await screenshot(maker.page, 'capital-pending.png');
    await maker.context.close();

    const approver = await apiSignIn(server.baseUrl, 'demo', 'approver');
    const { context, page } = await openSignedIn(browser, server.baseUrl, approver, '/approvals');
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    await page.getByLabel('Type', { exact: true }).selectOption('MANUAL_JOURNAL');
    const row = page.locator('tbody tr', { hasText: narration });
    await row.getByRole('button', { name: /^Open/ }).click();
    const details = page.getByRole('dialog', { name: new RegExp(narration) });
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByText('The request is now: approved and carried out.').waitFor();
    await context.close();

    const after = await openCapital('finance');
    await after.page.waitForFunction(
      ([expected]) =>
        document.querySelector('tr[data-account-code="3101"] [data-testid="capital-closing"]')
          ?.textContent === expected,
      [formatKobo(before + INJECTION_KOBO)],
    );
    await after.page
      .getByTestId('capital-movements')
      .locator('tr', { hasText: narration })
      .waitFor();
    expect(await after.page.getByTestId('capital-pending').count()).toBe(0);
    await screenshot(after.page, 'capital-after-injection.png');
    await after.context.close();
  });
});
