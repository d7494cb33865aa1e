import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { BudgetActuals } from '../../api/budgets.api';
import { formatKobo } from '../../policies/money';
import { axeFindings, openForAxe } from './axe-page';
import { apiSignIn, openSignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

describe('budgets against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  async function actuals(token: string, period: string): Promise<BudgetActuals> {
    const year = new Date().getFullYear();
    const response = await fetch(
      `${server.baseUrl}/api/finance/budgets/actuals?year=${year}&period=${period}`,
      { headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' } },
    );
    expect(response.status).toBe(200);
    return (await response.json()) as BudgetActuals;
  }

  it('shows the demo budget against actual as a table and a chart, by quarter, and downloads it', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const { context, page } = await openForAxe(browser, server.baseUrl, finance, '/budgets');
    await page.getByRole('heading', { level: 1, name: 'Budgets' }).waitFor();
    const byMonth = await actuals(finance.token, 'MONTH');
    expect(byMonth.rows.length).toBeGreaterThan(0);

    // The table: income and expense accounts with their budget in naira, and the net.
    const table = page.getByRole('table', { name: /Budget against actual/ });
    const interest = table.locator('tr[data-account-code="4101"]');
    await interest.waitFor();
    const month = Number(new Date().toISOString().slice(5, 7));
    const interestRow = byMonth.rows.find((r) => r.glAccountCode === '4101');
    expect(await interest.locator('[data-column="budget"]').textContent()).toBe(
      formatKobo(interestRow?.periods[month - 1]?.budgetKobo),
    );
    await expect
      .poll(() => table.locator('[data-column="verdict"]').first().textContent())
      .toMatch(/Favourable|Unfavourable|On budget/);
    await table.locator('tr[data-row="net"]').waitFor();
    // The chart, drawn by its own chunk with one bar series per figure.
    const chart = page.locator('[data-chart="budget-vs-actual"]');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    expect(await chart.locator('.recharts-legend-item').allTextContents()).toEqual([
      'Income budget',
      'Income actual',
      'Expense budget',
      'Expense actual',
    ]);
    await screenshot(page, 'budgets-month.png');

    // By quarter: the figures of this quarter, as the server sums them.
    const byQuarter = await actuals(finance.token, 'QUARTER');
    await page.getByLabel('Period').selectOption('QUARTER');
    const quarter = Math.ceil(month / 3);
    await expect.poll(() => page.getByLabel('Quarter').inputValue()).toBe(String(quarter));
    const quarterRow = byQuarter.rows.find((r) => r.glAccountCode === '4101');
    await expect
      .poll(() => interest.locator('[data-column="budget"]').textContent())
      .toBe(formatKobo(quarterRow?.periods[quarter - 1]?.budgetKobo));
    expect(await chart.locator('.recharts-xAxis .recharts-cartesian-axis-tick').count()).toBe(4);
    await screenshot(page, 'budgets-quarter.png');

    // The CSV of the same report.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `budget-vs-actual-${new Date().getFullYear()}-whole-bank-quarter.csv`,
    );
    const csv = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'Account code,Account,Type,Period,Budget (₦),Actual (₦),Variance (₦),Variance (%),Verdict',
    );
    expect(csv).toHaveLength(1 + (byQuarter.rows.length + 3) * 4);

    expect(await axeFindings(page)).toEqual([]);
    await switchTheme(page, 'dark');
    expect(await axeFindings(page)).toEqual([]);
    await screenshot(page, 'budgets-quarter-dark.png');
    await table.locator('tr[data-row="net"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'budgets-table-dark.png');
    // Nothing scrolls sideways at 1440 px.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await context.close();
  });

  it('lets the accountant add a budget line that the table then shows', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const { context, page } = await openSignedIn(browser, server.baseUrl, finance, '/budgets');
    await page.getByLabel('Financial year').selectOption(String(new Date().getFullYear() + 1));
    await page.getByLabel('Period').selectOption('YEAR');
    await page
      .getByRole('table', { name: /Budget against actual/ })
      .getByText('No expense budgeted or posted.')
      .waitFor();
    await page.locator('[data-chart="empty"]').waitFor();
    await page.getByRole('button', { name: 'Add a budget line' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a budget line' });
    await dialog.getByLabel('GL account').selectOption('5301');
    await dialog.getByLabel('Amount (₦)').fill('125,000.50');
    await screenshot(page, 'budgets-add-line.png');
    await dialog.getByRole('button', { name: 'Add the line' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.locator('tr[data-account-code="5301"]');
    await expect
      .poll(() => row.locator('[data-column="budget"]').textContent())
      .toBe('₦125,000.50');
    expect(await row.locator('[data-column="variance-percent"]').textContent()).toBe('-100.00%');
    expect(await row.locator('[data-column="verdict"]').textContent()).toBe('Favourable');
    await page.locator('[data-chart="budget-vs-actual"] .recharts-bar-rectangle').first().waitFor();
    await context.close();
  });
});
