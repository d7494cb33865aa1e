import type { Area } from '../area';
import { creditHandlers } from './credit.handlers';
import { seedDemoCredit } from './credit.seed';
import { registerCreditApprovalExecutor } from './credit-approval';
import { creditMigration } from './migrations/0019-credit.migration';

// Applications recommended for approval wait in the LOAN_APPROVAL flow of the approvals engine.
registerCreditApprovalExecutor();

/** Credit scoring and credit applications, from the officer's draft to the booked loan. */
export const creditArea: Area = {
  name: 'Credit scoring and credit applications',
  handlers: creditHandlers,
  migrations: [creditMigration],
  seedDemo: seedDemoCredit,
};
