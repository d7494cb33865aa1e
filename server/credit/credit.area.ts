import type { Area } from '../area';
import { CREDIT_ERRORS } from './credit.errors';
import { creditHandlers } from './credit.handlers';
import { seedDemoCredit } from './credit.seed';
import { markApplicationDisbursed } from './credit-application-disbursed';
import { LOAN_APPROVAL } from './credit-approval';
import { creditMigration } from './migrations/0019-credit.migration';

/** Credit scoring and credit applications, from the officer's draft to the booked loan. */
export const creditArea: Area = {
  name: 'Credit scoring and credit applications',
  errors: CREDIT_ERRORS,
  approvalTypes: [LOAN_APPROVAL],
  listens: { 'loan.disbursed': markApplicationDisbursed },
  handlers: creditHandlers,
  migrations: [creditMigration],
  seedDemo: seedDemoCredit,
};
