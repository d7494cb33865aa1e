import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DIRECTORY } from '../../stand-ins/nip-switch/nip-switch';
import { apiSignIn, openSignedIn, pathOf, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const beneficiary = DEFAULT_DIRECTORY[0] as (typeof DEFAULT_DIRECTORY)[number];

describe('the payment integration against the real server and the switch stand-in', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('shows the connection npm start made, saves a change and tests it with a name enquiry', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await page.goto(`${server.baseUrl}/admin/integrations`);
    await page.getByRole('heading', { name: 'Payment Providers' }).waitFor();
    expect(pathOf(page)).toBe('/admin/integrations/payments');

    // npm start pointed the demo tenant at the stand-in it started, with a secret of its own.
    const endpoint = page.getByLabel('Switch endpoint');
    await expect.poll(() => endpoint.inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nip$/);
    expect(await page.getByLabel('Our institution code').inputValue()).toBe('090999');
    const secret = page.getByLabel('Shared secret');
    expect(await secret.inputValue()).toBe('');
    expect(await secret.getAttribute('placeholder')).toMatch(/^•••• .{4}$/);

    // A wrong address is named beside its field.
    const saved = await endpoint.inputValue();
    await endpoint.fill('ftp://switch.example');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Enter an http or https address').waitFor();
    await endpoint.fill(saved);
    await page.getByLabel('Timeout (seconds)').fill('15');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The connection settings have been saved.').waitFor();
    expect(await page.getByLabel('Timeout (seconds)').inputValue()).toBe('15');

    await page.getByLabel('Bank').selectOption(beneficiary.institutionCode);
    await page.getByLabel('Account number').fill(beneficiary.accountNumber);
    await page.getByRole('button', { name: 'Test connection' }).click();
    await page.getByText('The switch answered and named the account.').waitFor();
    await page.getByText(beneficiary.accountName, { exact: true }).waitFor();
    await page.getByText('Latency', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'integrations-payments-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'integrations-payments-dark.png');
    await context.close();
  });

  it('refreshes the banks from the switch for an administrator', async () => {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, session);
    await page.goto(`${server.baseUrl}/banks`);
    await page.getByRole('heading', { name: 'Banks' }).waitFor();
    await page.getByRole('button', { name: 'Refresh from switch' }).click();
    await page.getByText(/^The list now matches the switch: \d+ added/).waitFor();
    await context.close();
  });
});
