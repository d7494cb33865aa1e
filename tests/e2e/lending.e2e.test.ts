import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiSignIn,
  openSignedIn,
  type SignedIn,
  STEP_TIMEOUT_MS,
  screenshot,
  switchTheme,
} from './console';
import type { ConsoleServer } from './console-server';
import { withConsole } from './with-console';

/** Above ₦5,000,000 the demo LOAN_APPROVAL flow asks for two levels. */
const PRINCIPAL = '6,000,000';
const TOP_UP_PRINCIPAL = '9,000,000';

/** The browser path spans four people and a dozen screens; each step answers within seconds. */

interface Applicant {
  readonly customerNumber: string;
  readonly accountNumber: string;
}

/** A GET of the API as a signed-in user, for choosing demo data; the browser does the rest. */
async function apiGet<T>(server: ConsoleServer, who: SignedIn, path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    headers: { authorization: `Bearer ${who.token}`, 'x-tenant-id': who.tenantId },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}.`);
  return (await response.json()) as T;
}

/** A demo customer with an active account who has no loan yet. */
async function findApplicant(server: ConsoleServer, officer: SignedIn): Promise<Applicant> {
  const customers = await apiGet<{ items: { id: string; customerNumber: string }[] }>(
    server,
    officer,
    '/customers?pageSize=50',
  );
  const loans = await apiGet<{ items: { customerId: string }[] }>(
    server,
    officer,
    '/loans?pageSize=100',
  );
  const borrowers = new Set(loans.items.map((loan) => loan.customerId));
  for (const customer of customers.items.filter((item) => !borrowers.has(item.id))) {
    const accounts = await apiGet<{ items: { accountNumber: string }[] }>(
      server,
      officer,
      `/accounts?status=ACTIVE&customerId=${customer.id}`,
    );
    const account = accounts.items[0];
    if (account)
      return { customerNumber: customer.customerNumber, accountNumber: account.accountNumber };
  }
  throw new Error('No demo customer without a loan has an active account.');
}

/** A demo loan in arrears, seeded by the loans area. */
async function findLateLoan(server: ConsoleServer, who: SignedIn): Promise<string> {
  const page = await apiGet<{ items: { id: string }[] }>(
    server,
    who,
    '/loans?status=ACTIVE&pageSize=50',
  );
  for (const { id } of page.items) {
    const loan = await apiGet<{ daysPastDue: number }>(server, who, `/loans/${id}`);
    if (loan.daysPastDue > 0) return id;
  }
  throw new Error('The demo has no loan in arrears.');
}

async function inDarkToo(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}.png`);
  await switchTheme(page, 'dark');
  await screenshot(page, `${name}-dark.png`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

async function expectStatus(page: Page, testId: string, status: string): Promise<void> {
  await page
    .getByTestId(testId)
    .and(page.locator(`[data-status="${status}"]`))
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

/** Chooses the option of a select whose text holds `text`, once the options have loaded. */
async function selectByText(select: Locator, text: string): Promise<void> {
  const option = select.locator('option', { hasText: text });
  await option.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** Opens the step's dialog from the page's actions, writes its note and confirms it. */
async function takeStep(page: Page, button: string, confirm: string, note?: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (note) await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

describe('the lending screens, from application to liquidation', () => {
  let server: ConsoleServer;
  let browser: Browser;
  withConsole((started, launched) => {
    server = started;
    browser = launched;
  });

  /**
   * A checker finds the application among those awaiting approval, reviews its approval request
   * on the application's page and approves their level there.
   */
  async function approveOnPage(
    username: string,
    number: string,
    shot: string,
    after: string,
  ): Promise<void> {
    const checker = await apiSignIn(server.baseUrl, 'demo', username);
    const { context, page } = await openSignedIn(browser, server.baseUrl, checker, '/credit-apps');
    await page.getByRole('button', { name: 'Awaiting approval' }).click();
    await expect
      .poll(() => page.getByLabel('Status', { exact: true }).inputValue())
      .toBe('PENDING_APPROVAL');
    await page.getByRole('link', { name: number }).waitFor({ timeout: STEP_TIMEOUT_MS });
    await screenshot(page, `${shot}-list.png`);
    await page.getByRole('link', { name: number }).click();
    await expectStatus(page, 'application-status', 'PENDING_APPROVAL');
    await page.getByRole('button', { name: 'Review approval' }).click();
    const details = page.getByRole('dialog').first();
    await details.getByRole('button', { name: 'Approve', exact: true }).waitFor();
    await screenshot(page, `${shot}.png`);
    await details.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.getByRole('textbox').fill('Within the bank’s appetite.');
    await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await details.getByText(/^The request is now: /).waitFor({ timeout: STEP_TIMEOUT_MS });
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    // The page reads the application again once the request is decided.
    await expectStatus(page, 'application-status', after);
    await context.close();
  }

  async function applyAndSubmit(officer: SignedIn, applicant: Applicant): Promise<string> {
    const { context, page } = await openSignedIn(browser, server.baseUrl, officer, '/credit-apps');
    await page.getByRole('heading', { name: 'Credit Applications' }).waitFor();
    await page.getByRole('button', { name: 'New application' }).click();
    const form = page.getByRole('form', { name: 'Credit application' });
    await form.getByLabel('Customer').fill(applicant.customerNumber);
    await form.getByRole('button', { name: 'Find customer' }).click();
    await form
      .getByRole('list', { name: 'Matching customers' })
      .getByRole('button')
      .first()
      .click();
    await selectByText(form.getByLabel('Deposit account'), applicant.accountNumber);
    await selectByText(form.getByLabel('Loan product'), 'SME-WC');
    await form.getByLabel('Amount (₦)').fill(PRINCIPAL);
    // A value outside the product's limits is refused beside the field, before anything is sent.
    await form.getByLabel('Repayments').fill('999');
    await form.getByLabel('Repayments').blur();
    await form.getByText(/The product allows at most \d+ repayments\./).waitFor();
    await form.getByLabel('Repayments').fill('12');
    await form.getByLabel('Purpose').fill('Stock for the new shop');
    await form.getByLabel('Monthly income (₦)').fill('1,500,000');
    await form.getByLabel('Employment type').selectOption('BUSINESS_OWNER');
    await page.getByTestId('schedule-first-instalment').waitFor();
    await inDarkToo(page, 'credit-application-form');
    await form.getByRole('button', { name: 'Submit for scoring' }).click();
    await expectStatus(page, 'application-status', 'SCORED');
    const number = (await page.getByTestId('application-number').textContent())?.trim() ?? '';
    await page.getByTestId('score-grade').waitFor();
    await inDarkToo(page, 'credit-application-scored');
    await context.close();
    return number;
  }

  /** The product manager raises SME-WC's maximum; the test's loan needs both approval levels. */
  async function raiseProductMaximum(product: SignedIn): Promise<void> {
    const { context, page } = await openSignedIn(
      browser,
      server.baseUrl,
      product,
      '/admin/loan-products',
    );
    const row = page.locator('tr[data-product-code="SME-WC"]');
    await row.waitFor();
    await screenshot(page, 'loan-products.png');
    await switchTheme(page, 'dark');
    await screenshot(page, 'loan-products-dark.png');
    await row.getByRole('button', { name: 'Edit SME-WC' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit SME-WC' });
    await dialog.getByTestId('schedule-first-instalment').waitFor();
    await screenshot(page, 'loan-product-edit-dark.png');
    await dialog.getByLabel('Maximum principal (₦)').fill('25,000,000');
    await dialog.getByRole('button', { name: 'Save product' }).click();
    await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await expect.poll(() => row.textContent()).toContain('₦25,000,000.00');
    await context.close();
  }

  /**
   * The loan officer follows the approved application to its loan and, before disbursement,
   * passes it to another officer; operations control then opens the same loan, sees no edit of
   * its own to make, and disburses it. Returns the loan's address.
   */
  async function reassignTheLoan(officer: SignedIn, number: string): Promise<string> {
    const { context, page } = await openSignedIn(browser, server.baseUrl, officer, '/credit-apps');
    await page.getByRole('link', { name: number }).click();
    await expectStatus(page, 'application-status', 'APPROVED');
    await page.getByTestId('booked-loan').click();
    await expectStatus(page, 'loan-status', 'APPROVED');
    // Before disbursement the loan has no CBN class: it owes nothing yet.
    await expect(page.locator('[data-figure="cbn-class"]').textContent()).resolves.toBe(
      'CBN class—Not disbursed yet',
    );
    // Before disbursement the loan may pass to another officer, chosen by name.
    await page.getByRole('button', { name: 'Edit officer and purpose' }).click();
    const edit = page.getByRole('dialog');
    await selectByText(edit.getByLabel('Loan officer', { exact: true }), 'Rita Ekpo');
    await screenshot(page, 'loan-edit.png');
    await edit.getByRole('button', { name: 'Save', exact: true }).click();
    await edit.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await page.getByText('Officer Rita Ekpo').waitFor({ timeout: STEP_TIMEOUT_MS });
    // Disbursing is operations' work: the officer is not offered it.
    await expect(page.getByRole('button', { name: 'Disburse', exact: true }).count()).resolves.toBe(
      0,
    );
    const path = new URL(page.url()).pathname;
    await context.close();
    return path;
  }

  /**
   * Operations control disburses the loan, takes two repayments from the customer's account,
   * tops it up and liquidates the new loan.
   */
  async function serviceTheLoan(ops: SignedIn, loanPath: string): Promise<void> {
    const { context, page } = await openSignedIn(browser, server.baseUrl, ops, loanPath);
    await expectStatus(page, 'loan-status', 'APPROVED');
    await page.getByRole('button', { name: 'Disburse', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Review disbursement' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disburse', exact: true }).click();
    await expectStatus(page, 'loan-status', 'ACTIVE');

    for (const _ of [1, 2]) {
      const before = await page.getByTestId('loan-total-outstanding').textContent();
      await page.getByRole('button', { name: 'Repay', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Pay the next instalment' }).click();
      await dialog.getByRole('button', { name: 'Review repayment' }).click();
      await dialog.getByRole('button', { name: 'Repay', exact: true }).click();
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await expect
        .poll(() => page.getByTestId('loan-total-outstanding').textContent())
        .not.toBe(before);
    }
    await page.locator('[data-transaction-type="REPAYMENT"]').nth(1).waitFor();
    await inDarkToo(page, 'loan-repaid');

    // A top-up replaces the loan with a larger one; the page follows the new loan.
    const oldNumber = (await page.getByTestId('loan-number').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    const topUp = page.getByRole('dialog');
    await topUp.getByLabel('New principal (₦)').fill(TOP_UP_PRINCIPAL);
    await topUp.getByTestId('schedule-first-instalment').waitFor();
    await screenshot(page, 'loan-top-up.png');
    await topUp.getByRole('button', { name: 'Review top-up' }).click();
    await topUp.getByLabel('Top-up to confirm').waitFor();
    await screenshot(page, 'loan-top-up-confirm.png');
    await topUp.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect
      .poll(async () => (await page.getByTestId('loan-number').textContent())?.trim(), {
        timeout: STEP_TIMEOUT_MS,
      })
      .not.toBe(oldNumber);

    // The new loan is paid off early: the payoff is itemised before it is confirmed.
    await expectStatus(page, 'loan-status', 'ACTIVE');
    await page.getByRole('button', { name: 'Liquidate', exact: true }).click();
    const liquidate = page.getByRole('dialog');
    await liquidate
      .getByRole('group', { name: 'Payoff to confirm' })
      .or(liquidate.getByLabel('Payoff to confirm'))
      .waitFor();
    await screenshot(page, 'loan-liquidate.png');
    await liquidate.getByRole('button', { name: /^Liquidate for/ }).click();
    await expectStatus(page, 'loan-status', 'CLOSED_LIQUIDATED');
    await inDarkToo(page, 'loan-liquidated');
    await context.close();
  }

  it('takes a loan from application through approval, repayments, top-up and liquidation, each step by its own role', async () => {
    await raiseProductMaximum(await apiSignIn(server.baseUrl, 'demo', 'product'));
    const officer = await apiSignIn(server.baseUrl, 'demo', 'loanofficer');
    const applicant = await findApplicant(server, officer);
    const number = await applyAndSubmit(officer, applicant);
    expect(number).not.toBe('');

    // The analyst reviews and recommends; two approval levels follow for this amount.
    const analyst = await apiSignIn(server.baseUrl, 'demo', 'analyst');
    const review = await openSignedIn(browser, server.baseUrl, analyst, `/credit-apps?q=${number}`);
    await review.page.getByRole('link', { name: number }).waitFor();
    await inDarkToo(review.page, 'credit-applications');
    await review.page.getByRole('link', { name: number }).click();
    await takeStep(review.page, 'Start review', 'Start review');
    await expectStatus(review.page, 'application-status', 'UNDER_REVIEW');
    await takeStep(
      review.page,
      'Recommend approval',
      'Recommend approval',
      'Cash flow covers it twice.',
    );
    await expectStatus(review.page, 'application-status', 'PENDING_APPROVAL');
    await review.page.getByTestId('approval-state').waitFor();
    await inDarkToo(review.page, 'credit-application-pending');
    await review.context.close();

    // The manager approves the first level and the director the second, each on the page.
    await approveOnPage('approver', number, 'credit-application-review', 'PENDING_APPROVAL');
    await approveOnPage('director', number, 'credit-application-review-level2', 'APPROVED');

    const loanPath = await reassignTheLoan(officer, number);
    await serviceTheLoan(await apiSignIn(server.baseUrl, 'demo', 'ops'), loanPath);
  });

  it('shows a loan in arrears and charges its penalties; lists loans; saves a new scorecard version', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const late = await findLateLoan(server, admin);
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, `/loan/${late}`);
    await page.locator('[data-state="OVERDUE"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect(page.locator('[data-figure="days-past-due"]').textContent()).resolves.toMatch(
      /\d+ days?/,
    );
    await inDarkToo(page, 'loan-in-arrears');
    // Each overdue instalment is charged the product's late-payment penalty once.
    const penalties = page.locator('[data-component="penalties"] td').first();
    await expect(penalties.textContent()).resolves.toBe('₦0.00');
    await page.getByRole('button', { name: 'Assess penalties' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assess penalties' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await expect.poll(() => penalties.textContent()).not.toBe('₦0.00');
    await page.locator('[data-transaction-type="PENALTY"]').first().waitFor();

    // More than the loan owes is refused beside the amount before anything is sent.
    await page.getByRole('button', { name: 'Repay', exact: true }).click();
    const repay = page.getByRole('dialog');
    await repay.getByLabel('Amount (₦)').fill('99,999,999');
    await repay.getByRole('button', { name: 'Review repayment' }).click();
    await repay.getByText(/^The loan owes ₦[\d,.]+ in all\.$/).waitFor();
    await repay.getByRole('button', { name: 'Cancel' }).click();

    await page.goto(`${server.baseUrl}/loans`);
    await page.locator('tbody tr[data-loan-number]').first().waitFor();
    await inDarkToo(page, 'loans-list');
    // Narrowed to the loans in arrears of every branch, each row says how late it is.
    await page.getByRole('combobox', { name: 'Branch' }).click();
    await page.getByRole('option', { name: 'All branches', exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await page.getByLabel('Arrears', { exact: true }).selectOption('TRUE');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.url()).toContain('inArrears=TRUE');
    const lateness = page.locator('tbody [data-figure="days-past-due"]');
    await expect
      .poll(async () => {
        const texts = await lateness.allTextContents();
        return texts.length > 0 && texts.every((text) => /^\d+ days?/.test(text));
      })
      .toBe(true);
    await inDarkToo(page, 'loans-in-arrears');
    await page.goto(`${server.baseUrl}/admin/credit-scoring`);
    await page.getByTestId('scorecard-versions').waitFor();
    await inDarkToo(page, 'credit-scoring');
    // Grade cut-offs out of order are refused beside the grade; in order, a new version is saved.
    const gradeB = page.getByLabel('Grade B from points');
    const before = await gradeB.inputValue();
    await gradeB.fill('100000');
    await page.getByRole('button', { name: /^Save as version/ }).click();
    await page.getByText('Grade B needs fewer points than grade A.').waitFor();
    await gradeB.fill(before);
    await page.getByLabel('Bin 3 points').first().fill('14');
    await page.getByRole('button', { name: 'Save as version 2' }).click();
    await page
      .getByRole('button', { name: 'Save as version 3' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    const inUse = page.getByTestId('scorecard-versions').locator('tr', { hasText: '(in use)' });
    await expect(inUse.locator('td').first().textContent()).resolves.toBe('2 (in use)');
    await context.close();
  });

  it('shows the provision each CBN class requires on the loans list and posts the difference', async () => {
    const admin = await apiSignIn(server.baseUrl, 'demo', 'admin');
    const { context, page } = await openSignedIn(browser, server.baseUrl, admin, '/loans');
    const card = page.getByTestId('loan-provisioning');
    await card.getByTestId('provision-classes').waitFor({ timeout: STEP_TIMEOUT_MS });
    await expect(card.locator('tbody tr[data-class]').count()).resolves.toBe(5);
    await expect(card.locator('[data-class="PASS_AND_WATCH"] th').textContent()).resolves.toBe(
      'Pass & Watch',
    );
    // The demo's active loans need a provision the allowance does not hold yet.
    const difference = card.locator('[data-figure="difference"]');
    const owed = (await difference.textContent()) ?? '';
    expect(owed).toMatch(/^₦[\d,]+\.\d\d$/);
    expect(owed).not.toBe('₦0.00');

    await card.getByRole('button', { name: 'Post provisions' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(owed).first().waitFor();
    await screenshot(page, 'loan-provisioning-confirm.png');
    await confirm.getByRole('button', { name: 'Post provisions', exact: true }).click();
    await confirm.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });

    // The run posted what was missing: the allowance now holds what the classes require.
    await expect.poll(() => difference.textContent()).toBe('₦0.00');
    await expect(card.locator('[data-figure="allowance"]').textContent()).resolves.toBe(
      await card.locator('[data-figure="required"]').textContent(),
    );
    const posted = card.locator('[data-testid="provision-runs"] [data-figure="posted"]').first();
    await expect.poll(() => posted.textContent()).toBe(`Increase of ${owed}`);
    // The toast says what was posted, then goes, so the screenshots show the runs beneath it.
    const toast = page.getByText(
      new RegExp(`^Provisions posted: increase of ${owed.replace(/[.$]/g, '\\$&')} \\(JE-`),
    );
    await toast.waitFor();
    await toast.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    await card.scrollIntoViewIfNeeded();
    await inDarkToo(page, 'loan-provisioning');
    await context.close();
  });
});
