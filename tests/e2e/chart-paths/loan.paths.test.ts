import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { getLoan } from '../../../api/loans.api';
import { type LoanStatus, loanSnapshot } from '../../../machines/loan.machine';
import { formatKobo } from '../../../policies/money';
import { STEP_TIMEOUT_MS } from '../console';
import { type ChartSuite, type Driver, describeChartPaths, type StepContext } from './chart-paths';
import { confirmStep, decideInInbox, press } from './controls';
import type { Desk } from './desk';
import {
  type Applicant,
  bookLoan,
  disburse,
  findApplicants,
  loanShows,
  productId,
} from './lending';

/** A small market loan, so that the demo customer's account can repay all of it. */
const PRODUCT = 'MKT-WK';
const PRINCIPAL_KOBO = 50_000_00;
const TOP_UP = '100,000';
const PURPOSE = 'Stock and a market stall';

interface BookedLoan {
  readonly id: string;
  readonly number: string;
}

let applicants: Applicant[] = [];
let product = '';
let booked = 0;

const amountText = (kobo: number) => formatKobo(kobo).replace('₦', '');

async function loanPage(
  context: StepContext,
  user: 'ops' | 'loanofficer',
  loan: BookedLoan,
): Promise<Page> {
  const page = await context.open(user, { id: loan.id });
  await page.getByTestId('loan-status').waitFor({ timeout: STEP_TIMEOUT_MS });
  return page;
}

/** A repayment from the customer's account: the next instalment, or all the loan owes. */
async function repay(page: Page, loan: BookedLoan, desk: Desk, clearsAll: boolean) {
  const owed = (await getLoan(await desk.api('ops'), loan.id)).balances.totalOutstandingKobo;
  await press(page, 'Repay');
  const dialog = page.getByRole('dialog');
  if (clearsAll) await dialog.getByLabel('Amount (₦)').fill(amountText(owed));
  else await press(dialog, 'Pay the next instalment');
  await press(dialog, 'Review repayment');
  await press(dialog, 'Repay');
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

const drivers: readonly Driver<BookedLoan>[] = [
  {
    event: 'loan.update',
    action: 'Edit officer and purpose',
    from: ['approved'],
    async perform(loan, context) {
      const page = await loanPage(context, 'loanofficer', loan);
      await press(page, context.step.action);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Purpose' }).fill(PURPOSE);
      await press(dialog, 'Save');
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      // The page shows no purpose; the loan read again has the new one.
      const ops = await context.desk.api('ops');
      await expect.poll(async () => (await getLoan(ops, loan.id)).purpose).toBe(PURPOSE);
    },
  },
  {
    event: 'loan.cancel',
    action: 'Cancel loan',
    from: ['approved'],
    async perform(loan, context) {
      const page = await loanPage(context, 'ops', loan);
      await confirmStep(
        page,
        context.step.action,
        'Cancel loan',
        'The customer no longer needs it.',
      );
    },
  },
  {
    event: 'loan.disburse',
    action: 'Disburse',
    from: ['approved'],
    async perform(loan, context) {
      await disburse(await loanPage(context, 'ops', loan));
    },
  },
  {
    event: 'loan.repay',
    action: 'Repay',
    from: ['active'],
    async perform(loan, context) {
      const clearsAll = (context.event as { clearsAll?: boolean }).clearsAll === true;
      await repay(await loanPage(context, 'ops', loan), loan, context.desk, clearsAll);
    },
  },
  {
    event: 'loan.assessPenalties',
    action: 'Assess penalties',
    from: ['active'],
    async perform(loan, context) {
      const page = await loanPage(context, 'ops', loan);
      await confirmStep(page, context.step.action, 'Assess penalties');
    },
  },
  {
    event: 'loan.liquidate',
    action: 'Liquidate',
    from: ['active'],
    async perform(loan, context) {
      const page = await loanPage(context, 'ops', loan);
      await press(page, context.step.action);
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('button', { name: /^Liquidate for/ })
        .click({ timeout: STEP_TIMEOUT_MS });
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    event: 'loan.topUp',
    action: 'Top up',
    from: ['active'],
    async perform(loan, context) {
      const page = await loanPage(context, 'ops', loan);
      await press(page, context.step.action);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('New principal (₦)').fill(TOP_UP);
      await press(dialog, 'Review top-up');
      await press(dialog, 'Top up');
      // The page follows the new loan that replaced this one.
      await page.waitForURL((url) => !url.pathname.endsWith(loan.id), {
        timeout: STEP_TIMEOUT_MS,
      });
    },
  },
  {
    event: 'loan.writeOff',
    action: 'Write off (a director approves it in Approvals)',
    from: ['active'],
    async perform(loan, context) {
      const page = await loanPage(context, 'ops', loan);
      await press(page, 'Write off');
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Reason').fill('The borrower cannot be found.');
      await press(dialog, 'Review write-off');
      await press(dialog, 'Write off');
      await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      const inbox = await context.desk.open('director', 'approvals');
      await decideInInbox(inbox, 'LOAN_WRITE_OFF', loan.number, 'Approve', 'Agreed.');
    },
  },
];

const suite: ChartSuite<BookedLoan> = {
  chart: 'loan',
  drivers,
  transient: {},
  stateOf: (status) => String(loanSnapshot(status as LoanStatus).value),
  async prepare(desk) {
    applicants = await findApplicants(desk, 200_000_00);
    product = await productId(desk, PRODUCT);
  },
  async start(desk) {
    const applicant = applicants[booked % applicants.length] as Applicant;
    booked += 1;
    const { loanId } = await bookLoan(desk, applicant, product, PRINCIPAL_KOBO);
    const loan = await getLoan(await desk.api('ops'), loanId);
    return { id: loanId, number: loan.loanNumber };
  },
  async read(desk, loan) {
    return { status: (await getLoan(await desk.api('ops'), loan.id)).status, history: [] };
  },
  async shows(desk, loan, status) {
    await loanShows(await desk.showing('ops', 'loan', { id: loan.id }), status);
  },
};

describeChartPaths(suite);
