import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeNuban } from '../../policies/nuban';
import { apiSignIn, openSignedIn, type SignedIn, screenshot, switchTheme } from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/**
 * ADAEZE NWOSU at Guaranty Trust Bank (NIP code 000013, CBN code 058): an account of the NIP
 * switch stand-in's DEFAULT_DIRECTORY, which `npm start` runs for the demo tenant and which
 * answers 00 to her transfers.
 */
const GTB_NIP_CODE = '000013';
interface Beneficiary {
  readonly number: string;
  readonly name: string;
}
const ADAEZE: Beneficiary = { number: makeNuban('058', 1_234_567), name: 'ADAEZE NWOSU' };
/** Her transfers get no answer in time, and a status query then finds no record (25). */
const EMEKA: Beneficiary = { number: makeNuban('058', 3_000_003), name: 'EMEKA OKONKWO' };
/** The same serial with the wrong last digit: the check digit refuses it. */
const wrongDigit = (number: string) => `${number.slice(0, 9)}${(Number(number[9]) + 1) % 10}`;

/** Demo business accounts (tier 3) with balances above the ₦1,000,000 approval band. */
const SMALL_PAYER = '0000003074';
const LARGE_PAYER = '0000003108';

/** The switch answers within a few status polls; the background sender runs every few seconds. */
const FINAL_STATUS_TIMEOUT_MS = 45_000;

