import type { Page } from 'playwright-core';
import { getNipTransfer, listNipTransfers } from '../../../api/nip.api';
import {
  NIP_STATUS_WORDS,
  type NipAnswerOutcome,
  type NipTransferStatus,
  nipTransferSnapshot,
} from '../../../machines/nip-transfer.machine';
import { OUTCOME_ACCOUNTS } from '../../../stand-ins/nip-switch/directory';
import type { Outcome } from '../../../stand-ins/nip-switch/outcomes';
import { STEP_TIMEOUT_MS } from '../console';
import { type ChartSuite, type Driver, describeChartPaths, type StepContext } from './chart-paths';
import { decideInInbox, decideRequest, press } from './controls';
import type { Desk } from './desk';

/** A demo business account (tier 3) whose balance covers transfers over the approval band. */
const PAYER = '0000003108';
/** At the demo's band (₦1,000,000), so every transfer waits for approval first. */
const AMOUNT = '1,000,000';

/**
 * The NIP switch stand-in answers a transfer as the beneficiary's account is set to: one
 * account per answer (stand-ins/nip-switch/directory.ts), all at Guaranty Trust Bank. The test
 * chooses the switch's answer by choosing the beneficiary, before the transfer is made.
 */
const ACCOUNT_OF_ANSWER: Readonly<Record<NipAnswerOutcome, Outcome>> = {
  approved: '00',
  'manual-review': '34',
  declined: '51',
  query: '01',
};

interface Transfer {
  readonly id: string;
  readonly reference: string;
  readonly beneficiary: string;
}

let made = 0;

/** A transfer's row on the transfers page, which shows its status and opens its detail. */
function rowOf(page: Page, transfer: Transfer) {
  return page.locator(`tr[data-transfer-id="${transfer.id}"]`);
}

/** Operations control decides the transfer's approval request in the NIP approvals inbox. */
function approvalStep(event: string, decision: 'Approve' | 'Reject'): Driver<Transfer> {
  return {
    event,
    action: decision,
    from: ['awaitingApproval'],
    async perform(transfer, context: StepContext) {
      const page = await context.open('ops');
      const row = page.locator('tbody tr', { hasText: transfer.beneficiary }).first();
      await row.getByRole('button', { name: /^Open/ }).click({ timeout: STEP_TIMEOUT_MS });
      await decideRequest(
        page,
        decision,
        decision === 'Approve' ? 'Payee confirmed.' : 'The payee is not known.',
      );
    },
  };
}

const drivers: readonly Driver<Transfer>[] = [
  approvalStep('nip.approve', 'Approve'),
  approvalStep('nip.reject', 'Reject'),
  {
    event: 'nip.send',
    action: 'Approve (the server then sends it to the switch)',
    from: ['debited'],
  },
  {
    event: 'nip.answer',
    action: 'Approve (the switch then answers as its stand-in is set for the beneficiary)',
    from: ['sent'],
  },
  {
    event: 'nip.reverse',
    action: 'Reverse transfer (an approver approves it in Approvals)',
    from: ['manualReview'],
    async perform(transfer, context) {
      const page = await context.open('admin');
      await rowOf(page, transfer)
        .getByRole('button', { name: /^Open transfer/ })
        .click({ timeout: STEP_TIMEOUT_MS });
      const dialog = page.getByRole('dialog');
      await press(dialog, 'Reverse…');
      await dialog.getByLabel('Reason for the reversal').fill('The beneficiary bank holds it.');
      await press(dialog, 'Reverse transfer');
      await dialog.getByText('The reversal waits for approval.').waitFor({
        timeout: STEP_TIMEOUT_MS,
      });
      const inbox = await context.desk.open('ops', 'approvals');
      await decideInInbox(inbox, 'NIP_REVERSAL', transfer.reference, 'Approve', 'Agreed.');
    },
  },
  {
    event: 'nip.reverse',
    action: 'Approve (the server reverses a failed transfer at once)',
    from: ['failed'],
  },
];

/** The teller's transfer to `account`, filled in and sent for approval on the transfers page. */
async function sendForApproval(desk: Desk, account: string, narration: string) {
  const page = await desk.open('teller', 'nip-transfer');
  await page.getByRole('form', { name: 'New transfer' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Debit account').fill(PAYER);
  await press(page, 'Find');
  await page.getByRole('list', { name: 'Matching accounts' }).getByRole('button').first().click();
  await page.getByTestId('debit-account').getByText(PAYER).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('Find bank').fill('Guaranty');
  await page
    .getByLabel('Beneficiary bank', { exact: true })
    .selectOption({ label: 'Guaranty Trust Bank' });
  await page.getByLabel('Account number').fill(account);
  await press(page, 'Verify account');
  await page.getByTestId('beneficiary-name').waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByLabel('The customer confirms this is the beneficiary').check();
  await page.getByLabel('Amount (₦)').fill(AMOUNT);
  await page.getByLabel('Narration').fill(narration);
  await page.getByTestId('quote-total').waitFor({ timeout: STEP_TIMEOUT_MS });
  await press(page, 'Review transfer');
  await press(page, 'Send for approval');
  await page.getByTestId('sent-for-approval').waitFor({ timeout: STEP_TIMEOUT_MS });
}

const suite: ChartSuite<Transfer> = {
  chart: 'nip-transfer',
  drivers,
  // Once approved, the background sender sends the transfer and applies the switch's answer; a
  // failure is reversed in the same step.
  transient: { debited: { type: 'nip.send' }, sent: null, failed: { type: 'nip.reverse' } },
  stateOf: (status) => String(nipTransferSnapshot(status as NipTransferStatus).value),
  async start(desk, steps) {
    const answer = steps.find((step) => step.event.type === 'nip.answer')?.event as
      | { outcome: NipAnswerOutcome }
      | undefined;
    const beneficiary = OUTCOME_ACCOUNTS[ACCOUNT_OF_ANSWER[answer?.outcome ?? 'approved']];
    made += 1;
    const narration = `Chart path ${made}`;
    await sendForApproval(desk, beneficiary.accountNumber, narration);
    const listed = await listNipTransfers(await desk.api('teller'), { pageSize: 20 });
    const found = listed.items.find((each) => each.narration === narration);
    if (!found) throw new Error(`The transfer "${narration}" is not listed.`);
    return { id: found.id, reference: found.reference, beneficiary: beneficiary.accountName };
  },
  async read(desk, transfer) {
    const detail = await getNipTransfer(await desk.api('teller'), transfer.id);
    return { status: detail.status, history: detail.history.map((entry) => entry.status) };
  },
  async shows(desk, transfer, status) {
    const page = await desk.showing('teller', 'nip-transfer');
    // The row holds the stored status; its badge says it in words.
    await rowOf(page, transfer)
      .and(page.locator(`[data-status="${status}"]`))
      .getByText(NIP_STATUS_WORDS[status as NipTransferStatus], { exact: true })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
  },
};

describeChartPaths(suite);
