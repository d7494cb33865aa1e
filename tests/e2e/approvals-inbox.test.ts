import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeNuban } from '../../policies/nuban';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** What no approval screen may show: row ids, permission codes, enum values, ISO dates. */
const INTERNAL = [
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i,
  /\b(loan|txn)\.approve\.level[12]\b/,
  /\b(PENDING_LEVEL[12]|LOAN_APPROVAL|NIP_TRANSFER|MANAGER_APPROVER)\b/,
  /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/,
];

async function expectNothingInternal(page: Page): Promise<void> {
  const text = await page.locator('main').innerText();
  for (const pattern of INTERNAL) expect(text).not.toMatch(pattern);
}

/** Both themes of the page as it stands, light last so the next step finds it as it was. */
async function bothThemes(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-light.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await switchTheme(page, 'light');
}

/** A JSON call as the signed-in user. */
async function apiCall<T>(
  base: string,
  who: SignedIn,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-tenant-id': who.tenantId,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

interface Counts {
  awaitingMe: { total: number; byType: { operationType: string; count: number }[] };
  mine: { total: number };
}

describe('one approvals inbox for every approver, and the maker’s own requests', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('shows the approver credit application approvals on the dashboard and in the inbox, and approves one', async () => {
    const approver = await apiSignIn(server.baseUrl, 'demo', 'approver');
    const counts = await apiCall<Counts>(server.baseUrl, approver, 'GET', '/approvals/counts');
    const loans = counts.awaitingMe.byType.find((row) => row.operationType === 'LOAN_APPROVAL');
    if (!loans) throw new Error('The demo leaves no loan approval waiting for the approver.');
    const plural = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

    const { context, page } = await openSignedIn(browser, server.baseUrl, approver, '/');
    const card = page.getByRole('region', { name: 'Approvals at a glance' });
    // Other types may wait with the same count (the demo's expenses): the loans' link by its target.
    const loanCount = card
      .locator('a[href="/approvals?type=LOAN_APPROVAL"]')
      .getByText(plural(loans.count), { exact: true });
    await loanCount.waitFor();
    await card.getByText('Loan approval', { exact: true }).waitFor();
    // The first line is the total awaiting the approver's decision.
    expect(await card.locator('dd').first().textContent()).toBe(plural(counts.awaitingMe.total));
    await bothThemes(page, 'approvals-dashboard');

    // The count opens the inbox filtered to loan approvals.
    await loanCount.click();
    await page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?type=LOAN_APPROVAL');
    const rows = page.locator('tbody tr[data-reference]');
    await expect.poll(() => rows.count()).toBe(loans.count);
    const first = rows.first();
    await first.getByText('Loan approval', { exact: true }).waitFor();
    const reference = (await first.getAttribute('data-reference')) ?? '';
    expect(reference).toMatch(/^APR-\d{6}$/);
    await first.getByText(reference, { exact: true }).waitFor();
    await expectNothingInternal(page);
    await bothThemes(page, 'approvals-inbox-loans');

    // The request says who may approve by role names, and the approver decides it.
    await first.getByRole('button', { name: new RegExp(`^Open ${reference}`) }).click();
    const details = page.getByRole('dialog').first();
    await details.getByText(reference, { exact: true }).waitFor();
    await details
      .getByText(/Manager \(Approver\).* or a user granted Approve loans \(level 1\)/)
      .waitFor();
    await expectNothingInternal(page);
    await screenshot(page, 'approvals-request-dialog-light.png');
    // The theme switch sits behind the open dialog: close it, switch, and open it again.
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await switchTheme(page, 'dark');
    await first.getByRole('button', { name: new RegExp(`^Open ${reference}`) }).click();
    await details.getByText(reference, { exact: true }).waitFor();
    await screenshot(page, 'approvals-request-dialog-dark.png');
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByLabel('Note (optional)').fill('Within the product’s limits');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByText('The request is now: approved and carried out.').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => rows.count()).toBe(loans.count - 1);

    // The dashboard counts one fewer.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const remaining = loans.count - 1;
    if (remaining > 0) await card.getByRole('link', { name: plural(remaining) }).waitFor();
    else await card.getByText('Loan approval', { exact: true }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('lets a teller withdraw their own transfer waiting for approval', async () => {
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const call = <T>(
      method: string,
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) => apiCall<T>(server.baseUrl, teller, method, path, body, headers);
    // A transfer over the demo's ₦1,000,000 band from a business account of the teller's branch.
    const accounts = await call<{ items: { id: string }[] }>(
      'GET',
      '/accounts?accountNumber=0000003074',
    );
    const beneficiary = makeNuban('058', 1_234_567);
    const enquiry = await call<{ sessionId: string; accountName: string }>(
      'POST',
      '/nip/name-enquiry',
      { bankCode: '000013', accountNumber: beneficiary },
    );
    const sent = await call<{ approvalRequestId: string | null }>(
      'POST',
      '/nip/transfers',
      {
        debitAccountId: accounts.items[0]?.id,
        beneficiaryBankCode: '000013',
        beneficiaryAccountNumber: beneficiary,
        beneficiaryAccountName: enquiry.accountName,
        nameEnquirySessionId: enquiry.sessionId,
        amountKobo: 1_500_000_00,
        narration: 'Supplier payment',
      },
      { 'idempotency-key': randomUUID() },
    );
    expect(sent.approvalRequestId).toEqual(expect.any(String));

    // The teller holds no approval permission: no Approvals in the menu, but the dashboard
    // counts their waiting request and takes them to what they sent.
    const { context, page } = await openSignedIn(browser, server.baseUrl, teller, '/');
    const card = page.getByRole('region', { name: 'Approvals at a glance' });
    await card.getByText('1 request', { exact: true }).waitFor();
    expect(await card.getByText('Awaiting your decision').count()).toBe(0);
    await card.getByRole('link', { name: 'See what you sent' }).click();
    await page.getByRole('heading', { name: 'Approvals', level: 1 }).waitFor();
    expect(await page.getByLabel('Show').inputValue()).toBe('MINE');
    const row = page.locator('tbody tr[data-reference]', { hasText: '₦1,500,000.00' });
    await row.getByText('Awaiting level 1 approval').waitFor();
    const reference = (await row.getAttribute('data-reference')) ?? '';
    await expectNothingInternal(page);
    await bothThemes(page, 'approvals-sent-by-me');

    await row.getByRole('button', { name: `Cancel ${reference}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel your request?' });
    await confirm.getByLabel('Note (optional)').fill('The customer changed their mind');
    await confirm.getByRole('button', { name: 'Cancel request', exact: true }).click();
    await page.getByText(`${reference} is withdrawn; nothing was carried out.`).waitFor();
    await row.getByText('Cancelled by the maker').waitFor();
    expect(await row.getByRole('button', { name: `Cancel ${reference}` }).count()).toBe(0);
    const after = await call<Counts>('GET', '/approvals/counts');
    expect(after.mine.total).toBe(0);
    await context.close();
  });
});
