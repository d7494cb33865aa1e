import type { GlPart } from '../gl/gl-chart';
import { assertControlAccountFree } from './deposit-control-account';

/** What this area brings to the general ledger: customers' deposits, and the interest the bank pays on them. */
export const DEPOSITS_CHART: GlPart = {
  accounts: {
    LIABILITY: [
      ['2100', 'Customer deposits', '2000', 'header'],
      ['2101', 'Savings deposits', '2100'],
      ['2102', 'Current deposits', '2100'],
    ],
    EXPENSE: [['5101', 'Interest expense on deposits', '5000']],
  },
  events: {
    DEPOSIT: { label: 'Deposit', map: ['1102', '2101'], beforeRemap: assertControlAccountFree },
    WITHDRAWAL: { label: 'Withdrawal', map: ['2101', '1102'] },
    INTEREST_ACCRUAL: { label: 'Interest accrual' },
    INTEREST_POSTING: { label: 'Interest posting', map: ['5101', '2101'] },
  },
};
