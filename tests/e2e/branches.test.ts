import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, screenshot, switchTheme, toast } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

function branchRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Branches' }).getByRole('row').filter({ hasText: name });
}

describe('the branches page', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('opens, renames, refuses to close a branch in use, closes an empty one, light and dark', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openForAxe(browser, server.baseUrl, admin, '/admin/branches');
    const lagos = branchRow(page, 'Lagos Head Office');
    await lagos.waitFor();
    // The head office has a teller's day open and accounts: its counts are not nothing.
    const cells = await lagos.getByRole('cell').allTextContents();
    expect(cells.slice(0, 3)).toEqual(['LAG-HO', 'Lagos Head Office', 'Open']);
    expect(Number(cells[3])).toBeGreaterThan(0);
    expect(Number(cells[4])).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'New branch' }).click();
    const form = page.getByRole('dialog', { name: 'New branch' });
    await form.getByLabel('Code').fill('PHC-01');
    await form.getByLabel('Name').fill('Port Harcourt Branch');
    await form.getByRole('button', { name: 'Open branch' }).click();
    await toast(page, 'Port Harcourt Branch is open.').waitFor();
    const added = branchRow(page, 'Port Harcourt Branch');
    await added.waitFor();
    expect(await added.getByRole('cell').allTextContents()).toEqual([
      'PHC-01',
      'Port Harcourt Branch',
      'Open',
      '0',
      '0',
      'EditClose',
    ]);

    await added.getByRole('button', { name: 'Edit Port Harcourt Branch' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Port Harcourt Branch' });
    await edit.getByLabel('Name').fill('Port Harcourt Main');
    await edit.getByRole('button', { name: 'Save' }).click();
    const renamed = branchRow(page, 'Port Harcourt Main');
    await renamed.waitFor();

    // A branch with a till in use cannot close: the dialog says why, and nothing changes.
    await lagos.getByRole('button', { name: 'Close Lagos Head Office' }).click();
    const refuse = page.getByRole('dialog', { name: 'Close Lagos Head Office' });
    await refuse.getByRole('button', { name: 'Close branch' }).click();
    await refuse.getByText(/Lagos Head Office has \d+ tills? still active or in use/).waitFor();
    await screenshot(page, 'branches-close-refused.png');
    expect(await axeFindings(page)).toEqual([]);
    await refuse.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(lagos.getByRole('cell').nth(2).textContent()).resolves.toBe('Open');

    await renamed.getByRole('button', { name: 'Close Port Harcourt Main' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close Port Harcourt Main' });
    await confirm.getByRole('button', { name: 'Close branch' }).click();
    await toast(page, 'Port Harcourt Main is closed.').waitFor();
    await renamed.getByText('Closed', { exact: true }).waitFor();
    await renamed.getByRole('button', { name: 'Reopen Port Harcourt Main' }).waitFor();

    // The header offers the open branches for new work, not the closed one.
    await page.reload();
    await renamed.getByText('Closed', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'Lagos Head Office', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Port Harcourt Main' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('option').first().waitFor({ state: 'detached' });

    await expect(page.getByRole('main').textContent()).resolves.not.toMatch(/ACTIVE|INACTIVE/);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'branches-light.png');
    await switchTheme(page, 'dark');
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'branches-dark.png');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });
});
