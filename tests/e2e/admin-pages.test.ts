import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { apiSignIn, openSignedIn, screenshot, switchTheme } from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';

describe('the administration pages against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startConsoleServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openAsAdmin(path: string): Promise<Page> {
    const session = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { page } = await openSignedIn(browser, server.baseUrl, session, path);
    return page;
  }

  function userRow(page: Page, username: string) {
    return page.getByRole('row').filter({ has: page.getByText(username, { exact: true }) });
  }

  it('creates a user, shows the one-time password once, and that password signs in', async () => {
    const page = await openAsAdmin('/admin/users');
    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Username').fill('ada.teller');
    await dialog.getByLabel('Full name').fill('Ada Okeke');
    await dialog.getByLabel('Email').fill('ada@demo.bank.ng');
    await dialog.getByLabel('Phone').fill('not a phone');
    await dialog.getByRole('checkbox', { name: 'Branch Teller' }).check();
    await dialog.getByRole('button', { name: 'Create user' }).click();
    // The server's field error shows beside the phone field, and nothing is created.
    await dialog.getByRole('alert').waitFor();
    expect(await dialog.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Phone').fill('08031234567');
    await dialog.getByRole('button', { name: 'Create user' }).click();
    // A teller works in a branch: the server says so, and choosing one lets the user through.
    await dialog.getByText('choose a home branch').waitFor();
    await dialog.getByLabel('Home branch').selectOption({ label: 'Lagos Head Office' });
    await dialog.getByRole('button', { name: 'Create user' }).click();
    const secret = page.getByRole('dialog', { name: 'One-time password' });
    const password = (await secret.getByLabel('One-time password').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await secret.getByRole('button', { name: 'Done' }).click();
    await expect(secret.count()).resolves.toBe(0);
    await expect(page.getByText(password).count()).resolves.toBe(0);

    await page.getByLabel('Search', { exact: true }).fill('ada.teller');
    await page.getByRole('button', { name: 'Search' }).click();
    await userRow(page, 'ada.teller').getByText('Must change password').waitFor();
    const signedIn = await apiSignIn(server.baseUrl, 'demo', 'ada.teller', password);
    expect(signedIn.user.mustChangePassword).toBe(true);
  });

  it('edits a user, disables and enables them, and resets their password', async () => {
    const page = await openAsAdmin('/admin/users');
    await page.getByLabel('Search', { exact: true }).fill('auditor');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = userRow(page, 'auditor');
    await row.waitFor();

    await row.getByRole('button', { name: 'Edit auditor' }).click();
    const edit = page.getByRole('dialog', { name: /^Edit / });
    await edit.getByLabel('Full name').fill('Zainab Lawal-Musa');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await row.getByText('Zainab Lawal-Musa').waitFor();

    await row.getByRole('button', { name: 'Disable auditor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disable user' }).click();
    await row.getByText('Disabled', { exact: true }).waitFor();
    const refused = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
      body: JSON.stringify({ username: 'auditor', password: 'demo-Pass-2026' }),
    });
    expect(refused.status).toBe(401);

    await row.getByRole('button', { name: 'Enable auditor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Enable user' }).click();
    await row.getByText('Active', { exact: true }).waitFor();

    await row.getByRole('button', { name: 'Reset password of auditor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset password' }).click();
    const secret = page.getByRole('dialog', { name: 'One-time password' });
    const password = (await secret.getByLabel('One-time password').textContent())?.trim() ?? '';
    await secret.getByRole('button', { name: 'Done' }).click();
    const signedIn = await apiSignIn(server.baseUrl, 'demo', 'auditor', password);
    expect(signedIn.user.mustChangePassword).toBe(true);
  });

  it('keeps the user search and its page in the address across a reload', async () => {
    const page = await openAsAdmin('/admin/users');
    await page.getByLabel('Status', { exact: true }).selectOption('ACTIVE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText(/^Page 1 of 2 · \d+ users$/).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of 2 · \d+ users$/).waitFor();
    await page.getByRole('button', { name: 'Name' }).click();
    const search = '?status=ACTIVE&sort=name&page=2';
    await expect.poll(() => new URL(page.url()).search).toBe(search);

    await page.reload();
    await page.getByText(/^Page 2 of 2 · \d+ users$/).waitFor();
    expect(new URL(page.url()).search).toBe(search);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('ACTIVE');
    const names = await page.locator('tbody tr td:nth-child(1) strong').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    const collator = new Intl.Collator('en-NG', { numeric: true, sensitivity: 'base' });
    expect(names).toEqual([...names].sort(collator.compare));
    await screenshot(page, 'users.png');
  });

  it('lists each role by purpose, permissions by label and holders, and filters it', async () => {
    const page = await openAsAdmin('/admin/roles');
    const teller = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Branch Teller/ }) });
    // Demo tellers, and the one this file created above.
    await teller.getByText('4 users').waitFor();
    expect(await page.getByRole('rowheader').count()).toBe(25);
    await teller.getByText('Take cash deposits').waitFor();
    // The catalogue is fixed: the page says where grants are made, and shows no codes.
    await page.getByText('Grant a role’s optional permissions to a user from').waitFor();
    const text = await page.getByRole('main').innerText();
    expect(text).not.toMatch(/\b[a-z]+\.[a-z]+(\.[a-z0-9]+)?\b/);
    expect(text).not.toMatch(/\b[A-Z]+_[A-Z_]+\b/);
    expect(text).not.toMatch(/product team|spec names/i);
    await screenshot(page, 'roles.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'roles-dark.png');
    await switchTheme(page, 'light');

    await page.getByLabel('Filter roles').fill('chart of accounts');
    await page.getByRole('rowheader', { name: /System Administrator/ }).waitFor();
    await expect(page.getByRole('rowheader', { name: /Branch Teller/ }).count()).resolves.toBe(0);
  });

  it("shows the tenant's license and refuses a key that is not a license", async () => {
    const page = await openAsAdmin('/admin/license');
    await page.getByText('NIP: licensed').waitFor();
    await page.getByLabel('License key').fill('not-a-license-key');
    await page.getByRole('button', { name: 'Install license' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.length).toBeGreaterThan(0);
    // The license in force is unchanged.
    await page.getByText('NIP: licensed').waitFor();
  });
});
