import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlAccount } from '../../api/coa.api';
import type { GlMapping } from '../../api/glmap.api';
import type { JournalEntryPage } from '../../api/journals.api';
import type { LedgerLinePage } from '../../api/ledger.api';
import type { TrialBalance } from '../../api/reports.api';
import { formatDateInput } from '../../policies/date-input';
import { formatKobo } from '../../policies/money';
import { formatDrCr } from '../../ui/pages/gl/gl-format';
import { launchBrowser } from './browser';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, waitForShell } from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';

/** A code no seeded account has: GL codes are digits, capitals and dashes. */
function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}`;
}

describe('the general-ledger pages against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startConsoleServer(), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function apiGet<T>(session: SignedIn, path: string, as: 'json' | 'text' = 'json') {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenantId },
    });
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return (as === 'json' ? await response.json() : await response.text()) as T;
  }

  /** The demo chart as the server has it: the tests pick accounts from it, never by fixed code. */
  async function chart(session: SignedIn): Promise<GlAccount[]> {
    return (await apiGet<{ items: GlAccount[] }>(session, '/coa')).items;
  }

  function postable(accounts: readonly GlAccount[], type: GlAccount['type']) {
    return accounts.find((item) => item.type === type && !item.header && item.status === 'ACTIVE');
  }

  function accountRow(page: Page, code: string) {
    return page.locator(`tr[data-account-code="${code}"]`);
  }

  function entryRow(page: Page, entryNumber: string) {
    return page.locator(`tr[data-entry-number="${entryNumber}"]`);
  }

  async function codesInOrder(page: Page): Promise<string[]> {
    return page
      .locator('tr[data-account-code]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-account-code') ?? ''));
  }

  it('shows the seeded chart as a tree and creates an account under a header', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const accounts = await chart(admin);
    expect(accounts.length).toBeGreaterThan(0);
    const { page } = await openSignedIn(browser, server.baseUrl, admin, '/admin/coa');
    await accountRow(page, accounts[0]?.code ?? '').waitFor();
    const shown = await codesInOrder(page);
    expect([...shown].sort()).toEqual(accounts.map((item) => item.code).sort());
    // Each child sits below its header.
    const byId = new Map(accounts.map((item) => [item.id, item]));
    for (const account of accounts) {
      const parent = account.parentId ? byId.get(account.parentId) : undefined;
      if (parent) expect(shown.indexOf(account.code)).toBeGreaterThan(shown.indexOf(parent.code));
    }
    await screenshot(page, 'chart-of-accounts.png');

    const header = accounts.find(
      (item) => item.header && item.type === 'ASSET' && item.status === 'ACTIVE',
    );
    if (!header) throw new Error('The demo chart has no ASSET header account.');
    const code = uniqueCode('E2E');
    await page
      .getByRole('button', { name: `Add an account under ${header.code} · ${header.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New GL account' });
    await dialog.getByLabel('Code', { exact: true }).fill(code);
    await dialog.getByLabel('Name', { exact: true }).fill('E2E petty cash');
    expect(await dialog.getByLabel('Type').inputValue()).toBe('ASSET');
    expect(await dialog.getByLabel('Parent header').inputValue()).toBe(header.id);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await accountRow(page, code).waitFor();
    const after = await codesInOrder(page);
    expect(after.indexOf(code)).toBeGreaterThan(after.indexOf(header.code));
    expect((await chart(admin)).find((item) => item.code === code)).toMatchObject({
      name: 'E2E petty cash',
      type: 'ASSET',
      parentId: header.id,
      header: false,
      status: 'ACTIVE',
      balanceKobo: 0,
    });

    // The same code again is refused, and the server's reason shows beside the code.
    await page.getByRole('button', { name: 'New GL account' }).click();
    const again = page.getByRole('dialog', { name: 'New GL account' });
    await again.getByLabel('Code', { exact: true }).fill(code);
    await again.getByLabel('Name', { exact: true }).fill('Duplicate');
    await again.getByRole('button', { name: 'Create account' }).click();
    await again.getByRole('alert').waitFor();
    expect(await again.getByLabel('Code', { exact: true }).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('saves a GL mapping for all products and lists it', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const accounts = await chart(admin);
    const debit = postable(accounts, 'EXPENSE') ?? postable(accounts, 'ASSET');
    const credit = postable(accounts, 'LIABILITY') ?? postable(accounts, 'INCOME');
    if (!debit || !credit) throw new Error('The demo chart lacks postable accounts to map.');
    const { page } = await openSignedIn(browser, server.baseUrl, admin, '/admin/gl-map');
    await page.getByRole('button', { name: 'New mapping' }).click();
    const dialog = page.getByRole('dialog', { name: 'New GL mapping' });
    await dialog.getByLabel('Event').selectOption('DEPRECIATION');
    await dialog.getByLabel('Debit account').selectOption(debit.id);
    await dialog.getByLabel('Credit account').selectOption(credit.id);
    await dialog.getByRole('button', { name: 'Save mapping' }).click();
    const row = page.locator('tr[data-event="DEPRECIATION"]').filter({ hasText: 'All products' });
    await row.getByText(debit.name).waitFor();
    await row.getByText(credit.name).waitFor();
    const mappings = (await apiGet<{ items: GlMapping[] }>(admin, '/glmap')).items;
    expect(
      mappings.find((item) => item.event === 'DEPRECIATION' && item.productId === null),
    ).toMatchObject({ debitAccountId: debit.id, creditAccountId: credit.id });
  });

  it('refuses an unbalanced journal, posts a balanced one, finds it in the ledger and reverses it', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const accounts = await chart(finance);
    const debit = postable(accounts, 'ASSET');
    const credit = postable(accounts, 'LIABILITY') ?? postable(accounts, 'INCOME');
    if (!debit || !credit) throw new Error('The demo chart lacks postable accounts to post to.');
    const reference = uniqueCode('PV');
    const { page } = await openSignedIn(browser, server.baseUrl, finance, '/admin/journals');
    const form = page.getByRole('form', { name: 'New journal' });
    const post = form.getByRole('button', { name: 'Post journal' });
    await form.getByLabel('Narration', { exact: true }).fill('E2E office float');
    await form.getByLabel('Reference', { exact: true }).fill(reference);
    await form.getByLabel('Line 1 account').selectOption(debit.id);
    await form.getByLabel('Line 1 debit').fill('1500');
    await form.getByLabel('Line 2 account').selectOption(credit.id);
    await form.getByLabel('Line 2 credit').fill('1000');

    // Unbalanced: the totals say so as typed, and Post stays disabled with the reason shown.
    await form.getByText('Debits exceed credits by ₦500.00; the entry must balance.').waitFor();
    expect(await form.getByTestId('total-debits').textContent()).toBe('₦1,500.00');
    expect(await form.getByTestId('total-credits').textContent()).toBe('₦1,000.00');
    expect(await form.getByTestId('difference').textContent()).toBe('₦500.00');
    expect(await post.isDisabled()).toBe(true);
    // A line with both sides is refused too, even when the sides balance.
    await form.getByLabel('Line 1 credit').fill('500');
    await form.getByText('Line 1 has both a debit and a credit').first().waitFor();
    expect(await post.isDisabled()).toBe(true);
    await form.getByLabel('Line 1 credit').fill('');
    await screenshot(page, 'journal-unbalanced.png');

    await form.getByLabel('Line 2 credit').fill('1,500.00');
    await form.getByText('Debits equal credits: the entry is ready to post.').waitFor();
    await post.click();
    const posted = form.getByTestId('posted-entry-number');
    await posted.waitFor();
    const entryNumber = (await posted.textContent())?.trim() ?? '';
    expect(entryNumber).not.toBe('');
    // The form is cleared for the next entry, and the entry heads the list as posted.
    expect(await form.getByLabel('Narration', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Line 1 debit').inputValue()).toBe('');
    await entryRow(page, entryNumber).getByText('Posted', { exact: true }).waitFor();
    await entryRow(page, entryNumber).getByText('₦1,500.00').waitFor();

    // The ledger of the debited account shows the line with a running balance.
    await page.goto(`${server.baseUrl}/admin/ledger`);
    await waitForShell(page);
    await page.getByLabel('GL account').selectOption(debit.id);
    await page.getByRole('button', { name: 'Show lines' }).click();
    const line = entryRow(page, entryNumber);
    await line.waitFor();
    await line.getByText('₦1,500.00').waitFor();
    const ledger = await apiGet<LedgerLinePage>(
      finance,
      `/ledger?accountId=${debit.id}&pageSize=100`,
    );
    const posting = ledger.items.find((item) => item.entryNumber === entryNumber);
    expect(posting?.runningBalanceKobo).not.toBeNull();
    expect(await line.locator('[data-column="running-balance"]').textContent()).toBe(
      formatDrCr(posting?.runningBalanceKobo),
    );
    await screenshot(page, 'ledger.png');

    // Reversing it marks it reversed, and the reversal points back at it.
    await page.goto(`${server.baseUrl}/admin/journals`);
    await waitForShell(page);
    await entryRow(page, entryNumber)
      .getByRole('button', { name: `Reverse ${entryNumber}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reverse ${entryNumber}` });
    await dialog.getByLabel('Narration').fill('E2E float returned');
    await dialog.getByRole('button', { name: 'Reverse entry' }).click();
    await entryRow(page, entryNumber).getByText('Reversed', { exact: true }).waitFor();
    await expect(
      entryRow(page, entryNumber)
        .getByRole('button', { name: `Reverse ${entryNumber}` })
        .count(),
    ).resolves.toBe(0);
    await page
      .getByRole('row')
      .filter({ hasText: `Reverses ${entryNumber}` })
      .waitFor();
    const listed = await apiGet<JournalEntryPage>(finance, `/journals?reference=${reference}`);
    const original = listed.items.find((item) => item.entryNumber === entryNumber);
    expect(original?.status).toBe('REVERSED');
    expect(original?.reversedById).toBeTruthy();
  });

  it('retries a post whose answer was lost with the same Idempotency-Key, and posts it once', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const accounts = await chart(finance);
    const debit = postable(accounts, 'EXPENSE');
    const credit = postable(accounts, 'ASSET');
    if (!debit || !credit) throw new Error('The demo chart lacks postable accounts to post to.');
    const reference = uniqueCode('PV');
    const { page } = await openSignedIn(browser, server.baseUrl, finance, '/admin/journals');
    const keys: string[] = [];
    // The first post reaches the server and is posted there, but its answer never arrives.
    await page.route('**/api/journals/manual', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) {
        await route.fetch();
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    const form = page.getByRole('form', { name: 'New journal' });
    await form.getByLabel('Narration', { exact: true }).fill('E2E generator diesel');
    await form.getByLabel('Reference', { exact: true }).fill(reference);
    await form.getByLabel('Line 1 account').selectOption(debit.id);
    await form.getByLabel('Line 1 debit').fill('45,000');
    await form.getByLabel('Line 2 account').selectOption(credit.id);
    await form.getByLabel('Line 2 credit').fill('45,000');
    const post = form.getByRole('button', { name: 'Post journal' });
    await post.click();
    await form.getByText('The entry may have been posted.').waitFor();
    // The draft is kept as it was, so the same intent can be sent again.
    expect(await form.getByLabel('Narration', { exact: true }).inputValue()).toBe(
      'E2E generator diesel',
    );
    await post.click();
    await form.getByTestId('posted-entry-number').waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const listed = await apiGet<JournalEntryPage>(finance, `/journals?reference=${reference}`);
    expect(listed.total).toBe(1);
  });

  it('shows a trial balance whose debits equal its credits and downloads it as CSV', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const expected = await apiGet<TrialBalance>(admin, '/reports/trial-balance');
    const { page } = await openSignedIn(browser, server.baseUrl, admin, '/admin/trial-balance');
    await page.getByText('Debits equal credits.').waitFor();
    expect(await page.getByLabel('As of').inputValue()).toBe(formatDateInput(expected.asOf));
    const totals = page.locator('tr[data-row="totals"]');
    const debit = await totals.locator('[data-column="debit"]').textContent();
    const credit = await totals.locator('[data-column="credit"]').textContent();
    expect(debit).toBe(credit);
    expect(debit).toBe(formatKobo(expected.totalDebitKobo));
    expect(await page.locator('tbody tr[data-account-code]').count()).toBe(expected.rows.length);
    await screenshot(page, 'trial-balance.png');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`trial-balance-${expected.asOf}.csv`);
    const saved = readFileSync(await download.path(), 'utf8');
    const served = await apiGet<string>(
      admin,
      `/reports/trial-balance.csv?asOf=${expected.asOf}`,
      'text',
    );
    expect(saved).toBe(served);
  });
});
