import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GlAccount } from '../../api/coa.api';
import type { GlMapping } from '../../api/glmap.api';
import type { JournalEntryPage } from '../../api/journals.api';
import type { LedgerLinePage } from '../../api/ledger.api';
import type { TrialBalance } from '../../api/reports.api';
import { formatDateInput } from '../../policies/date-input';
import { formatKobo } from '../../policies/money';
import { formatDrCr } from '../../ui/pages/gl/gl-format';
import {
  apiSignIn,
  openSignedIn,
  type SignedIn,
  screenshot,
  switchTheme,
  waitForShell,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** A code no seeded account has: GL codes are digits, capitals and dashes. */
function uniqueCode(prefix: string): string {
  return `${prefix}-${Date.now().toString(36).toUpperCase()}`;
}

describe('the general-ledger pages against the real server', () => {
  let server: ConsoleServer;
  let browser: Browser;

  withConsole((started, chromium) => {
    server = started;
    browser = chromium;
  });

  async function apiGet<T>(session: SignedIn, path: string, as: 'json' | 'text' = 'json') {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      headers: { authorization: `Bearer ${session.token}`, 'x-tenant-id': session.tenantId },
    });
    expect({ path, status: response.status }).toEqual({ path, status: 200 });
    return (as === 'json' ? await response.json() : await response.text()) as T;
  }

  async function apiPost<T>(session: SignedIn, path: string, body: unknown): Promise<T> {
    const response = await fetch(`${server.baseUrl}/api${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${session.token}`,
        'x-tenant-id': session.tenantId,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    expect({ path, status: response.status }).toEqual({ path, status: 201 });
    return (await response.json()) as T;
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

  /** Reverses an entry from its detail dialog and answers the reversal's number. */
  async function reverseFromDetail(page: Page, entryNumber: string, narration: string) {
    const row = entryRow(page, entryNumber);
    expect(await row.getByRole('button', { name: /^Reverse/ }).count()).toBe(0);
    await row.getByRole('button', { name: `View ${entryNumber}` }).click();
    const detail = page.getByRole('dialog', { name: `Journal entry ${entryNumber}` });
    await detail.getByRole('button', { name: 'Reverse entry…' }).click();
    const dialog = page.getByRole('dialog', { name: `Reverse ${entryNumber}` });
    await dialog.getByLabel('Narration').fill(narration);
    await dialog.getByRole('button', { name: 'Reverse entry' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Reversed by').waitFor();
    const mark = await row.locator('[data-mark="reversed"]').textContent();
    return (mark ?? '').replace('Reversed by ', '').trim();
  }

  /** The notifications on screen whose box overlaps the target's. */
  async function toastsOver(page: Page, target: Locator): Promise<string[]> {
    const box = await target.boundingBox();
    if (!box) throw new Error('The target is not on the page.');
    const covering: string[] = [];
    for (const toast of await page
      .getByRole('region', { name: /Notifications/ })
      .locator('li')
      .all()) {
      const over = await toast.boundingBox();
      const apart =
        !over ||
        over.x + over.width <= box.x ||
        box.x + box.width <= over.x ||
        over.y + over.height <= box.y ||
        box.y + box.height <= over.y;
      if (!apart) covering.push((await toast.textContent()) ?? '');
    }
    return covering;
  }

  /** Searches the posted entries by their exact reference. */
  async function searchReference(page: Page, reference: string) {
    const search = page.getByRole('form', { name: 'Search entries' });
    await search.getByLabel('Reference').fill(reference);
    await search.getByRole('button', { name: 'Search' }).click();
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
      .getByRole('button', { name: `Add account under ${header.code} · ${header.name}` })
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
    // The event is named in words only: its code is for the machine.
    await expect(row.innerText()).resolves.not.toContain('DEPRECIATION');
    await screenshot(page, 'gl-map-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'gl-map-dark.png');
    const mappings = (await apiGet<{ items: GlMapping[] }>(admin, '/glmap')).items;
    expect(
      mappings.find((item) => item.event === 'DEPRECIATION' && item.productId === null),
    ).toMatchObject({ debitAccountId: debit.id, creditAccountId: credit.id });
  });

  it('lets operations control, who posts journals, choose among the chart’s accounts', async () => {
    const ops = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const { page } = await openSignedIn(browser, server.baseUrl, ops, '/admin/journals');
    const form = page.getByRole('form', { name: 'New journal' });
    const first = postable(await chart(ops), 'ASSET');
    if (!first) throw new Error('The demo chart lists no account to operations control.');
    await form
      .getByLabel('Line 1 account')
      .locator(`option[value="${first.id}"]`)
      .waitFor({ state: 'attached' });
    await expect(page.getByText('Could not load the GL accounts').count()).resolves.toBe(0);
    await expect(page.getByRole('main').innerText()).resolves.not.toContain('gl.view');
    await screenshot(page, 'journals-ops-light.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'journals-ops-dark.png');
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

    // Unbalanced: the totals say so as typed; Post posts nothing and says why.
    expect(await form.getByTestId('total-debits').textContent()).toBe('₦1,500.00');
    expect(await form.getByTestId('total-credits').textContent()).toBe('₦1,000.00');
    expect(await form.getByTestId('difference').textContent()).toBe('₦500.00');
    expect(await form.getByText('Not ready to post.').count()).toBe(0);
    await post.click();
    await form.getByText('Debits exceed credits by ₦500.00; the entry must balance.').waitFor();
    expect(await form.getByTestId('posted-entry-number').count()).toBe(0);
    // A line with both sides is refused too, even when the sides balance.
    await form.getByLabel('Line 1 credit').fill('500');
    await form.getByText('Line 1 has both a debit and a credit').first().waitFor();
    await post.click();
    expect(await form.getByTestId('posted-entry-number').count()).toBe(0);
    await form.getByLabel('Line 1 credit').fill('');
    await screenshot(page, 'journal-unbalanced.png');

    await form.getByLabel('Line 2 credit').fill('1,500.00');
    await form.getByText('Debits equal credits: the entry is ready to post.').waitFor();
    await post.click();
    const posted = form.getByTestId('posted-entry-number');
    await posted.waitFor();
    const entryNumber = (await posted.textContent())?.trim() ?? '';
    expect(entryNumber).not.toBe('');
    // The form is cleared for the next entry, with no problem shown, and the entry heads the list.
    expect(await form.getByLabel('Narration', { exact: true }).inputValue()).toBe('');
    expect(await form.getByLabel('Line 1 debit').inputValue()).toBe('');
    expect(await form.getByText('Not ready to post.').count()).toBe(0);
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

    // Reversing it from its detail marks it reversed, and the reversal points back at it.
    await page.goto(`${server.baseUrl}/admin/journals`);
    await waitForShell(page);
    const reversalNumber = await reverseFromDetail(page, entryNumber, 'E2E float returned');
    const original = entryRow(page, entryNumber);
    await original.getByText('Reversed', { exact: true }).waitFor();
    await original.getByText(`Reversed by ${reversalNumber}`).waitFor();
    const reversal = entryRow(page, reversalNumber);
    await reversal.getByText('Reversal', { exact: true }).waitFor();
    await reversal.getByText(`Reversal of ${entryNumber}`).waitFor();
    const listed = await apiGet<JournalEntryPage>(finance, `/journals?reference=${reference}`);
    const saved = listed.items.find((item) => item.entryNumber === entryNumber);
    expect(saved?.status).toBe('REVERSED');
    expect(saved?.reversedById).toBeTruthy();

    // Neither end offers Reverse again, and the mark leads from one to the other.
    await original.getByRole('button', { name: reversalNumber }).click();
    const detail = page.getByRole('dialog', { name: `Journal entry ${reversalNumber}` });
    await detail.getByText(entryNumber, { exact: true }).waitFor();
    expect(await detail.getByRole('button', { name: 'Reverse entry…' }).count()).toBe(0);
    await screenshot(page, 'journal-reversal-detail.png');
    await detail.getByRole('button', { name: entryNumber }).click();
    const back = page.getByRole('dialog', { name: `Journal entry ${entryNumber}` });
    await back.getByText('Manual journal').waitFor();
    expect(await back.getByRole('button', { name: 'Reverse entry…' }).count()).toBe(0);
    await back.getByRole('button', { name: 'Close' }).click();

    // In the ledger, each end's line is marked and leads to the other's.
    await page.goto(`${server.baseUrl}/admin/ledger`);
    await waitForShell(page);
    await page.getByLabel('GL account').selectOption(debit.id);
    await page.getByRole('button', { name: 'Show lines' }).click();
    await entryRow(page, entryNumber).getByText(`Reversed by ${reversalNumber}`).waitFor();
    await entryRow(page, reversalNumber).getByText(`Reversal of ${entryNumber}`).waitFor();
    await entryRow(page, reversalNumber).getByRole('button', { name: entryNumber }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-entry-number')))
      .toBe(entryNumber);
    await screenshot(page, 'ledger-reversal.png');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, 'ledger-reversal-dark.png');
  });

  it('shows no problems on an empty or just-posted journal, and the answer does not cover Post', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const accounts = await chart(finance);
    const debit = postable(accounts, 'EXPENSE');
    const credit = postable(accounts, 'ASSET');
    if (!debit || !credit) throw new Error('The demo chart lacks postable accounts to post to.');
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      finance,
      '/admin/journals',
    );
    const form = page.getByRole('form', { name: 'New journal' });
    const post = form.getByRole('button', { name: 'Post journal' });
    await form.getByLabel('Line 1 account').waitFor();
    expect(await form.getByText('Not ready to post.').count()).toBe(0);
    await screenshot(page, 'journal-empty.png');

    // Leaving the narration empty shows that problem alone, not the lines' still untouched.
    await form.getByLabel('Narration', { exact: true }).focus();
    await page.keyboard.press('Tab');
    const problems = form.getByRole('status').filter({ hasText: 'Not ready to post.' });
    await problems.getByText('Give the entry a narration.').waitFor();
    expect(await problems.getByRole('listitem').count()).toBe(1);

    await form.getByLabel('Narration', { exact: true }).fill('E2E stationery');
    await form.getByLabel('Line 1 account').selectOption(debit.id);
    await form.getByLabel('Line 1 debit').fill('2,500');
    await form.getByLabel('Line 2 account').selectOption(credit.id);
    await form.getByLabel('Line 2 credit').fill('2,500');
    // On a laptop's window Post sits at the bottom right, where notifications appear.
    await page.setViewportSize({ width: 1280, height: 720 });
    await post.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await post.click();
    const posted = form.getByTestId('posted-entry-number');
    await posted.waitFor();
    expect(await form.getByText('Not ready to post.').count()).toBe(0);
    expect(await form.getByRole('alert').count()).toBe(0);
    expect(await toastsOver(page, post)).toEqual([]);
    expect(await post.isEnabled()).toBe(true);
    await screenshot(page, 'journal-posted.png');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, 'journal-posted-dark.png');
    await context.close();
  });

  it('offers Reverse only for a manual journal that stands, not for opening balances or transfers', async () => {
    const finance = await apiSignIn(server.baseUrl, 'demo', 'finance');
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const accounts = await chart(finance);
    const debit = postable(accounts, 'EXPENSE');
    const credit = postable(accounts, 'ASSET');
    if (!debit || !credit) throw new Error('The demo chart lacks postable accounts to post to.');
    const manualReference = uniqueCode('PV');
    await apiPost(finance, '/journals/manual', {
      narration: 'E2E courier',
      reference: manualReference,
      lines: [
        { glAccountId: debit.id, debitKobo: 80000, creditKobo: 0 },
        { glAccountId: credit.id, debitKobo: 0, creditKobo: 80000 },
      ],
    });
    const open = await apiGet<{ items: { id: string }[] }>(
      admin,
      '/accounts?status=ACTIVE&pageSize=2',
    );
    const [payer, payee] = open.items;
    if (!payer || !payee) throw new Error('The demo tenant has fewer than two active accounts.');
    const transferReference = uniqueCode('TRF');
    await apiPost(admin, '/transfers', {
      fromAccountId: payer.id,
      toAccountId: payee.id,
      amountKobo: 1000,
      narration: 'E2E transfer',
      reference: transferReference,
    });

    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      finance,
      '/admin/journals',
    );
    const cases = [
      ['OPENING', 'Opening balance', false],
      [transferReference, 'Transfer between accounts', false],
      [manualReference, 'Manual journal', true],
    ] as const;
    for (const [reference, postedBy, offered] of cases) {
      await searchReference(page, reference);
      const row = page.locator('tr[data-entry-number]').first();
      await row.getByRole('button', { name: /^View / }).waitFor();
      expect(
        await page
          .locator('tr[data-entry-number]')
          .getByRole('button', { name: /^Reverse/ })
          .count(),
      ).toBe(0);
      await row.getByRole('button', { name: /^View / }).click();
      const detail = page.getByRole('dialog', { name: /^Journal entry / });
      await detail.getByText(postedBy, { exact: true }).waitFor();
      expect({
        reference,
        offered: await detail.getByRole('button', { name: 'Reverse entry…' }).count(),
      }).toEqual({
        reference,
        offered: offered ? 1 : 0,
      });
      if (offered) await screenshot(page, 'journal-detail-reversible.png');
      await detail.getByRole('button', { name: 'Close' }).click();
      await detail.waitFor({ state: 'detached' });
    }
    await context.close();
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
    const expected = await apiGet<TrialBalance>(admin, '/ledger/trial-balance');
    const { page } = await openSignedIn(browser, server.baseUrl, admin, '/admin/trial-balance');
    await page.getByText('Debits equal credits.').waitFor();
    // Shown day first (decision 024).
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
      `/ledger/trial-balance.csv?asOf=${expected.asOf}`,
      'text',
    );
    expect(saved).toBe(served);
  });
});
