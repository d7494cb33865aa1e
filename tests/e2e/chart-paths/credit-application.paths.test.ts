import type { Locator, Page } from 'playwright-core';
import { listApprovalFlows, saveApprovalFlow } from '../../../api/approvals.api';
import { getCreditApplication } from '../../../api/credit.api';
import {
  type CreditApplicationStatus,
  creditApplicationSnapshot,
} from '../../../machines/credit-application.machine';
import { formatKobo } from '../../../policies/money';
import { applicationStatusWord } from '../../../ui/pages/loans/lending-words';
import { STEP_TIMEOUT_MS } from '../console';
import { type ChartSuite, type Driver, describeChartPaths, type StepContext } from './chart-paths';
import { confirmStep, decideRequest, press, showsStatus } from './controls';
import type { Desk } from './desk';
import { type Applicant, disburse, findApplicants, productId } from './lending';

const PRODUCT = 'SME-WC';
/**
 * The file's LOAN_APPROVAL flow asks one level of approval from ₦1,000,000: below it an analyst's
 * recommendation approves the application at once, from it the application waits for approval.
 */
const BAND_FROM_KOBO = 1_000_000_00;
const SMALL_KOBO = 500_000_00;
const LARGE_KOBO = 2_000_000_00;

interface Application {
  readonly id: string;
}

let applicants: Applicant[] = [];
let made = 0;

async function applicationPage(
  context: StepContext,
  user: 'loanofficer' | 'analyst' | 'approver',
  application: Application,
): Promise<Page> {
  const page = await context.open(user, { id: application.id });
  await page.getByTestId('application-status').waitFor({ timeout: STEP_TIMEOUT_MS });
  return page;
}

