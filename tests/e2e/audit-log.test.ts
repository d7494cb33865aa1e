import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const RENAME = 'Rename a branch or change its status';

function events(page: Page) {
  return page.getByRole('table', { name: 'Audit events' });
}

describe('the audit log page', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  /** An administrator renames Kano through the API: the change the auditors then read. */
  async function renameKano(): Promise<void> {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const response = await fetch(`${server.baseUrl}/api/branches/demo-kano`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'demo',
        authorization: `Bearer ${admin.token}`,
      },
      body: JSON.stringify({ name: 'Kano Central', status: 'ACTIVE' }),
    });
    expect(response.status).toBe(200);
  }

  it('lets an auditor find a change, read it before and after, and export the search', async () => {
    await renameKano();
    const auditor = await apiSignIn(server.baseUrl, 'demo', 'auditor');
    const { context, page } = await openForAxe(
      browser,
      server.baseUrl,
      auditor,
      '/admin/audit-log',
    );
    await events(page).getByRole('row').nth(1).waitFor();
    await page.getByLabel('Record', { exact: true }).selectOption('branch');
    await page.getByLabel('Action').selectOption({ label: RENAME });
    await page.getByLabel('Record id').fill('demo-kano');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/record=demo-kano/);
    const row = events(page).getByRole('row').filter({ hasText: RENAME });
    await row.waitFor();
    expect(await events(page).getByRole('row').count()).toBe(2);
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells.slice(1, 5)).toEqual(['admin', RENAME, 'Branchdemo-kano', 'Succeeded']);
    expect(cells[0]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await screenshot(page, 'audit-log-light.png');
    expect(await axeFindings(page)).toEqual([]);

    await row.getByRole('button', { name: /^View the change/ }).click();
    const change = page.getByRole('dialog', { name: RENAME });
    const name = change.getByRole('row').filter({ hasText: 'Name' });
    expect(await name.getAttribute('data-changed')).toBe('true');
    expect(await name.getByRole('cell').allTextContents()).toEqual(['Kano Branch', 'Kano Central']);
    const status = change.getByRole('row').filter({ hasText: 'Status' });
    expect(await status.getAttribute('data-changed')).toBeNull();
    expect(await status.getByRole('cell').allTextContents()).toEqual(['Active', 'Active']);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'audit-log-change-light.png');
    await change.getByRole('button', { name: 'Close' }).first().click();
    await switchTheme(page, 'dark');
    await row.getByRole('button', { name: /^View the change/ }).click();
    await name.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'audit-log-change-dark.png');
    await change.getByRole('button', { name: 'Close' }).first().click();
    await change.waitFor({ state: 'detached' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('audit-log.csv');
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(RENAME);
    expect(csv[1]).toContain('demo-kano');
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'audit-log-dark.png');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });

  it('lets a security administrator narrow the log to one user, with no internal values', async () => {
    const security = await apiSignIn(server.baseUrl, 'demo', 'security');
    const { context, page } = await openForAxe(
      browser,
      server.baseUrl,
      security,
      '/admin/audit-log',
    );
    await events(page).getByRole('row').nth(1).waitFor();
    await page.getByLabel('User').fill('security');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/username=security/);
    await events(page).getByRole('row').nth(1).waitFor();
    const who = await events(page).locator('tbody tr td:nth-child(2)').allTextContents();
    expect(who.length).toBeGreaterThan(0);
    expect(new Set(who)).toEqual(new Set(['security']));
    const text = (await page.getByRole('main').textContent()) ?? '';
    expect(text).not.toMatch(/\b[A-Z]{2,}_[A-Z_]+\b|\d{4}-\d{2}-\d{2}T/);
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'audit-log-security.png');
    await context.close();
  });
});
