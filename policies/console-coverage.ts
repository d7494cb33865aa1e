import type { RouteId } from './routes';

/**
 * One event of a statechart that a person can cause in the console: the page where it is done
 * and the control they use, in the words on the screen. The browser suite of the chart paths
 * (tests/e2e/chart-paths/) performs every step listed here along the generated paths, and the
 * workbench counts a path as covered by the screens when each of its events is listed.
 */
export interface ConsoleStep {
  readonly event: string;
  readonly page: RouteId;
  readonly action: string;
}

/**
 * The steps the console's screens perform, by chart (the machine file's name). An event the
 * server or the switch takes by itself right after a person's step is listed too when the screen
 * shows its result and the suite causes it through that step (its action says so); events no
 * screen can cause are not listed (decision 080 names them).
 */
export const CONSOLE_STEPS: Readonly<Record<string, readonly ConsoleStep[]>> = {
  'till-session': [
    { event: 'till.open', page: 'till-session', action: 'Count opening cash' },
    { event: 'till.acceptOpening', page: 'till-session', action: 'Accept opening difference' },
    { event: 'till.cash', page: 'till-session', action: 'Cash deposit' },
    { event: 'till.startClose', page: 'till-session', action: 'Start closing' },
    { event: 'till.count', page: 'till-session', action: 'Count closing cash' },
    { event: 'till.close', page: 'till-session', action: 'Close session' },
    {
      event: 'till.varianceApprove',
      page: 'till-session',
      action: 'Review variance, then Approve',
    },
    { event: 'till.varianceReject', page: 'till-session', action: 'Review variance, then Reject' },
    { event: 'till.reconcile', page: 'till-session', action: 'Reconcile' },
  ],
  'credit-application': [
    { event: 'application.update', page: 'credit-app', action: 'Correct' },
    { event: 'application.submit', page: 'credit-app', action: 'Submit' },
    {
      event: 'application.score',
      page: 'credit-app',
      action: 'Submit (the server scores it at once)',
    },
    { event: 'application.startReview', page: 'credit-app', action: 'Start review' },
    {
      event: 'application.sendForApproval',
      page: 'credit-app',
      action: 'Recommend approval',
    },
    {
      event: 'application.approve',
      page: 'credit-app',
      action: 'Recommend approval (an amount the approval flow does not cover)',
    },
    {
      event: 'application.approve',
      page: 'credit-app',
      action: 'Review approval, then Approve',
    },
    { event: 'application.reject', page: 'credit-app', action: 'Reject' },
    { event: 'application.reject', page: 'credit-app', action: 'Review approval, then Reject' },
    { event: 'application.return', page: 'credit-app', action: 'Return to officer' },
    { event: 'application.withdraw', page: 'credit-app', action: 'Withdraw' },
    { event: 'application.disburse', page: 'loan', action: 'Disburse' },
  ],
  loan: [
    { event: 'loan.update', page: 'loan', action: 'Edit officer and purpose' },
    { event: 'loan.cancel', page: 'loan', action: 'Cancel loan' },
    { event: 'loan.disburse', page: 'loan', action: 'Disburse' },
    { event: 'loan.repay', page: 'loan', action: 'Repay' },
    { event: 'loan.assessPenalties', page: 'loan', action: 'Assess penalties' },
    { event: 'loan.liquidate', page: 'loan', action: 'Liquidate' },
    { event: 'loan.topUp', page: 'loan', action: 'Top up' },
    {
      event: 'loan.writeOff',
      page: 'loan',
      action: 'Write off (a director approves it in Approvals)',
    },
  ],
  'nip-transfer': [
    { event: 'nip.approve', page: 'nip-approvals', action: 'Approve' },
    { event: 'nip.reject', page: 'nip-approvals', action: 'Reject' },
    {
      event: 'nip.send',
      page: 'nip-transfer',
      action: 'Approve (the server then sends it to the switch)',
    },
    {
      event: 'nip.answer',
      page: 'nip-transfer',
      action: 'Approve (the switch then answers as its stand-in is set for the beneficiary)',
    },
    {
      event: 'nip.reverse',
      page: 'nip-transfer',
      action: 'Reverse transfer (an approver approves it in Approvals)',
    },
    {
      event: 'nip.reverse',
      page: 'nip-transfer',
      action: 'Approve (the server reverses a failed transfer at once)',
    },
  ],
};