/** Chooses the option of a select whose words hold `text`, once the options have loaded. */
async function selectByText(select: Locator, text: string): Promise<void> {
  const option = select.locator('option', { hasText: text });
  await option.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/** An analyst's step on the application's page, with the note it asks for. */
function analystStep(
  event: string,
  action: string,
  from: string[],
  controls: { button: string; confirm: string; note?: string },
): Driver<Application> {
  return {
    event,
    action,
    from,
    async perform(application, context) {
      const page = await applicationPage(context, 'analyst', application);
      await confirmStep(page, controls.button, controls.confirm, controls.note);
    },
  };
}

const RECOMMEND = {
  button: 'Recommend approval',
  confirm: 'Recommend approval',
  note: 'Cash flow covers it twice.',
};

/** The approver reviews the application's waiting request on its page and decides it. */
function approverStep(event: string, decision: 'Approve' | 'Reject'): Driver<Application> {
  return {
    event,
    action: `Review approval, then ${decision}`,
    from: ['pendingApproval'],
    async perform(application, context) {
      const page = await applicationPage(context, 'approver', application);
      await press(page, 'Review approval');
      await decideRequest(page, decision, 'Decided by the credit committee.');
    },
  };
}

const OPEN = ['draft', 'scored', 'underReview', 'pendingApproval', 'returned'];

const drivers: readonly Driver<Application>[] = [
  {
    event: 'application.update',
    action: 'Correct',
    from: ['draft', 'returned'],
    async perform(application, context) {
      const page = await applicationPage(context, 'loanofficer', application);
      await press(page, 'Correct');
      const form = page.getByRole('form', { name: 'Credit application' });
      await form.getByRole('textbox', { name: 'Purpose' }).fill('Stock and a second stall');
      await press(form, 'Save draft');
      await form.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
      await page
        .getByText('Stock and a second stall')
        .first()
        .waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    event: 'application.submit',
    action: 'Submit',
    from: ['draft', 'returned'],
    async perform(application, context) {
      const page = await applicationPage(context, 'loanofficer', application);
      await confirmStep(page, 'Submit', 'Submit');
    },
  },
  {
    event: 'application.score',
    action: 'Submit (the server scores it at once)',
    from: ['submitted'],
  },
  analystStep('application.startReview', 'Start review', ['scored'], {
    button: 'Start review',
    confirm: 'Start review',
  }),
  analystStep('application.sendForApproval', 'Recommend approval', ['underReview'], RECOMMEND),
  analystStep(
    'application.approve',
    'Recommend approval (an amount the approval flow does not cover)',
    ['underReview'],
    RECOMMEND,
  ),
  approverStep('application.approve', 'Approve'),
  analystStep('application.reject', 'Reject', ['underReview'], {
    button: 'Reject',
    confirm: 'Reject',
    note: 'The business has no records.',
  }),
  approverStep('application.reject', 'Reject'),
  analystStep('application.return', 'Return to officer', ['underReview'], {
    button: 'Return to officer',
    confirm: 'Return',
    note: 'Add the last three months of sales.',
  }),
  {
    event: 'application.withdraw',
    action: 'Withdraw',
    from: OPEN,
    async perform(application, context) {
      const page = await applicationPage(context, 'loanofficer', application);
      await confirmStep(page, 'Withdraw', 'Withdraw', 'The customer found the money elsewhere.');
    },
  },
  {
    event: 'application.disburse',
    action: 'Disburse',
    from: ['approved'],
    async perform(application, context) {
      const officer = await context.desk.api('loanofficer');
      const { loanId } = await getCreditApplication(officer, application.id);
      const page = await context.open('ops', { id: loanId ?? '' });
      await disburse(page);
    },
  },
];

/** The administrator's LOAN_APPROVAL flow for this file: one band, one level, from ₦1,000,000. */
async function approvalFromBand(desk: Desk): Promise<void> {
  const admin = await desk.api('admin');
  const flow = (await listApprovalFlows(admin)).find(
    (each) => each.operationType === 'LOAN_APPROVAL',
  );
  const band = flow?.bands[0];
  if (!flow || !band) throw new Error('The demo has no loan approval flow.');
  await saveApprovalFlow(admin, {
    id: flow.id,
    name: flow.name,
    operationType: flow.operationType,
    expiryHours: flow.expiryHours,
    status: flow.status,
    bands: [
      {
        ...band,
        fromKobo: BAND_FROM_KOBO,
        toKobo: null,
        levels: 1,
        approvers: [band.approvers[0]],
      },
    ] as typeof flow.bands,
  });
}

/** The loan officer's new application, saved as a draft on the console's form. */
async function newDraft(desk: Desk, applicant: Applicant, principalKobo: number) {
  const page = await desk.open('loanofficer', 'credit-app', { id: 'new' });
  const form = page.getByRole('form', { name: 'Credit application' });
  await form.getByLabel('Customer').fill(applicant.customerNumber);
  await press(form, 'Find customer');
  await form.getByRole('list', { name: 'Matching customers' }).getByRole('button').first().click();
  await selectByText(form.getByLabel('Deposit account'), applicant.accountNumber);
  await selectByText(form.getByLabel('Loan product'), PRODUCT);
  await form.getByLabel('Amount (₦)').fill(formatKobo(principalKobo).replace('₦', ''));
  await form.getByRole('textbox', { name: 'Purpose' }).fill('Stock for the shop');
  await form.getByLabel('Monthly income (₦)').fill('1,500,000');
  await form.getByLabel('Employment type').selectOption('BUSINESS_OWNER');
  await press(form, 'Save draft');
  await page.waitForURL((url) => !url.pathname.endsWith('/new'), { timeout: STEP_TIMEOUT_MS });
  return { id: decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '') };
}

const suite: ChartSuite<Application> = {
  chart: 'credit-application',
  drivers,
  transient: { submitted: { type: 'application.score' } },
  stateOf: (status) => String(creditApplicationSnapshot(status as CreditApplicationStatus).value),
  async prepare(desk) {
    await approvalFromBand(desk);
    applicants = await findApplicants(desk, 0);
    await productId(desk, PRODUCT);
  },
  async start(desk, steps) {
    const applicant = applicants[made % applicants.length] as Applicant;
    made += 1;
    // A path that waits for approval needs an amount the flow covers; one approved at once not.
    const waits = steps.some((step) => step.event.type === 'application.sendForApproval');
    return newDraft(desk, applicant, waits ? LARGE_KOBO : SMALL_KOBO);
  },
  async read(desk, application) {
    const detail = await getCreditApplication(await desk.api('loanofficer'), application.id);
    return { status: detail.status, history: detail.history.map((entry) => entry.status) };
  },
  async shows(desk, application, status) {
    const page = await desk.showing('loanofficer', 'credit-app', { id: application.id });
    await showsStatus(
      page.getByTestId('application-status'),
      status,
      applicationStatusWord(status).label,
    );
  },
};

describeChartPaths(suite);
