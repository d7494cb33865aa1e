import type { Area } from '../area';
import { queueApprovalWaiting } from './approval-messages';
import { queueDepositAlerts } from './deposit-alerts';
import { startMessageSender } from './message-sender';
import { MESSAGING_ERRORS } from './messaging.errors';
import { messagingHandlers } from './messaging.handlers';
import { seedDemoMessages } from './messaging.seed';
import { messagingMigration } from './migrations/0048-messaging.migration';
import { queueInstalmentOverdue, queueTermDepositMatured, queueUserOtp } from './staff-messages';

/** What the bank sends its customers and staff by email and SMS, queued and retried. */
export const messagingArea: Area = {
  name: 'Messaging',
  errors: MESSAGING_ERRORS,
  handlers: messagingHandlers,
  migrations: [messagingMigration],
  seedDemo: seedDemoMessages,
  background: startMessageSender,
  listens: {
    'ledger.posted': queueDepositAlerts,
    'user.password-issued': queueUserOtp,
    'approval.waiting': queueApprovalWaiting,
    'term-deposit.matured': queueTermDepositMatured,
    'loan.instalment-overdue': queueInstalmentOverdue,
  },
};
