import type { Area } from '../area';
import { loanDocumentHandlers } from './loan-documents';
import { loanProductHandlers } from './loan-products.handlers';
import { loanProvisionHandlers } from './loan-provision.handlers';
import { LOAN_WRITE_OFF_APPROVAL } from './loan-write-off';
import { LOANS_CHART } from './loans.chart';
import { LOAN_CLOSE_OF_BUSINESS } from './loans.eod';
import { LOANS_ERRORS } from './loans.errors';
import { loanHandlers } from './loans.handlers';
import { seedDemoLoans } from './loans.seed';
import { loansMigration } from './migrations/0018-loans.migration';
import { loanProvisionsMigration } from './migrations/0020-loan-provisions.migration';
import { loanCloseOfBusinessMigration } from './migrations/0044-loan-close-of-business.migration';

/**
 * Loan products, the schedule preview, loans through their whole life (the loan sub-ledger), and
 * loan loss provisioning by CBN prudential class.
 */
export const loansArea: Area = {
  name: 'Loans and loan products',
  errors: LOANS_ERRORS,
  gl: LOANS_CHART,
  approvalTypes: [LOAN_WRITE_OFF_APPROVAL],
  handlers: {
    ...loanProductHandlers,
    ...loanHandlers,
    ...loanDocumentHandlers,
    ...loanProvisionHandlers,
  },
  migrations: [loansMigration, loanProvisionsMigration, loanCloseOfBusinessMigration],
  seedDemo: seedDemoLoans,
  closeOfBusiness: LOAN_CLOSE_OF_BUSINESS,
};
