import type { CloseOfBusinessStep } from '../eod/close-of-business-step';
import { planDormancy, runDormancy } from './deposit-eod-dormancy';
import { planFees, runFees } from './deposit-eod-fees';
import { planInterest, runInterest } from './deposit-eod-interest';

/**
 * The deposit accounts' steps of the close of business (decision 071): the monthly maintenance
 * fee, savings interest at the end of each product's posting period, and dormancy. Each works
 * on batches of accounts by id, set-based, and posts nothing twice for a date.
 */
export const DEPOSIT_CLOSE_OF_BUSINESS: readonly CloseOfBusinessStep[] = [
  { name: 'ACCOUNT_FEES', plan: planFees, run: runFees },
  { name: 'SAVINGS_INTEREST', plan: planInterest, run: runInterest },
  {
    name: 'ACCOUNT_DORMANCY',
    plan: planDormancy,
    run: (t, day, batch) => runDormancy(t, day, batch),
  },
];
