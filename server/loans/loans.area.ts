import type { Area } from '../area';
import { loanProductHandlers } from './loan-products.handlers';
import { loanProvisionHandlers } from './loan-provision.handlers';
import { registerLoanApprovalExecutors } from './loan-write-off';
import { loanHandlers } from './loans.handlers';
import { seedDemoLoans } from './loans.seed';
import { loansMigration } from './migrations/0018-loans.migration';
import { loanProvisionsMigration } from './migrations/0020-loan-provisions.migration';

registerLoanApprovalExecutors();

/**
 * Loan products, the schedule preview, loans through their whole life (the loan sub-ledger), and
 * loan loss provisioning by CBN prudential class.
 */
export const loansArea: Area = {
  name: 'Loans and loan products',
  handlers: { ...loanProductHandlers, ...loanHandlers, ...loanProvisionHandlers },
  migrations: [loansMigration, loanProvisionsMigration],
  seedDemo: seedDemoLoans,
};
