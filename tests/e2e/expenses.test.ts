import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKobo } from '../../policies/money';
import { apiSignIn, openSignedIn, pathOf, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * An expense from its recording to the ledger: the finance accountant records one with its
 * invoice and sees VAT, withholding tax and what is paid as the amount is typed; the approver
 * approves it from the approvals inbox; the accountant then finds it posted, with its entry in
 * the ledger.
 */
describe('an expense through approval in the browser', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  /** What the ledger posted to an expense account this year, as budget against actual reads it. */
  async function yearActualKobo(token: string, code: string): Promise<number> {
    const response = await fetch(`${server.baseUrl}/api/finance/budgets/actuals?period=YEAR`, {
      headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'demo' },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      rows: { glAccountCode: string; total: { actualKobo: number } }[];
    };
    return report.rows.find((row) => row.glAccountCode === code)?.total.actualKobo ?? 0;
  }

  it('records an expense with an invoice, the approver approves it, and it is in the ledger', async () => {
    const payee = `Lekki Advisory ${Date.now()}`;
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const maker = await openSignedIn(browser, server.baseUrl, finance, '/expenses');
    const { page } = maker;
    await page.getByRole('heading', { name: 'Expenses', exact: true }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Upload expenses' }).waitFor();
    await screenshot(page, 'expenses-list-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'expenses-list-dark.png');
    await switchTheme(page, 'light');

    await page.getByRole('button', { name: 'Record an expense' }).click();
    const form = page.getByRole('dialog', { name: 'Record an expense' });
    await form.getByLabel('Payee *', { exact: true }).fill(payee);
    await form.getByLabel('Kind of supply').selectOption('PROFESSIONAL_SERVICES');
    await form.getByLabel('Expense account').selectOption('5312');
    await form.getByLabel('Branch').selectOption('ABJ-01');
    await form.getByLabel('Description').fill('Review of the credit policy');
    await form.getByLabel('Invoice reference').fill('LA-2026-031');
    const date = form.getByLabel('Invoice date');
    await date.fill('05/01/2026');
    await date.blur();
    await form
      .getByLabel('Invoice file')
      .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByLabel('Amount before VAT (₦)').fill('500,000');
    // 7.5 % VAT on top, 5 % WHT on the amount before VAT: ₦500,000 + ₦37,500 − ₦25,000.
    await form.getByTestId('expense-paid').getByText('₦512,500.00').waitFor();
    expect(await form.getByTestId('expense-vat').textContent()).toBe('₦37,500.00');
    expect(await form.getByTestId('expense-wht').textContent()).toBe('− ₦25,000.00');
    await screenshot(page, 'expense-record-dialog.png');
    await form.getByRole('button', { name: 'Record for approval' }).click();

    await page.getByRole('heading', { name: /^Expense EXP-\d{6}$/ }).waitFor();
    const number = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').slice(8);
    const expensePath = pathOf(page);
    await page.getByText('Awaiting approval (level 1)').waitFor();
    await page.getByText('invoice.pdf').waitFor();
    await page.getByRole('link', { name: 'Open the invoice' }).waitFor();
    await screenshot(page, 'expense-pending-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'expense-pending-dark.png');
    await switchTheme(page, 'light');
    await maker.context.close();

    const actualBefore = await yearActualKobo(finance.token, '5312');
    const approver = await apiSignIn(server.baseUrl, 'demo', 'approver');
    const checker = await openSignedIn(browser, server.baseUrl, approver, '/approvals');
    const inbox = checker.page;
    await inbox.getByLabel('Type', { exact: true }).selectOption('EXPENSE');
    const row = inbox.locator('tbody tr', { hasText: payee });
    await row.getByRole('button', { name: /^Open/ }).click();
    const details = inbox.getByRole('dialog', { name: new RegExp(`Expense ${number}`) });
    await details.getByText('Professional or consultancy fees').waitFor();
    await details.getByText('₦25,000.00 (5%)').waitFor();
    await screenshot(inbox, 'expense-approval-request.png');
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = inbox.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByText('The request is now: approved and carried out.').waitFor();
    await checker.context.close();

    const after = await openSignedIn(browser, server.baseUrl, finance, expensePath);
    await after.page.getByText('Posted', { exact: true }).waitFor();
    await after.page.getByText('Posted to the ledger by Aisha Bello', { exact: false }).waitFor();
    await screenshot(after.page, 'expense-posted-light.png');
    await switchTheme(after.page, 'dark');
    await screenshot(after.page, 'expense-posted-dark.png');
    await switchTheme(after.page, 'light');
    await after.page.getByRole('link', { name: /^JE/ }).click();
    await after.page.locator('tbody tr', { hasText: '5312' }).first().waitFor();
    expect(
      await after.page.locator('tbody tr', { hasText: '₦537,500.00' }).count(),
    ).toBeGreaterThan(0);
    await screenshot(after.page, 'expense-in-ledger.png');

    // The budget's actuals: the expense account's year now holds the invoice total.
    await after.page.goto(`${server.baseUrl}/budgets`);
    await after.page.getByLabel('Period').selectOption('YEAR');
    await expect
      .poll(() =>
        after.page.locator('tr[data-account-code="5312"] [data-column="actual"]').textContent(),
      )
      .toBe(formatKobo(actualBefore + 53_750_000));
    await screenshot(after.page, 'expense-in-budget.png');
    await after.context.close();
  });
});
