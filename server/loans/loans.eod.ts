import type { CloseOfBusinessStep } from '../eod/close-of-business-step';
import { planAccrual, runAccrual } from './loan-eod-accrual';
import { planArrears, runArrears } from './loan-eod-arrears';
import { planDelinquency, runDelinquency } from './loan-eod-delinquency';

/**
 * The loans' steps of the close of business (decision 070): the day's interest earned, the
 * penalties of instalments left unpaid after grace, and each loan's arrears with the provision
 * the book requires. Each works on batches of loans by id, set-based, and posts nothing twice
 * for a date.
 */
export const LOAN_CLOSE_OF_BUSINESS: readonly CloseOfBusinessStep[] = [
  { name: 'LOAN_INTEREST_ACCRUAL', plan: planAccrual, run: runAccrual },
  { name: 'LOAN_ARREARS', plan: planArrears, run: runArrears },
  { name: 'LOAN_DELINQUENCY', plan: planDelinquency, run: runDelinquency },
];
