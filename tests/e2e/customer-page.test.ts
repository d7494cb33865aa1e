import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatKobo } from '../../policies/money';
import { apiSignIn, openSignedIn, pathOf, type SignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** axe-core's browser build, run in the page as the accessibility walk runs it. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Account {
  id: string;
  accountNumber: string;
  status: string;
  ledgerBalanceKobo: number;
}

async function api<T>(baseUrl: string, session: SignedIn, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${session.token}`,
      'x-tenant-id': session.tenantId,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (response.status >= 300) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The serious and critical axe findings on the page, as rule ids. */
async function seriousFindings(page: Page): Promise<string[]> {
  // The console's CSP lets no test script in by a tag; evaluated through the browser's debugging
  // protocol, axe runs beside the page without weakening the policy of the context under test.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string | null }[];
    };
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id);
  });
}

describe("a customer's page against the real server", () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('is reached from the customers list, shows balances and alerts, and the account leads back', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const csr = await apiSignIn(server.baseUrl, 'demo', 'csr');
    // A customer of the desk's branch with money in an account, one of whose accounts the bank
    // has just marked dormant: the page must warn of it.
    const served = await api<{ items: { id: string; displayName: string }[] }>(
      server.baseUrl,
      csr,
      '/customers?pageSize=100&customerType=INDIVIDUAL',
    );
    let chosen: { customer: { id: string; displayName: string }; account: Account } | null = null;
    for (const customer of served.items) {
      const { items } = await api<{ items: Account[] }>(
        server.baseUrl,
        admin,
        `/accounts?customerId=${customer.id}`,
      );
      const account = items.find((item) => item.status === 'ACTIVE' && item.ledgerBalanceKobo > 0);
      if (account) {
        chosen = { customer, account };
        break;
      }
    }
    if (!chosen) throw new Error("No customer of the desk's branch has a funded account");
    const { customer, account } = chosen;
    await api(server.baseUrl, admin, `/accounts/${account.id}/status`, {
      event: 'markDormant',
      reason: 'No customer activity for a year',
    });

    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      csr,
      `/customers?q=${encodeURIComponent(customer.displayName)}`,
    );
    const link = page.getByRole('link', { name: customer.displayName, exact: true });
    // The name is a link: the keyboard reaches it and Enter opens the page.
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: customer.displayName }).waitFor();
    expect(pathOf(page)).toBe(`/customer/${customer.id}`);

    const alerts = page.getByTestId('customer-alerts');
    await alerts.getByText(`Account ${account.accountNumber} is dormant`).waitFor();
    const row = page
      .getByRole('table', { name: 'Accounts' })
      .locator(`tr[data-account="${account.accountNumber}"]`);
    expect(await row.locator('[data-figure="ledger"]').innerText()).toBe(
      formatKobo(account.ledgerBalanceKobo),
    );
    expect(await row.getByText('Dormant').count()).toBe(1);
    // The desk may not see loans: the page says so rather than showing an empty list.
    await page.getByText('Loans are not shown to your role.').waitFor();
    await page.getByText('Term deposits are not shown to your role.').waitFor();
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(/\b(DORMANT|ACTIVE|INDIVIDUAL)\b|\d{4}-\d{2}-\d{2}/);
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'customer-page.png');
    await switchTheme(page, 'dark');
    expect(await seriousFindings(page)).toEqual([]);
    await screenshot(page, 'customer-page-dark.png');

    await row.getByRole('link', { name: account.accountNumber }).click();
    await page.getByTestId('account-number').getByText(account.accountNumber).waitFor();
    await page.getByTestId('holder-link').click();
    await page.getByRole('heading', { level: 1, name: customer.displayName }).waitFor();
    expect(pathOf(page)).toBe(`/customer/${customer.id}`);

    // An address that names no customer of the desk's branches says so, with the way back.
    await page.goto(`${server.baseUrl}/customer/no-such-customer`);
    await page.getByText('No such customer among the customers of your branches.').waitFor();
    await page.getByRole('link', { name: 'All customers' }).waitFor();
    await context.close();
  });

  it("shows a checker the borrower's overdue loan, linked, with what is due", async () => {
    const approver = await apiSignIn(server.baseUrl, 'demo', 'approver');
    const late = await api<{ items: { id: string; loanNumber: string; customerId: string }[] }>(
      server.baseUrl,
      approver,
      '/loans?inArrears=true&pageSize=1',
    );
    const loan = late.items[0];
    if (!loan) throw new Error('The demo has no loan in arrears');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      approver,
      `/customer/${loan.customerId}`,
    );
    const alerts = page.getByTestId('customer-alerts');
    await alerts.getByText(new RegExp(`Loan ${loan.loanNumber} has ₦[\\d,.]+ overdue`)).waitFor();
    const loans = page.getByRole('table', { name: 'Loans' });
    await loans.getByText(/\d+ days? past due/).waitFor();
    await screenshot(page, 'customer-page-borrower.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'customer-page-borrower-dark.png');
    await loans.getByRole('link', { name: loan.loanNumber }).click();
    await page.getByTestId('borrower-link').click();
    await page.getByTestId('customer-number').waitFor();
    expect(pathOf(page)).toBe(`/customer/${loan.customerId}`);
    await context.close();
  });

  it("lists a sender's last transfers to other banks in words", async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const sent = await api<{
      items: { debitAccountId: string; beneficiaryAccountName: string; amountKobo: number }[];
    }>(server.baseUrl, admin, '/nip/transfers?pageSize=1');
    const transfer = sent.items[0];
    if (!transfer) throw new Error('The demo has no NIP transfer');
    const account = await api<{ customerId: string }>(
      server.baseUrl,
      admin,
      `/accounts/${transfer.debitAccountId}`,
    );
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/customer/${account.customerId}`,
    );
    const transfers = page.getByRole('table', { name: 'Recent transfers to other banks' });
    await transfers.getByText(transfer.beneficiaryAccountName).first().waitFor();
    await transfers.getByText(formatKobo(transfer.amountKobo)).first().waitFor();
    await page.getByText('Transfers to other banks').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'customer-page-transfers.png');
    // Applying for a loan starts a new application with this customer already chosen.
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('link', { name: 'Apply for a loan' }).click();
    await page.getByRole('heading', { level: 1, name: 'New credit application' }).waitFor();
    await page.getByTestId('picked-customer').getByText(name, { exact: true }).waitFor();
    await context.close();
  });

  it("leads from a transfer to another bank to its sender's page, through the account", async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/nip');
    await page
      .getByRole('button', { name: /Open transfer/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: /^\d{10} · / }).click();
    await page.getByTestId('account-number').waitFor();
    await page.getByTestId('holder-link').click();
    await page.getByTestId('customer-number').waitFor();
    expect(pathOf(page)).toMatch(/^\/customer\/[^/]+$/);
    await page.getByRole('table', { name: 'Recent transfers to other banks' }).waitFor();
    await context.close();
  });
});
