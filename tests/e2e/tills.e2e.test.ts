import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countFor, DEFAULT_DENOMINATIONS } from '../../policies/denominations';
import {
  apiSignIn,
  openSignedIn,
  type SignedIn,
  STEP_TIMEOUT_MS,
  screenshot,
  switchTheme,
  toast,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** Each step of the day answers within seconds. */

interface SessionView {
  readonly id: string;
  readonly status: string;
  readonly expectedCashKobo: number | null;
}

async function api<T>(
  server: ConsoleServer,
  who: SignedIn,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-tenant-id': who.tenantId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

/**
 * The demo opens the Lagos teller's session of the day; the day under test starts from a fresh
 * assignment, so that session is counted out and closed first, through the API.
 */
async function closeSeededSession(server: ConsoleServer, teller: SignedIn, head: SignedIn) {
  const open = await api<{ items: SessionView[] }>(
    server,
    head,
    '/till-sessions?status=ACTIVE&pageSize=100',
  );
  for (const session of open.items) {
    await api(server, teller, `/till-sessions/${session.id}/start-close`, {});
    const seen = await api<SessionView>(server, head, `/till-sessions/${session.id}`);
    const count = countFor(seen.expectedCashKobo ?? 0, DEFAULT_DENOMINATIONS);
    await api(server, teller, `/till-sessions/${session.id}/closing-count`, { count });
    await api(server, head, `/till-sessions/${session.id}/close`, {});
  }
}

async function inDarkToo(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

/** A dialog holds the focus and the pointer: the theme is switched before it opens. */
async function theme(page: Page, name: 'dark' | 'light'): Promise<void> {
  await switchTheme(page, name);
}

async function expectStatus(page: Page, status: string): Promise<void> {
  await page
    .getByTestId('session-status')
    .and(page.locator(`[data-status="${status}"]`))
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Types a count of ₦1,000 notes into the dialog's count form. */
async function countNotes(page: Page, thousands: number): Promise<void> {
  await page.getByRole('dialog').getByLabel('Pieces of ₦1,000').fill(String(thousands));
}

/** A figure of a dashboard card, by its label. */
async function figureOf(page: Page, label: string): Promise<string> {
  const term = page.locator('dt', { hasText: label });
  if ((await term.count()) === 0) return '';
  return (await term.locator('xpath=following-sibling::dd[1]').textContent())?.trim() ?? '';
}

async function figure(page: Page, name: string): Promise<string> {
  return (await page.locator(`[data-figure="${name}"] dd`).first().textContent())?.trim() ?? '';
}

/** The teller's withdrawal limit the administrator saves before the day begins. */
const TELLER_LIMIT = '550,000.00';

/** The administrator raises the tellers' withdrawal limit in the tenant's tills settings. */
async function saveTellerLimit(browser: Browser, server: ConsoleServer, admin: SignedIn) {
  const { page, context } = await openSignedIn(browser, server.baseUrl, admin, '/tills');
  const form = page.locator('form[data-form="tills-config"]');
  const tellerRow = form.locator('tr', {
    has: page.locator('option[value="BRANCH_TELLER"]:checked'),
  });
  await tellerRow.getByLabel('Limit (₦)').fill(TELLER_LIMIT);
  await form.getByRole('button', { name: 'Save tills settings' }).click();
  await toast(page, 'The tills settings are saved.').waitFor({ timeout: STEP_TIMEOUT_MS });
  await screenshot(page, 'tills-settings.png');
  await context.close();
}

/** The counter: finds the account, types the cash and the person, reviews, confirms. */
async function counter(
  page: Page,
  kind: 'Cash deposit' | 'Cash withdrawal',
  accountNumber: string,
  amount: string,
  thousands: number,
): Promise<void> {
  const shot = kind === 'Cash withdrawal' && amount === '600,000.00';
  if (shot) await theme(page, 'dark');
  await page.getByRole('button', { name: kind, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: kind });
  await dialog.getByLabel('Customer account').fill(accountNumber);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
  await dialog.getByLabel('Amount (₦)').fill(amount);
  const who = kind === 'Cash deposit' ? 'Depositor' : 'Withdrawer';
  await dialog.getByLabel(`${who}’s name`).fill('Bola Ahmed');
  await dialog.getByLabel(`${who}’s phone`).fill('08031234567');
  if (kind === 'Cash withdrawal') {
    // The limit the administrator saved in the tills settings, not the default.
    await dialog
      .getByText(`You pay up to ₦${TELLER_LIMIT} alone`)
      .waitFor({ timeout: STEP_TIMEOUT_MS });
  }
  await countNotes(page, thousands);
  await expect.poll(() => dialog.getByTestId('count-total').textContent()).toContain(amount);
  if (kind === 'Cash deposit') await screenshot(page, 'tills-counter-deposit.png');
  if (shot) await screenshot(page, 'tills-counter-withdrawal-dark.png');
  await dialog.getByRole('button', { name: 'Review' }).click();
  const confirm = kind === 'Cash deposit' ? 'Post deposit' : 'Pay withdrawal';
  await dialog.getByRole('button', { name: confirm }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  if (shot) await theme(page, 'light');
}

/** The counter's loan repayment: finds the loan by its number, takes ₦10,000 in notes. */
async function repayLoanInCash(page: Page, loanNumber: string): Promise<void> {
  await page.getByRole('button', { name: 'Loan repayment', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Loan repayment' });
  await dialog.getByRole('searchbox', { name: 'Loan' }).fill(loanNumber);
  await dialog.getByRole('button', { name: 'Find' }).click();
  await dialog.getByRole('list', { name: 'Matching loans' }).getByRole('button').first().click();
  await dialog.getByTestId('counter-loan').getByText(loanNumber).waitFor();
  await dialog.getByLabel('Amount (₦)').fill('10,000.00');
  await dialog.getByLabel('Depositor’s name').fill('Bola Ahmed');
  await dialog.getByLabel('Depositor’s phone').fill('08031234567');
  await countNotes(page, 10);
  await expect.poll(() => dialog.getByTestId('count-total').textContent()).toContain('10,000.00');
  await screenshot(page, 'tills-counter-loan-repayment.png');
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: 'Post repayment' }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

/** The head teller moves cash between the vault and the till from the session page. */
async function moveCash(page: Page, button: string, amount: string, thousands: number) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount (₦)').fill(amount);
  await countNotes(page, thousands);
  await dialog.getByRole('button', { name: 'Review' }).click();
  await dialog.getByRole('button', { name: /^(Send cash|Take cash)$/ }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

/** The teller counts the movement waiting at the till and confirms it; only then is it posted. */
async function confirmMovement(page: Page, button: string, thousands: number) {
  await page.reload();
  await page.getByRole('button', { name: button }).click({ timeout: STEP_TIMEOUT_MS });
  await countNotes(page, thousands);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Confirm count/ })
    .click();
  await page
    .getByRole('list', { name: 'Cash in transit' })
    .waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

/** The head teller approves a request in its own dialog. */
async function approve(page: Page, note: string) {
  const details = page.getByRole('dialog').first();
  await details
    .getByRole('button', { name: 'Approve', exact: true })
    .click({ timeout: STEP_TIMEOUT_MS });
  const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
  await confirm.getByRole('textbox').fill(note);
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  await details.getByText(/^The request is now: /).waitFor({ timeout: STEP_TIMEOUT_MS });
  await details.getByRole('button', { name: 'Close', exact: true }).click();
}

describe('the tills screens, a teller’s whole day', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  it('assigns, supplies, takes and pays cash, closes short and approves the variance', async () => {
    const head = await apiSignIn(server.baseUrl, 'demo', 'headteller');
    const teller = await apiSignIn(server.baseUrl, 'demo', 'teller');
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    await closeSeededSession(server, teller, head);
    const accounts = await api<{ items: { id: string; accountNumber: string }[] }>(
      server,
      teller,
      '/accounts?status=ACTIVE&branchId=demo-lagos&pageSize=5',
    );
    const accountNumber = accounts.items[0]?.accountNumber ?? '';
    const accountId = accounts.items[0]?.id ?? '';
    const loans = await api<{ items: { loanNumber: string }[] }>(
      server,
      admin,
      '/loans?status=ACTIVE&branchId=demo-lagos&pageSize=1',
    );
    const loanNumber = loans.items[0]?.loanNumber ?? '';
    await saveTellerLimit(browser, server, admin);

    // The head teller gives the second till to the teller.
    const vault = await openSignedIn(browser, server.baseUrl, head, '/tills');
    const hp = vault.page;
    await hp.locator('tr[data-till="LAG-T02"][data-status]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await inDarkToo(hp, 'tills-list');
    const csv = hp.waitForEvent('download');
    await hp.getByRole('button', { name: 'Download CSV' }).click();
    expect((await csv).suggestedFilename()).toMatch(/^cash-position-.*\.csv$/);
    // A third counter for the branch, made and then given its limits in the till dialog.
    await hp.getByRole('button', { name: 'New till' }).click();
    const create = hp.getByRole('dialog', { name: 'New till' });
    await create.getByLabel('Code').fill('LAG-T03');
    await create.getByLabel('Name').fill('Counter 3');
    await screenshot(hp, 'tills-new-till.png');
    await create.getByRole('button', { name: 'Create till' }).click();
    await create.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await hp
      .locator('tr[data-till="LAG-T03"][data-status="ACTIVE"]')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await hp.goto(`${server.baseUrl}/tills/sessions`);
    await hp.getByRole('button', { name: 'Assign till' }).click();
    const assign = hp.getByRole('dialog', { name: 'Assign a till' });
    const till = assign
      .getByLabel('Till', { exact: true })
      .locator('option', { hasText: 'LAG-T02' });
    await till.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await assign
      .getByLabel('Till', { exact: true })
      .selectOption((await till.getAttribute('value')) ?? '');
    await screenshot(hp, 'tills-assign.png');
    await assign.getByLabel('Teller', { exact: true }).selectOption({ label: 'Chidi Eze' });
    await assign.getByRole('button', { name: 'Assign till' }).click();
    await hp.waitForURL(/\/tills\/session\//, { timeout: STEP_TIMEOUT_MS });
    await expectStatus(hp, 'ASSIGNED');
    const sessionPath = new URL(hp.url()).pathname;

    // The teller counts the opening cash: it equals the till's ledger balance.
    const desk = await openSignedIn(browser, server.baseUrl, teller, sessionPath);
    const tp = desk.page;
    await inDarkToo(tp, 'tills-session-assigned');
    await theme(tp, 'dark');
    await tp.getByRole('button', { name: 'Count opening cash' }).click();
    await countNotes(tp, 500);
    await screenshot(tp, 'tills-opening-count-dark.png');
    await tp.getByRole('button', { name: /^Submit count/ }).click();
    await expectStatus(tp, 'ACTIVE');
    await theme(tp, 'light');

    // The teller's dashboard leads to the open till.
    await tp.goto(`${server.baseUrl}/`);
    await tp.getByRole('link', { name: 'Go to your till' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await screenshot(tp, 'tills-dashboard-teller.png');
    await tp.getByRole('link', { name: 'Go to your till' }).click();
    await tp.waitForURL(`${server.baseUrl}${sessionPath}`, { timeout: STEP_TIMEOUT_MS });

    // The counter opens from the account's page with the account already chosen.
    await tp.goto(`${server.baseUrl}/account/${accountId}`);
    await tp.getByRole('link', { name: 'Cash at the counter' }).click();
    const fromAccount = tp.getByRole('dialog', { name: 'Cash deposit' });
    await fromAccount
      .getByTestId('counter-account')
      .getByText(accountNumber)
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await fromAccount.getByRole('button', { name: 'Cancel' }).click();
    await fromAccount.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    expect(new URL(tp.url()).pathname).toBe(sessionPath);

    // Cash from the vault, confirmed at the till.
    await hp.reload();
    await moveCash(hp, 'Send cash from vault', '200,000.00', 200);
    await confirmMovement(tp, 'Count and confirm', 200);

    // A deposit, a withdrawal over the teller's limit and one within it.
    await counter(tp, 'Cash deposit', accountNumber, '700,000.00', 700);
    await counter(tp, 'Cash withdrawal', accountNumber, '600,000.00', 600);
    await tp
      .getByRole('main')
      .getByText(/waits for the head teller’s approval/)
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await counter(tp, 'Cash withdrawal', accountNumber, '20,000.00', 20);

    // A borrower repays ₦10,000 of a loan in cash; the till holds it until the drop below.
    await repayLoanInCash(tp, loanNumber);
    await tp.locator('tr[data-kind="LOAN_REPAYMENT"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    await inDarkToo(tp, 'tills-session-loan-repayment');

    // The small withdrawal was a mistake: the teller asks for its reversal, with a reason.
    await tp
      .locator('tr[data-kind="WITHDRAWAL"]')
      .getByRole('button', { name: /^Reverse/ })
      .click();
    const reversal = tp.getByRole('dialog');
    await reversal.getByLabel('Reason').fill('Paid to the wrong account holder.');
    await reversal.getByRole('button', { name: 'Ask for reversal' }).click();
    await reversal.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

    // The head teller's dashboard counts both requests; the queue approves them.
    await hp.goto(`${server.baseUrl}/`);
    await expect
      .poll(() => figureOf(hp, 'Approvals waiting for you'), { timeout: STEP_TIMEOUT_MS })
      .toBe('2');
    await screenshot(hp, 'tills-dashboard-head-teller.png');
    await hp.getByRole('link', { name: 'Open the head teller’s queue' }).click();
    await hp.waitForURL(/\/tills\/sessions$/, { timeout: STEP_TIMEOUT_MS });
    const waiting = hp.getByRole('region', { name: 'Approvals waiting for you' });
    await waiting
      .getByRole('button', { name: 'Review' })
      .first()
      .click({ timeout: STEP_TIMEOUT_MS });
    await approve(hp, 'Customer identified at the counter.');
    await waiting
      .getByRole('button', { name: 'Review' })
      .first()
      .click({ timeout: STEP_TIMEOUT_MS });
    await approve(hp, 'Reversal agreed with the customer.');
    await waiting.getByText('Nothing waits for you.').waitFor({ timeout: STEP_TIMEOUT_MS });
    await inDarkToo(hp, 'tills-sessions');

    // Cash back to the vault, confirmed at the till.
    await hp.goto(`${server.baseUrl}${sessionPath}`);
    await moveCash(hp, 'Take cash to vault', '310,000.00', 310);
    await confirmMovement(tp, 'Count and hand over', 310);

    // The blind closing count, ₦1,000 short of 500,000.
    await tp.getByRole('button', { name: 'Start closing' }).click();
    await tp.getByRole('dialog').getByRole('button', { name: 'Start closing' }).click();
    await expectStatus(tp, 'CLOSING');
    expect(await figure(tp, 'expected')).toBe('—');
    await tp
      .locator('[data-figure="expected"]')
      .getByText('Hidden until the count is in')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await screenshot(tp, 'tills-session-blind.png');
    await tp.getByRole('button', { name: 'Count closing cash' }).click();
    await countNotes(tp, 499);
    await screenshot(tp, 'tills-closing-count.png');
    await tp.getByRole('button', { name: /^Submit count/ }).click();
    await expectStatus(tp, 'VARIANCE_PENDING');
    await inDarkToo(tp, 'tills-session-variance');

    // The head teller approves the variance; the session closes.
    await hp.reload();
    await hp.getByRole('button', { name: 'Review variance' }).click();
    await approve(hp, 'Shortage counted twice.');
    await hp.reload();
    await expectStatus(hp, 'CLOSED');
    expect(await figure(hp, 'expected')).toBe('₦500,000.00');
    expect(await figure(hp, 'closing')).toBe('₦499,000.00');
    expect(await hp.locator('[data-figure="variance"]').textContent()).toContain(
      'Shortage of ₦1,000.00',
    );
    await expect.poll(() => hp.locator('tr[data-kind="WITHDRAWAL"]').count()).toBe(2);
    await expect.poll(() => hp.locator('tr[data-kind="REVERSAL"]').count()).toBe(1);
    await inDarkToo(hp, 'tills-session-report');
    // Each cash transaction prints its receipt; the branch's cash position downloads as CSV.
    const receipt = hp.waitForEvent('download');
    await hp
      .locator('tr[data-kind="DEPOSIT"]')
      .getByRole('button', { name: /^Receipt/ })
      .click();
    expect((await receipt).suggestedFilename()).toMatch(/^receipt-CD.*\.pdf$/);
    // Printed, the report stands alone: the console's frame stays off the paper.
    await hp.emulateMedia({ media: 'print' });
    expect(await hp.getByRole('complementary', { name: 'Sidebar' }).isVisible()).toBe(false);
    expect(await hp.getByRole('columnheader', { name: 'Actions' }).isVisible()).toBe(false);
    await screenshot(hp, 'tills-session-print.png');
    await hp.emulateMedia({ media: 'screen' });

    const trial = await api<{ totalDebitKobo: number; totalCreditKobo: number }>(
      server,
      admin,
      '/ledger/trial-balance',
    );
    expect(trial.totalDebitKobo).toBe(trial.totalCreditKobo);
    await vault.context.close();
    await desk.context.close();
  }, 110_000);
});
