import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Account,
  AccountPage,
  AccountTransactionPage,
  Transfer,
} from '../../api/accounts.api';
import type { Branch } from '../../api/branches.api';
import type { Product } from '../../api/products.api';
import { formatBankDate } from '../../policies/calendar';
import { parseDateInput } from '../../policies/date-input';
import { formatKobo, koboToDecimalText } from '../../policies/money';
import { launchBrowser } from './browser';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, switchTheme } from './console';
import { type ConsoleServer, startConsoleServer } from './console-server';

describe('the account screens against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let admin: SignedIn;
  let accounts: Account[];

  async function apiGet<T>(path: string): Promise<T> {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${admin.token}`, 'x-tenant-id': admin.tenantId },
    });
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return (await response.json()) as T;
  }

  async function apiPost<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.token}`,
        'x-tenant-id': admin.tenantId,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    expect({ path, status: response.status }).toEqual({ path, status: 201 });
    return (await response.json()) as T;
  }

  const account = (id: string) => apiGet<Account>(`/accounts/${id}`);

  /** The figure a balance card shows (a note may follow it in a second dd). */
  const balance = (page: Page, name: string) =>
    page.locator(`[data-balance="${name}"] dd:first-of-type`).textContent();

  /** Picks the header's branch: open its combobox, click the option. */
  async function chooseBranch(page: Page, name: string): Promise<void> {
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }

  async function branchId(name: string): Promise<string> {
    const answer = await apiGet<Branch[] | { items: Branch[] }>('/branches');
    const found = (Array.isArray(answer) ? answer : answer.items).find((b) => b.name === name);
    if (!found?.id) throw new Error(`No branch is named ${name}.`);
    return found.id;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startConsoleServer(), launchBrowser()]);
    admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    accounts = (await apiGet<AccountPage>('/accounts?status=ACTIVE&pageSize=8')).items;
    expect(accounts.length).toBe(8);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('lists the accounts, filters them and keeps the filters in the address', async () => {
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/accounts');
    const rows = page.locator('tbody tr[data-account-number]');
    // The header's branch scopes the list: the search below looks in the branch chosen there.
    await chooseBranch(page, 'Lagos Head Office');
    await rows.first().waitFor();
    await page.getByText(/^Page 1 of \d+ · \d+ accounts$/).waitFor();
    expect(await rows.count()).toBe(20);
    await screenshot(page, 'accounts.png');

    const lagos = await branchId('Lagos Head Office');
    const [first] = (await apiGet<AccountPage>(`/accounts?status=ACTIVE&branchId=${lagos}`)).items;
    if (!first) throw new Error('No account was seeded in Lagos.');
    await page.getByLabel('Search', { exact: true }).fill(first.accountNumber);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?q=${first.accountNumber}`);
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.getAttribute('data-account-number')).toBe(first.accountNumber);
    await row.getByText(first.name).waitFor();
    expect(await row.locator('td').nth(5).textContent()).toBe(formatKobo(first.ledgerBalanceKobo));
    expect(await row.locator('td').nth(6).textContent()).toBe(
      formatKobo(first.availableBalanceKobo),
    );

    const products = await apiGet<{ items: Product[] }>('/products?deposit=true');
    const current = products.items.find((product) => product.code === 'CUR01');
    if (!current) throw new Error('CUR01 was not seeded.');
    await page.getByLabel('Search', { exact: true }).fill('');
    await page.getByLabel('Product', { exact: true }).selectOption(current.id);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe(`?productId=${current.id}`);
    await expect
      .poll(async () => new Set(await rows.locator('td:nth-child(3)').allTextContents()))
      .toEqual(new Set([current.name]));

    // The address alone brings the same search back.
    await page.goto(`${server.baseUrl}/accounts?productId=${current.id}&status=FROZEN`);
    await page.getByText('No account matches the filters.').waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('FROZEN');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await rows.nth(19).waitFor();

    await rows.first().getByRole('link').click();
    await page.waitForURL(/\/account\/[^/]+$/);
    await page.locator('[data-balance="ledger"]').waitFor();
    await context.close();
  });

  it('keeps the filters, the sort and the page in the address across a reload', async () => {
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/accounts');
    await chooseBranch(page, 'All branches');
    const rows = page.locator('tbody tr[data-account-number]');
    await page.getByLabel('Status', { exact: true }).selectOption('ACTIVE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?status=ACTIVE');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of \d+ · \d+ accounts$/).waitFor();
    await page.getByRole('button', { name: 'Available balance' }).click();
    await page.getByRole('button', { name: 'Available balance' }).click();
    const search = '?status=ACTIVE&sort=available&order=desc&page=2';
    await expect.poll(() => new URL(page.url()).search).toBe(search);

    await page.reload();
    await rows.nth(19).waitFor();
    expect(new URL(page.url()).search).toBe(search);
    await page.getByText(/^Page 2 of \d+ · \d+ accounts$/).waitFor();
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('ACTIVE');
    const head = page.getByRole('columnheader', { name: 'Available balance' });
    expect(await head.getAttribute('aria-sort')).toBe('descending');
    const shown = await rows.locator('td:nth-child(7)').allTextContents();
    const kobo = shown.map((text) => Number(text.replace(/[^\d-]/g, '')));
    expect(kobo).toEqual([...kobo].sort((a, b) => b - a));
    await page.getByText('The sort orders the page shown.').waitFor();
    await context.close();
  });

  it("scopes the list to the header's branch, and 'All branches' lifts the scope", async () => {
    const [abuja, lagos] = [await branchId('Abuja Branch'), await branchId('Lagos Head Office')];
    const total = async (branch?: string) =>
      (await apiGet<AccountPage>(`/accounts?pageSize=1${branch ? `&branchId=${branch}` : ''}`))
        .total;
    const counts = { abuja: await total(abuja), lagos: await total(lagos), all: await total() };
    expect(counts.abuja).toBeGreaterThan(0);
    expect(counts.all).toBeGreaterThan(counts.abuja);

    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/accounts');
    const rows = page.locator('tbody tr[data-account-number]');
    await chooseBranch(page, 'Lagos Head Office');
    await page.getByText(new RegExp(`^Page 1 of \\d+ · ${counts.lagos} accounts$`)).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(new RegExp(`^Page 2 of \\d+ · ${counts.lagos} accounts$`)).waitFor();
    await chooseBranch(page, 'Abuja Branch');
    // A new branch is a new list: it starts again from its first page.
    await page
      .getByText(`Page 1 of ${Math.ceil(counts.abuja / 20)} · ${counts.abuja} accounts`)
      .waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(new Set(await rows.locator('td:nth-child(4)').allTextContents())).toEqual(
      new Set(['Abuja Branch']),
    );
    expect(await page.getByTestId('branch-scope').textContent()).toContain('Abuja Branch');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'accounts-branch.png');

    await chooseBranch(page, 'Lagos Head Office');
    await page.getByText(new RegExp(`· ${counts.lagos} accounts$`)).waitFor();
    await chooseBranch(page, 'All branches');
    await page.getByText(new RegExp(`· ${counts.all} accounts$`)).waitFor();
    await switchTheme(page, 'dark');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'accounts-dark.png');
    await context.close();
  });

  it("lets a teller filter by the tenant's products, and says so when they cannot load", async () => {
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const { context, page } = await openSignedIn(browser, server.baseUrl, teller, '/accounts');
    const product = page.getByLabel('Product', { exact: true });
    await product.locator('option', { hasText: 'SAV01 · Regular Savings' }).waitFor({
      state: 'attached',
    });
    const listed = await apiGet<{ items: Product[] }>('/products');
    expect(await product.locator('option').count()).toBe(listed.items.length + 1);
    await product.selectOption({ label: 'SAV01 · Regular Savings' });
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.locator('tbody tr[data-account-number]');
    await expect
      .poll(async () => new Set(await rows.locator('td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['Regular Savings']));
    expect(await page.getByText(/Could not load/).count()).toBe(0);

    // A refusal is said, with a way to ask again, instead of a filter quietly left empty.
    await page.route('**/api/products*', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ status: 403, code: 'permission_denied', message: 'Not allowed.' }),
      }),
    );
    await page.reload();
    await page.getByText('Could not load the products to filter by: Not allowed.').waitFor();
    await page.unroute('**/api/products*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await product.locator('option', { hasText: 'SAV01 · Regular Savings' }).waitFor({
      state: 'attached',
    });
    expect(await page.getByText(/Could not load/).count()).toBe(0);
    await context.close();
  });

  it('shows a new empty account with nothing available, and its shortfall on its own line', async () => {
    const products = await apiGet<{ items: Product[] }>('/products');
    const savings = products.items.find((item) => item.code === 'SAV01');
    if (!savings) throw new Error('SAV01 was not seeded.');
    const minimum = savings.minimumBalanceKobo ?? 0;
    expect(minimum).toBeGreaterThan(0);
    const customerId = (accounts[4] as Account).customerId;
    const opened = await apiPost<Account>('/accounts', { customerId, productId: savings.id });
    expect(opened.availableBalanceKobo).toBe(-minimum);
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${opened.id}`,
    );
    await page.locator('[data-balance="available"]').waitFor();
    expect(await balance(page, 'available')).toBe(formatKobo(0));
    expect(await page.getByTestId('available-shortfall').textContent()).toBe(
      `${formatKobo(minimum)} short of the minimum balance`,
    );
    expect(await balance(page, 'minimum')).toBe(formatKobo(minimum));
    expect(await page.locator('[data-balance] dd').filter({ hasText: '-' }).count()).toBe(0);
    await screenshot(page, 'account-empty.png');
    await context.close();
  });

  it('opens an account for a customer found by search, then offers to close it while empty', async () => {
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/accounts');
    await page.getByRole('button', { name: 'Open account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open account' });
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await dialog.getByText('Find the customer and choose them.').waitFor();
    await dialog.getByLabel('Customer', { exact: true }).fill('Limited');
    await dialog.getByRole('button', { name: 'Find' }).click();
    const choice = dialog.getByRole('radio').first();
    await choice.waitFor();
    const customerName = (await dialog.locator('label strong').first().textContent()) ?? '';
    await choice.check();
    await dialog.getByLabel('Product').selectOption({ label: 'CUR01 · Business Current' });
    await screenshot(page, 'open-account.png');
    await dialog.getByRole('button', { name: 'Open account' }).click();
    await page.waitForURL(/\/account\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: customerName }).waitFor();
    expect(await balance(page, 'ledger')).toBe(formatKobo(0));
    expect(await balance(page, 'overdraft')).toBe(formatKobo(50_000_000));
    await page.getByText('Nothing has been posted to this account yet.').waitFor();
    // Empty and without holds: the chart lets it close, so Close account is offered.
    const header = page.locator('header:has(#page-title)');
    await expect
      .poll(() => header.getByRole('button').allTextContents())
      .toEqual(['Mark dormant', 'Freeze', 'Close account']);
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    expect(await account(id)).toMatchObject({ name: customerName, status: 'ACTIVE' });
    await context.close();
  });

  it("shows an account's identity and balances", async () => {
    const chosen = await account((accounts[0] as Account).id);
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${chosen.id}`,
    );
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor();
    expect(await page.getByTestId('account-number').textContent()).toBe(chosen.accountNumber);
    await page.getByText(chosen.productName, { exact: true }).waitFor();
    expect(await balance(page, 'ledger')).toBe(formatKobo(chosen.ledgerBalanceKobo));
    expect(await balance(page, 'holds')).toBe(formatKobo(chosen.holdsKobo));
    expect(chosen.minimumBalanceKobo).toBeGreaterThan(0);
    expect(await balance(page, 'minimum')).toBe(formatKobo(chosen.minimumBalanceKobo));
    expect(chosen.availableBalanceKobo).toBe(
      chosen.ledgerBalanceKobo -
        chosen.holdsKobo -
        chosen.minimumBalanceKobo +
        chosen.overdraftLimitKobo,
    );
    expect(await balance(page, 'available')).toBe(formatKobo(chosen.availableBalanceKobo));
    expect(await balance(page, 'overdraft')).toBe(formatKobo(chosen.overdraftLimitKobo));
    // Under the figure, how it is worked out from the ledger balance.
    expect(await page.locator('[data-balance="available"] dd').nth(1).textContent()).toBe(
      `Ledger balance less ${formatKobo(chosen.minimumBalanceKobo)} minimum balance`,
    );
    // The opening deposit is the one posting of a seeded account.
    const line = page.locator('tbody tr[data-entry-id]').first();
    await line.waitFor();
    expect(await line.locator('[data-column="balance"]').textContent()).toBe(
      formatKobo(chosen.ledgerBalanceKobo),
    );
    // Active: freeze and mark dormant are offered; close is not (the balance is not zero).
    const actions = page.getByRole('button', { name: /^(Freeze|Mark dormant|Close account)$/ });
    expect(await actions.allTextContents()).toEqual(['Mark dormant', 'Freeze']);
    await screenshot(page, 'account.png');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, 'account-dark.png');
    await context.close();
  });

  it('moves money through the confirm step, and shows the posting at the top', async () => {
    const [from, to] = [await account(accounts[0]?.id ?? ''), await account(accounts[1]?.id ?? '')];
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${from.id}`,
    );
    const form = page.getByRole('form', { name: 'Transfer details' });
    await form.waitFor();
    // Problems first: nothing typed, then an unknown account number.
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await form.getByText('Enter the 10-digit account number.').waitFor();
    await form.getByText('Say what the transfer is for.').waitFor();
    await form.getByLabel('To account number').fill('0000000000');
    await form.getByLabel('Amount (₦)').fill('1,234.56');
    await form.getByLabel('Narration').fill('E2E school fees');
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await form.getByText('No account has the number 0000000000.').waitFor();

    await form.getByLabel('To account number').fill(to.accountNumber);
    await page.getByRole('button', { name: 'Review transfer' }).click();
    const summary = page.getByRole('definition').filter({ hasText: to.name });
    await summary.waitFor();
    expect(await page.getByTestId('transfer-to').textContent()).toContain(to.accountNumber);
    await page.getByText(formatKobo(123456), { exact: true }).waitFor();
    // The seeded savings product levies no transfer charge.
    await expect.poll(() => page.getByTestId('transfer-fee').textContent()).toBe(formatKobo(0));
    // Back keeps the values; review again returns to the same confirmation.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await form.getByLabel('Amount (₦)').inputValue()).toBe('1,234.56');
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await screenshot(page, 'transfer-confirm.png');
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    const entry = page.getByTestId('transfer-entry-number');
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/^\S+$/);

    const after = from.ledgerBalanceKobo - 123456;
    await expect.poll(() => balance(page, 'ledger')).toBe(formatKobo(after));
    expect(await balance(page, 'available')).toBe(formatKobo(from.availableBalanceKobo - 123456));
    const top = page.locator('tbody tr[data-entry-id]').first();
    await expect
      .poll(() => top.locator('[data-column="debit"]').textContent())
      .toBe(formatKobo(123456));
    await top.getByText(`E2E school fees to ${to.accountNumber}`).waitFor();
    expect(await top.locator('[data-column="balance"]').textContent()).toBe(formatKobo(after));

    expect((await account(from.id)).ledgerBalanceKobo).toBe(after);
    expect((await account(to.id)).ledgerBalanceKobo).toBe(to.ledgerBalanceKobo + 123456);
    const credited = await apiGet<AccountTransactionPage>(`/accounts/${to.id}/transactions`);
    expect(credited.items[0]).toMatchObject({
      creditKobo: 123456,
      runningBalanceKobo: to.ledgerBalanceKobo + 123456,
    });

    await page.getByRole('button', { name: 'New transfer' }).click();
    expect(await form.getByLabel('Amount (₦)').inputValue()).toBe('');
    await context.close();
  });

  it("shows the source product's transfer fee before confirming, and levies it", async () => {
    const charges = await apiGet<{ items: { id: string; code: string }[] }>('/charges');
    const transferFee = charges.items.find((charge) => charge.code === 'TRF-FEE');
    const product = await apiPost<{ id: string }>('/products', {
      subtype: 'SAVINGS',
      code: 'SAV-E2EFEE',
      name: 'E2E Savings with a transfer fee',
      interestRateBps: 0,
      interestPostingPeriod: 'MONTHLY',
      minimumBalanceKobo: 0,
      chargeIds: [transferFee?.id],
    });
    const payer = (accounts[2] as Account).customerId;
    const from = await apiPost<Account>('/accounts', { customerId: payer, productId: product.id });
    await apiPost('/transfers', {
      fromAccountId: (accounts[2] as Account).id,
      toAccountId: from.id,
      amountKobo: 10_000_00,
      narration: 'E2E funding',
    });
    const to = accounts[3] as Account;
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${from.id}`,
    );
    const form = page.getByRole('form', { name: 'Transfer details' });
    await form.getByLabel('To account number').fill(to.accountNumber);
    await form.getByLabel('Amount (₦)').fill('500');
    await form.getByLabel('Narration').fill('E2E fee check');
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await expect.poll(() => page.getByTestId('transfer-fee').textContent()).toBe(formatKobo(10_00));
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await page.getByText(`with a fee of ${formatKobo(10_00)}`, { exact: false }).waitFor();
    await expect.poll(() => balance(page, 'ledger')).toBe(formatKobo(10_000_00 - 500_00 - 10_00));
    await context.close();
  });

  it("shows the server's refusal of an over-limit transfer, and moves nothing", async () => {
    const [from, to] = [await account(accounts[0]?.id ?? ''), await account(accounts[1]?.id ?? '')];
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${from.id}`,
    );
    const form = page.getByRole('form', { name: 'Transfer details' });
    const tooMuch = from.availableBalanceKobo + 100;
    await form.getByLabel('To account number').fill(to.accountNumber);
    await form.getByLabel('Amount (₦)').fill(koboToDecimalText(tooMuch));
    await form.getByLabel('Narration').fill('E2E more than there is');
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await page
      .getByRole('alert')
      .getByText('The account does not have enough available balance for this debit.')
      .waitFor();
    // A refusal moved nothing, so there is nothing to retry: only Edit.
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await balance(page, 'ledger')).toBe(formatKobo(from.ledgerBalanceKobo));
    expect((await account(from.id)).ledgerBalanceKobo).toBe(from.ledgerBalanceKobo);
    expect((await account(to.id)).ledgerBalanceKobo).toBe(to.ledgerBalanceKobo);
    await screenshot(page, 'transfer-refused.png');
    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await form.getByLabel('Narration').inputValue()).toBe('E2E more than there is');
    await context.close();
  });

  it('places a hold that lowers the available balance, and releases it', async () => {
    const chosen = await account(accounts[2]?.id ?? '');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${chosen.id}`,
    );
    await page.getByRole('button', { name: 'Place hold' }).click();
    const dialog = page.getByRole('dialog', { name: `Place hold: ${chosen.accountNumber}` });
    await dialog.getByLabel('Amount (₦)').fill('500');
    await dialog.getByLabel('Reason').fill('E2E court order');
    await dialog.getByRole('button', { name: 'Place hold' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => balance(page, 'available'))
      .toBe(formatKobo(chosen.availableBalanceKobo - 50000));
    expect(await balance(page, 'holds')).toBe(formatKobo(50000));
    expect(await balance(page, 'ledger')).toBe(formatKobo(chosen.ledgerBalanceKobo));
    const hold = page
      .locator('tr[data-hold-status="ACTIVE"]')
      .filter({ hasText: 'E2E court order' });
    await hold.waitFor();

    await hold.getByRole('button', { name: /^Release the hold of ₦500\.00/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Release hold' }).click();
    await expect
      .poll(() => balance(page, 'available'))
      .toBe(formatKobo(chosen.availableBalanceKobo));
    expect(await balance(page, 'holds')).toBe(formatKobo(0));
    await page
      .locator('tr[data-hold-status="RELEASED"]')
      .filter({ hasText: 'E2E court order' })
      .waitFor();
    expect((await account(chosen.id)).availableBalanceKobo).toBe(chosen.availableBalanceKobo);
    await context.close();
  });

  it("marks a reversed posting and its reversal in the account's history, each leading to the other", async () => {
    const [from, to] = [accounts[6] as Account, accounts[7] as Account];
    const sent = await apiPost<Transfer>('/transfers', {
      fromAccountId: from.id,
      toAccountId: to.id,
      amountKobo: 70000,
      narration: 'E2E sent by mistake',
    });
    const back = await apiPost<Transfer>('/transfers', {
      fromAccountId: to.id,
      toAccountId: from.id,
      amountKobo: 70000,
      narration: 'E2E put back',
    });
    // A product's reversal is not reachable over HTTP yet, so the history the server answers is
    // given the links a reversal of the first transfer by the second would carry.
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${from.id}`,
    );
    await context.route(`**/api/accounts/${from.id}/transactions**`, async (route) => {
      const response = await route.fetch();
      const history = (await response.json()) as AccountTransactionPage;
      const items = history.items.map((line) =>
        line.entryId === sent.entryId
          ? { ...line, reversedByEntryId: back.entryId }
          : line.entryId === back.entryId
            ? { ...line, reversalOfEntryId: sent.entryId }
            : line,
      );
      await route.fulfill({ response, json: { ...history, items } });
    });
    await page.reload();
    const original = page.locator(`tr[data-entry-id="${sent.entryId}"]`);
    const reversal = page.locator(`tr[data-entry-id="${back.entryId}"]`);
    const date = formatBankDate(sent.postingDate);
    await original.getByText(`Reversed by the posting of ${date}`).waitFor();
    await reversal.getByText(`Reversal of the posting of ${date}`).waitFor();
    await reversal.getByRole('button', { name: `the posting of ${date}` }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-entry-id')))
      .toBe(sent.entryId);
    await screenshot(page, 'account-history-reversal.png');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, 'account-history-reversal-dark.png');
    await context.close();
  });

  it('freezes and unfreezes an account through the actions its chart allows', async () => {
    const chosen = await account(accounts[3]?.id ?? '');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${chosen.id}`,
    );
    const header = page.locator('header:has(#page-title)');
    await header.getByRole('button', { name: 'Freeze' }).click();
    const dialog = page.getByRole('dialog', { name: `Freeze: ${chosen.accountNumber}` });
    await dialog.getByRole('button', { name: 'Freeze' }).click();
    await dialog.getByText('Say why, for the audit log.').waitFor();
    await dialog.getByLabel('Reason').fill('E2E suspected fraud');
    await dialog.getByRole('button', { name: 'Freeze' }).click();
    await header.locator('[data-status="FROZEN"]').waitFor();
    // Frozen: only unfreeze is offered, and no money may leave.
    await expect
      .poll(() =>
        header.getByRole('button', { name: /^(Freeze|Unfreeze|Mark dormant)$/ }).allTextContents(),
      )
      .toEqual(['Unfreeze']);
    await page.getByText('Money cannot leave a frozen account.').waitFor();
    expect((await account(chosen.id)).status).toBe('FROZEN');
    await screenshot(page, 'account-frozen.png');

    await header.getByRole('button', { name: 'Unfreeze' }).click();
    const unfreeze = page.getByRole('dialog', { name: `Unfreeze: ${chosen.accountNumber}` });
    await unfreeze.getByLabel('Reason').fill('E2E cleared by compliance');
    await unfreeze.getByRole('button', { name: 'Unfreeze' }).click();
    await header.locator('[data-status="ACTIVE"]').waitFor();
    await page.getByRole('form', { name: 'Transfer details' }).waitFor();
    expect((await account(chosen.id)).status).toBe('ACTIVE');
    await context.close();
  });

  it('downloads the statement as CSV with the closing balance and as PDF', async () => {
    const chosen = await account(accounts[0]?.id ?? '');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      `/account/${chosen.id}`,
    );
    const from = page.getByLabel('From', { exact: true });
    // Dates show day first (decision 024); the file is named by the ISO dates behind them.
    await expect.poll(() => from.inputValue()).toMatch(/^01\/\d{2}\/\d{4}$/);
    const isoOf = (text: string) => {
      const read = parseDateInput(text);
      return read.kind === 'date' ? read.iso : text;
    };
    const [fromDate, toDate] = [
      isoOf(await from.inputValue()),
      isoOf(await page.getByLabel('To', { exact: true }).inputValue()),
    ];
    const name = `statement-${chosen.accountNumber}-${fromDate}-to-${toDate}`;

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`${name}.csv`);
    const text = readFileSync(await csv.path(), 'utf8');
    expect(text).toContain(`Account,${chosen.accountNumber}`);
    expect(text.trimEnd().split('\r\n').at(-1)).toBe(
      `,,Closing balance,,,,${koboToDecimalText(chosen.ledgerBalanceKobo)}`,
    );

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${name}.pdf`);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await context.close();
  });

  it('lists the deposit products and creates one, with field errors beside the fields', async () => {
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      admin,
      '/admin/deposit-products',
    );
    const savings = page.locator('tr[data-product-code="SAV01"]');
    await savings.getByText('Regular Savings').waitFor();
    await savings.getByText('4.00 %').waitFor();
    await savings.getByText('Not allowed').waitFor();
    const current = page.locator('tr[data-product-code="CUR01"]');
    await current.getByText('Business Current').waitFor();
    await current.getByText(formatKobo(50_000_000)).waitFor();
    await screenshot(page, 'deposit-products.png');

    await page.getByRole('button', { name: 'New product' }).click();
    const dialog = page.getByRole('dialog', { name: 'New deposit product' });
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.getByText('Enter the product name.').waitFor();
    expect(await dialog.getByLabel('Allow overdraft').isDisabled()).toBe(true);

    await dialog.getByLabel('Current').check();
    await dialog.getByLabel('Code').fill('sav01');
    await dialog.getByLabel('Name').fill('E2E Premium Current');
    // A problem the form found goes as soon as the field is put right.
    expect(await dialog.getByText('Enter the product name.').count()).toBe(0);
    await dialog.getByLabel('Interest rate (% a year)').fill('2.5');
    await dialog.getByLabel('Interest posting').selectOption('QUARTERLY');
    await dialog.getByLabel('Minimum balance (₦)').fill('10,000');
    await dialog.getByLabel('Allow overdraft').check();
    await dialog.getByLabel('Overdraft limit (₦)').fill('250,000');
    // The tenant's deposit charges are offered with what they cost; loan charges are not.
    await dialog.getByLabel('Transfer fee · ₦10.00 on each transfer').check();
    expect(await dialog.getByText('Loan processing fee').count()).toBe(0);
    await screenshot(page, 'new-product.png');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    // The code is taken: the server says so beside the code, and nothing is created.
    await dialog.getByText('Another product already has the code SAV01.').waitFor();
    expect(await dialog.getByLabel('Code').getAttribute('aria-invalid')).toBe('true');

    await dialog.getByLabel('Code').fill('CUR02');
    await dialog.getByRole('button', { name: 'Create product' }).click();
    await dialog.waitFor({ state: 'detached' });
    const created = page.locator('tr[data-product-code="CUR02"]');
    await created.getByText('E2E Premium Current').waitFor();
    expect(await created.locator('td').allTextContents()).toEqual([
      'CUR02',
      'E2E Premium Current',
      'Current',
      '2.50 %',
      'Quarterly',
      formatKobo(1_000_000),
      formatKobo(25_000_000),
      'Active',
    ]);
    const listed = await apiGet<{ items: Product[] }>('/products?deposit=true');
    const charges = await apiGet<{ items: { id: string; code: string }[] }>('/charges');
    const transferFee = charges.items.find((charge) => charge.code === 'TRF-FEE');
    expect(listed.items.find((product) => product.code === 'CUR02')).toMatchObject({
      interestRateBps: 250,
      minimumBalanceKobo: 1_000_000,
      overdraftAllowed: true,
      overdraftLimitKobo: 25_000_000,
      chargeIds: [transferFee?.id],
    });
    await context.close();
  });
});
