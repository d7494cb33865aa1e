import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiSignIn, openSignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

interface GlAccount {
  id: string;
  type: string;
  header: boolean;
  status: string;
}

/**
 * A manual journal over the demo's band (₦1,000,000) waits for a checker: the finance user is
 * told it was sent for approval, operations control approves it from the inbox, and the entry
 * is then in the ledger.
 */
describe('approving a manual journal in the browser', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  it('sends a large journal for approval, approves it from the inbox, and it is posted', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const response = await fetch(`${server.baseUrl}/api/coa`, {
      headers: { authorization: `Bearer ${finance.token}`, 'x-tenant-id': finance.tenantId },
    });
    const accounts = ((await response.json()) as { items: GlAccount[] }).items;
    const postable = (type: string) =>
      accounts.find((a) => a.type === type && !a.header && a.status === 'ACTIVE');
    const debit = postable('ASSET');
    const credit = postable('LIABILITY') ?? postable('INCOME');
    if (!debit || !credit) throw new Error('The demo chart lacks postable accounts.');
    const narration = `E2E vault top-up ${Date.now()}`;

    const maker = await openSignedIn(browser, server.baseUrl, finance, '/admin/journals');
    const form = maker.page.getByRole('form', { name: 'New journal' });
    await form.getByLabel('Narration', { exact: true }).fill(narration);
    await form.getByLabel('Line 1 account').selectOption(debit.id);
    await form.getByLabel('Line 1 debit').fill('2,500,000');
    await form.getByLabel('Line 2 account').selectOption(credit.id);
    await form.getByLabel('Line 2 credit').fill('2,500,000');
    await form.getByRole('button', { name: 'Post journal' }).click();
    await form.getByTestId('sent-for-approval').waitFor();
    expect(await form.getByTestId('approval-status').textContent()).toBe(
      'Awaiting level 1 approval',
    );
    expect(await form.getByTestId('posted-entry-number').count()).toBe(0);
    await screenshot(maker.page, 'journal-sent-for-approval.png');
    await maker.context.close();

    const ops = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const { context, page } = await openSignedIn(browser, server.baseUrl, ops, '/approvals');
    await page.getByRole('heading', { name: 'Approvals' }).waitFor();
    // The type filter applies as it is chosen.
    await page.getByLabel('Type', { exact: true }).selectOption('MANUAL_JOURNAL');
    const row = page.locator('tbody tr', { hasText: narration });
    await row.waitFor();
    await screenshot(page, 'approvals-inbox-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'approvals-inbox-dark.png');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    await row.getByRole('button', { name: /^Open/ }).click();
    const details = page.getByRole('dialog', { name: new RegExp(narration) });
    await details.getByText('Bisi Alade', { exact: true }).waitFor();
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByLabel('Note (optional)').fill('Voucher seen');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByText('The request is now: approved and carried out.').waitFor();
    await details.getByText('“Voucher seen”').waitFor();
    await details.getByRole('button', { name: 'Close', exact: true }).click();

    await context.close();

    // The maker finds the entry posted in the journals list.
    const after = await openSignedIn(browser, server.baseUrl, finance, '/admin/journals');
    const entry = after.page.locator('tbody tr', { hasText: narration });
    await entry.getByText('Posted', { exact: true }).waitFor();
    await after.context.close();
  });

  it('shows the flows to the administrator and keeps one that requests were made under', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      '/admin/approval-flows',
    );
    const row = page.locator('tbody tr', { hasText: 'Manual journal' });
    await row.getByText('₦1,000,000.00 up to ₦10,000,000.00').waitFor();
    await screenshot(page, 'approval-flows.png');

    await row.getByRole('button', { name: 'Edit the Manual journal flow' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit the Manual journal flow' });
    await editor.getByLabel('From (₦)').first().waitFor();
    expect(await editor.getByLabel('From (₦)').first().inputValue()).toBe('1,000,000.00');
    await screenshot(page, 'approval-flow-edit.png');
    await editor.getByRole('button', { name: 'Cancel', exact: true }).click();

    // The first test's journal was made under this flow, so it stays; inactive is offered.
    await row.getByRole('button', { name: 'Delete the Manual journal flow' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete the Manual journal flow?' });
    await confirm.getByRole('button', { name: 'Delete flow' }).click();
    await confirm.getByText('This flow cannot be deleted:').waitFor();
    await confirm.getByRole('button', { name: 'Set inactive instead' }).waitFor();
    await context.close();
  });
});
