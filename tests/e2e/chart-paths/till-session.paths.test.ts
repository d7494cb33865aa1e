import type { Page } from 'playwright-core';
import { listAccounts } from '../../../api/accounts.api';
import { approveApprovalRequest } from '../../../api/approvals.api';
import type { Api } from '../../../api/client';
import {
  acceptTillSessionOpening,
  closeTillSession,
  getTill,
  getTillSession,
  listTillSessions,
  listTills,
  openTillSession,
  startTillSessionClose,
  submitTillClosingCount,
  type TillSessionDetail,
} from '../../../api/tills.api';
import {
  type TillSessionStatus,
  tillSessionSnapshot,
} from '../../../machines/till-session.machine';
import { countFor, DEFAULT_DENOMINATIONS } from '../../../policies/denominations';
import { formatKobo } from '../../../policies/money';
import { SESSION_STATUS_WORDS } from '../../../ui/pages/tills/till-words';
import { STEP_TIMEOUT_MS } from '../console';
import { type ChartSuite, type Driver, describeChartPaths, type StepContext } from './chart-paths';
import { confirmStep, countCash, decideRequest, press, showsStatus } from './controls';
import type { Desk } from './desk';

const BRANCH = 'demo-lagos';
const TELLER_NAME = 'Chidi Eze';
/** What a differing count or a short closing count is off by. */
const DIFFERENCE_KOBO = 1_000_00;
const DEPOSIT_KOBO = 5_000_00;

interface Session {
  readonly id: string;
}

const head = (desk: Desk) => desk.api('headteller');
const teller = (desk: Desk) => desk.api('teller');

function count(amountKobo: number) {
  const found = countFor(amountKobo, DEFAULT_DENOMINATIONS);
  if (!found) throw new Error(`No count makes ${amountKobo} kobo.`);
  return found;
}

async function detail(desk: Desk, session: Session): Promise<TillSessionDetail> {
  return getTillSession(await head(desk), session.id);
}

/** The ledger balance of the session's till, which a matching opening count equals. */
async function tillBalance(desk: Desk, session: Session): Promise<number> {
  const api = await head(desk);
  return (await getTill(api, (await detail(desk, session)).tillId)).balanceKobo ?? 0;
}

/** The session's page in `user`'s tab, once it shows the session. */
async function sessionPage(
  context: StepContext,
  user: 'teller' | 'headteller',
  session: Session,
): Promise<Page> {
  const page = await context.open(user, { sessionId: session.id });
  await page.getByTestId('session-status').waitFor({ timeout: STEP_TIMEOUT_MS });
  return page;
}

/** The teller's count in the step's dialog, submitted. */
async function submitCount(page: Page, button: string, amountKobo: number) {
  await press(page, button);
  await countCash(page, amountKobo);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Submit count/ })
    .click();
  await page.getByRole('dialog').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

async function accountNumber(desk: Desk): Promise<string> {
  const page = await listAccounts(await teller(desk), {
    status: 'ACTIVE',
    branchId: BRANCH,
    pageSize: 5,
  });
  const found = page.items[0]?.accountNumber;
  if (!found) throw new Error('The demo has no active account in Lagos.');
  return found;
}

/** A cash deposit at the counter: the account, the amount, the depositor, the notes. */
async function deposit(page: Page, account: string) {
  await press(page, 'Cash deposit');
  const dialog = page.getByRole('dialog', { name: 'Cash deposit' });
  await dialog.getByLabel('Customer account').fill(account);
  await press(dialog, 'Find');
  await dialog.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
  await dialog.getByLabel('Amount (₦)').fill(formatKobo(DEPOSIT_KOBO).replace('₦', ''));
  await dialog.getByLabel('Depositor’s name').fill('Bola Ahmed');
  await dialog.getByLabel('Depositor’s phone').fill('08031234567');
  await countCash(page, DEPOSIT_KOBO);
  await press(dialog, 'Review');
  await press(dialog, 'Post deposit');
  await dialog.waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
}

/** The head teller's review of the closing variance from the session's page. */
async function reviewVariance(page: Page, decision: 'Approve' | 'Reject', note: string) {
  await press(page, 'Review variance');
  await decideRequest(page, decision, note);
}