describe('the NIP transfer screen against the real server and the switch stand-in', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let teller: SignedIn;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  async function tellerPage(): Promise<Page> {
    teller ??= await apiSignIn(server.baseUrl, 'demo', 'teller');
    const { page } = await openSignedIn(browser, server.baseUrl, teller, '/nip');
    await page.getByRole('form', { name: 'New transfer' }).waitFor();
    return page;
  }

  async function chooseDebitAccount(page: Page, accountNumber: string): Promise<void> {
    await page.getByLabel('Debit account').fill(accountNumber);
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
    await expect
      .poll(() => page.getByTestId('debit-account').textContent())
      .toContain(accountNumber);
  }

  /** The teller finds the bank by its name and picks it from the list; no code is typed. */
  async function chooseBank(page: Page): Promise<void> {
    await page.getByLabel('Find bank').fill('Guaranty');
    const list = page.getByLabel('Beneficiary bank', { exact: true });
    await list.selectOption({ label: 'Guaranty Trust Bank' });
    await expect(list.inputValue()).resolves.toBe(GTB_NIP_CODE);
    expect(await page.getByLabel('Beneficiary bank’s NIP code').count()).toBe(0);
  }

  async function verifyBeneficiary(page: Page, beneficiary: Beneficiary): Promise<void> {
    const number = page.getByLabel('Account number');
    // A slip of one digit is refused, beside the number, before any money can move.
    await number.fill(wrongDigit(beneficiary.number));
    await page.getByRole('button', { name: 'Verify account' }).click();
    await page.getByText(/check digit does not match/).waitFor();
    await expect(number.getAttribute('aria-invalid')).resolves.toBe('true');

    await number.fill(beneficiary.number);
    await page.getByRole('button', { name: 'Verify account' }).click();
    await expect
      .poll(() => page.getByTestId('beneficiary-name').textContent())
      .toBe(beneficiary.name);
    await page.getByLabel('The customer confirms this is the beneficiary').check();
  }

  async function fillTransfer(
    page: Page,
    payer: string,
    amount: string,
    beneficiary: Beneficiary = ADAEZE,
  ): Promise<void> {
    await chooseDebitAccount(page, payer);
    await chooseBank(page);
    await verifyBeneficiary(page, beneficiary);
    await page.getByLabel('Amount (₦)').fill(amount);
    await page.getByLabel('Narration').fill('Supplier payment');
    await page.getByTestId('quote-total').waitFor();
  }

  it('sends a transfer and follows it to SUCCESSFUL, with its session ID', async () => {
    const page = await tellerPage();
    await fillTransfer(page, SMALL_PAYER, '25,000');
    await expect(page.getByTestId('quote-approval').count()).resolves.toBe(0);
    await screenshot(page, 'nip-transfer-quote.png');

    await page.getByRole('button', { name: 'Review transfer' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = page.getByTestId('sent-transfer');
    await sent.locator('[data-status="SUCCESSFUL"]').waitFor({ timeout: FINAL_STATUS_TIMEOUT_MS });
    await expect(page.getByTestId('sent-session').textContent()).resolves.toMatch(/^\d{30}$/);
    await screenshot(page, 'nip-transfer-successful.png');

    // The list shows it too, and its detail tells the steps it went through.
    const row = page.locator('tr[data-status="SUCCESSFUL"]').first();
    await row.waitFor();
    await row.getByRole('button', { name: /Open transfer/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table').waitFor();
    await expect(dialog.textContent()).resolves.toContain(ADAEZE.name);
    await screenshot(page, 'nip-transfer-detail.png');
    await page.keyboard.press('Escape');

    await switchTheme(page, 'dark');
    await screenshot(page, 'nip-transfer-successful-dark.png');
    await page.context().close();
  });

  it('sends a transfer above the band for approval; once approved the list shows it successful', async () => {
    const page = await tellerPage();
    await fillTransfer(page, LARGE_PAYER, '1,200,000');
    await expect
      .poll(() => page.getByTestId('quote-approval').textContent())
      .toContain('Needs approval (1 level)');
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await page.getByRole('button', { name: 'Send for approval' }).click();
    await page.getByTestId('sent-for-approval').waitFor();
    await expect(page.getByTestId('approval-waiting').textContent()).resolves.toMatch(
      /^Waiting for approval since \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\.$/,
    );
    await page.locator('tr[data-status="AWAITING_APPROVAL"]').first().waitFor();
    await switchTheme(page, 'dark');
    await screenshot(page, 'nip-transfer-approval-dark.png');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await screenshot(page, 'nip-transfer-approval.png');

    // Operations control approves NIP transfers at the first level (the /nip/approvals route's roles).
    const approver = await apiSignIn(server.baseUrl, 'demo', 'ops');
    const inbox = await openSignedIn(browser, server.baseUrl, approver, '/nip/approvals');
    const row = inbox.page.locator('tbody tr', { hasText: '₦1,200,000.00' });
    await row.waitFor();
    await row.getByRole('button', { name: /^Open/ }).click();
    const details = inbox.page.getByRole('dialog').first();
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = inbox.page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await details.getByText(/approved and carried out/).waitFor();
    await inbox.context.close();

    // The teller's list, left open, turns final by itself: there is no button to refresh it.
    expect(await page.getByRole('button', { name: 'Refresh list' }).count()).toBe(0);
    const done = page.locator('tr[data-status="SUCCESSFUL"]').filter({ hasText: '1,200,000' });
    await done.waitFor({ timeout: FINAL_STATUS_TIMEOUT_MS });
    await screenshot(page, 'nip-transfer-approved.png');

    // Its history shows the approval, and the approver as the one who debited the account.
    await done.getByRole('button', { name: /Open transfer/ }).click();
    const detail = page.getByRole('dialog');
    const history = detail.getByRole('table');
    await history.waitFor();
    const step = (name: string) => history.getByRole('row').filter({ hasText: name });
    await step('Approved').getByText('Tolu Ogunleye').waitFor();
    await step('Debited').getByText('Tolu Ogunleye').waitFor();
    await detail.getByText(/^Approved by Tolu Ogunleye on \d{1,2} [A-Z][a-z]{2} \d{4}/).waitFor();
    const debitEntry = detail.getByRole('link', { name: /^JE-\d{8}$/ });
    expect(await debitEntry.count()).toBe(0); // a teller cannot open the journals
    const text = (await detail.innerText()) ?? '';
    expect(text).toMatch(/JE-\d{8}/);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(text).not.toMatch(/\b(DEBITED|CREATED|APPROVED|ANSWERED|SUCCESSFUL)\b/);
    expect(await detail.getByRole('button', { name: 'Re-query' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Print advice' }).waitFor();
    await screenshot(page, 'nip-transfer-approved-detail.png');
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, 'nip-transfer-approved-history.png');
    await page.keyboard.press('Escape');
    await switchTheme(page, 'dark');
    await done.getByRole('button', { name: /Open transfer/ }).click();
    await page.getByRole('dialog').getByRole('table').waitFor();
    await screenshot(page, 'nip-transfer-approved-detail-dark.png');
    await page.context().close();
  });

  it('queries a transfer the switch did not answer, and reverses it when the switch has no record', async () => {
    const page = await tellerPage();
    await fillTransfer(page, SMALL_PAYER, '40,000', EMEKA);
    await page.getByRole('button', { name: 'Review transfer' }).click();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const sent = page.getByTestId('sent-transfer');
    // No answer within the demo switch's 10 s timeout, then status queries until 25: reversed.
    await sent.locator('[data-status="REVERSED"]').waitFor({ timeout: FINAL_STATUS_TIMEOUT_MS });
    await screenshot(page, 'nip-transfer-reversed.png');

    const row = page.locator('tr[data-status="REVERSED"]').filter({ hasText: '40,000' }).first();
    await row.getByRole('button', { name: /Open transfer/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table').waitFor();
    const history = (await dialog.textContent()) ?? '';
    expect(history).toContain(EMEKA.name);
    expect(history).toMatch(/25/);
    await page.context().close();
  });
});
