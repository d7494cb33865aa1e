import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** Two years back: a year with no demo budget, so the upload's lines are the only ones. */
const YEAR = new Date().getFullYear() - 2;
const HEADINGS = 'Year,Month,GL account code,Branch code (blank: whole bank),Amount (₦),Note';

/** Twelve months of staff costs; the 2nd and 8th data rows (rows 3 and 9) are wrong. */
function budgetCsv(): string {
  const rows = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    if (month === 2) return `${YEAR},2,5201,,"250,000.505",Too many decimals`;
    if (month === 8) return `${YEAR},8,9999,,250000,No such account`;
    return `${YEAR},${month},5201,,"250,000.00",Salaries`;
  });
  return `${[HEADINGS, ...rows].join('\r\n')}\r\n`;
}

describe('uploading budget lines from a spreadsheet', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('names the two bad rows of a CSV, uploads the others, and the budget shows them', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const { context, page } = await openSignedIn(browser, server.baseUrl, finance, '/budgets');
    await page.getByLabel('Financial year').waitFor();
    await page.getByRole('button', { name: 'Upload budget lines' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload budget lines' });

    // The template the user fills in: the upload's own headings and an example row.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download the CSV template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('budget-lines-template.csv');
    expect(readFileSync(await template.path(), 'utf8').split('\r\n')[0]).toBe(HEADINGS);

    await dialog.getByLabel('File to upload').setInputFiles({
      name: `budget-${YEAR}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(budgetCsv()),
    });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog
      .getByText('12 rows checked: 10 can be created, 2 are refused. Nothing has been written yet.')
      .waitFor();
    const refused = dialog.getByRole('table', { name: 'Refused rows' }).locator('tbody tr');
    expect(await refused.count()).toBe(2);
    expect(await refused.nth(0).locator('td').allTextContents()).toEqual([
      '3',
      'Amount (₦)',
      expect.stringMatching(/^Amount \(₦\): an amount in naira with at most two decimal places/),
    ]);
    expect((await refused.nth(1).locator('td').allTextContents()).slice(0, 2)).toEqual([
      '9',
      'GL account code',
    ]);
    await screenshot(page, 'budget-upload-checked.png');

    await dialog.getByRole('button', { name: 'Upload 10 rows' }).click();
    await dialog.getByText('10 created, 2 refused.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Budget against actual for that year: ten months of ₦250,000.00, nothing posted.
    await page.getByLabel('Financial year').selectOption(String(YEAR));
    await page.getByLabel('Period').selectOption('YEAR');
    const row = page.locator('tr[data-account-code="5201"]');
    await expect
      .poll(() => row.locator('[data-column="budget"]').textContent())
      .toBe('₦2,500,000.00');
    await screenshot(page, 'budget-upload-after.png');

    // The same file again, in the dark theme: every row is refused now, the good ones as duplicates.
    await switchTheme(page, 'dark');
    await page.getByRole('button', { name: 'Upload budget lines' }).click();
    await dialog.getByLabel('File to upload').setInputFiles({
      name: `budget-${YEAR}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(budgetCsv()),
    });
    await dialog.getByRole('button', { name: 'Check rows' }).click();
    await dialog
      .getByText('12 rows checked: 0 can be created, 12 are refused. Nothing has been written yet.')
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Upload \d/ }).count()).toBe(0);
    await screenshot(page, 'budget-upload-checked-dark.png');
    await context.close();
  });
});