const drivers: readonly Driver<Session>[] = [
  {
    event: 'till.open',
    action: 'Count opening cash',
    from: ['assigned'],
    async perform(session, context) {
      const balance = await tillBalance(context.desk, session);
      const matches = (context.event as { matches?: boolean }).matches === true;
      const page = await sessionPage(context, 'teller', session);
      await submitCount(page, context.step.action, matches ? balance : balance + DIFFERENCE_KOBO);
    },
  },
  {
    event: 'till.acceptOpening',
    action: 'Accept opening difference',
    from: ['opened'],
    async perform(session, context) {
      const page = await sessionPage(context, 'headteller', session);
      await confirmStep(page, context.step.action, 'Accept difference');
    },
  },
  {
    event: 'till.cash',
    action: 'Cash deposit',
    from: ['active'],
    async perform(session, context) {
      const account = await accountNumber(context.desk);
      const page = await sessionPage(context, 'teller', session);
      await deposit(page, account);
      await page.locator('tr[data-kind="DEPOSIT"]').waitFor({ timeout: STEP_TIMEOUT_MS });
    },
  },
  {
    event: 'till.startClose',
    action: 'Start closing',
    from: ['active'],
    async perform(session, context) {
      const page = await sessionPage(context, 'teller', session);
      await confirmStep(page, context.step.action, 'Start closing');
    },
  },
  {
    event: 'till.count',
    action: 'Count closing cash',
    from: ['closing'],
    async perform(session, context) {
      // The teller counts blind: what the till should hold is read as the head teller.
      const expected = (await detail(context.desk, session)).expectedCashKobo ?? 0;
      const balanced = (context.event as { balanced?: boolean }).balanced === true;
      const page = await sessionPage(context, 'teller', session);
      await submitCount(page, context.step.action, balanced ? expected : expected - 1_000_00);
    },
  },
  {
    event: 'till.close',
    action: 'Close session',
    from: ['balanced'],
    async perform(session, context) {
      const page = await sessionPage(context, 'headteller', session);
      await confirmStep(page, context.step.action, 'Close session');
    },
  },
  {
    event: 'till.varianceApprove',
    action: 'Review variance, then Approve',
    from: ['variancePending'],
    async perform(session, context) {
      const page = await sessionPage(context, 'headteller', session);
      await reviewVariance(page, 'Approve', 'Shortage counted twice.');
    },
  },
  {
    event: 'till.varianceReject',
    action: 'Review variance, then Reject',
    from: ['variancePending'],
    async perform(session, context) {
      const page = await sessionPage(context, 'headteller', session);
      await reviewVariance(page, 'Reject', 'Count the notes again.');
    },
  },
  {
    event: 'till.reconcile',
    action: 'Reconcile',
    from: ['closed'],
    async perform(session, context) {
      const page = await sessionPage(context, 'headteller', session);
      await confirmStep(page, context.step.action, 'Reconcile');
    },
  },
];

/** One step of the day through the API, as setup: what the session needs next to close. */
async function closeOut(desk: Desk, id: string, status: TillSessionStatus): Promise<boolean> {
  const [headApi, tellerApi] = [await head(desk), await teller(desk)];
  const session = await getTillSession(headApi, id);
  const steps: Partial<Record<TillSessionStatus, (api: Api) => Promise<unknown>>> = {
    ASSIGNED: async () => openTillSession(tellerApi, id, count(await tillBalance(desk, { id }))),
    OPENED: () => acceptTillSessionOpening(headApi, id),
    ACTIVE: () => startTillSessionClose(tellerApi, id),
    CLOSING: () => submitTillClosingCount(tellerApi, id, count(session.expectedCashKobo ?? 0)),
    VARIANCE_PENDING: () =>
      approveApprovalRequest(headApi, session.varianceRequestId ?? '', 'Closed by the test.'),
    BALANCED: () => closeTillSession(headApi, id),
  };
  const next = steps[status];
  if (!next) return false;
  await next(headApi);
  return true;
}

/** Brings a session to CLOSED through the API, so its teller and till are free again. */
async function closeSession(desk: Desk, id: string): Promise<void> {
  for (let moves = 0; moves < 8; moves += 1) {
    const { status } = await getTillSession(await head(desk), id);
    if (!(await closeOut(desk, id, status))) return;
  }
}

const suite: ChartSuite<Session> = {
  chart: 'till-session',
  drivers,
  transient: {},
  stateOf: (status) => String(tillSessionSnapshot(status as TillSessionStatus).value),
  async prepare(desk) {
    // The demo opens the teller's session of the day; each path starts from a fresh assignment.
    const open = await listTillSessions(await head(desk), { pageSize: 100 });
    for (const session of open.items) await closeSession(desk, session.id);
  },
  async start(desk) {
    const tills = await listTills(await head(desk), { branchId: BRANCH });
    const till = tills.items.find((each) => each.status === 'ACTIVE' && !each.currentSessionId);
    if (!till) throw new Error('No free till in Lagos.');
    const page = await desk.open('headteller', 'till-sessions');
    await press(page, 'Assign till');
    const dialog = page.getByRole('dialog', { name: 'Assign a till' });
    const option = dialog.getByLabel('Till', { exact: true }).locator('option', {
      hasText: till.code,
    });
    await option.waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
    await dialog
      .getByLabel('Till', { exact: true })
      .selectOption((await option.getAttribute('value')) ?? '');
    await dialog.getByLabel('Teller', { exact: true }).selectOption({ label: TELLER_NAME });
    await press(dialog, 'Assign till');
    await page.waitForURL(/\/tills\/session\//, { timeout: STEP_TIMEOUT_MS });
    return { id: decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '') };
  },
  async read(desk, session) {
    return { status: (await detail(desk, session)).status, history: [] };
  },
  async shows(desk, session, status) {
    const page = await desk.showing('headteller', 'till-session', { sessionId: session.id });
    const words = SESSION_STATUS_WORDS[status as TillSessionStatus].label;
    await showsStatus(page.getByTestId('session-status'), status, words);
  },
  async finish(desk, session) {
    await closeSession(desk, session.id);
  },
};

describeChartPaths(suite);
