import type { Area } from '../area';
import { loanProductHandlers } from './loan-products.handlers';
import { registerLoanApprovalExecutors } from './loan-write-off';
import { loanHandlers } from './loans.handlers';
import { seedDemoLoans } from './loans.seed';
import { loansMigration } from './migrations/0018-loans.migration';

registerLoanApprovalExecutors();

/** Loan products, the schedule preview, and loans through their whole life: the loan sub-ledger. */
export const loansArea: Area = {
  name: 'Loans and loan products',
  handlers: { ...loanProductHandlers, ...loanHandlers },
  migrations: [loansMigration],
  seedDemo: seedDemoLoans,
};
