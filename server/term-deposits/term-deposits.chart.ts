import type { GlPart } from '../gl/gl-chart';

/**
 * What term deposits bring to the general ledger: the deposits' principal and the interest
 * accrued on them but not yet paid (both sub-ledger control accounts), and the interest expense.
 * Withholding tax on the interest goes to the tax payable account the expenses use.
 */
export const TERM_DEPOSITS_CHART: GlPart = {
  accounts: {
    LIABILITY: [
      ['2200', 'Term deposits', '2000', 'header'],
      ['2201', 'Fixed deposits', '2200'],
      ['2210', 'Interest payable on term deposits', '2200'],
    ],
    EXPENSE: [['5102', 'Interest expense on term deposits', '5000']],
  },
  events: {
    // The credit account holds the deposits' principal; the debit side is the funding account's.
    TERM_DEPOSIT: { label: 'Term deposit', map: ['2101', '2201'] },
    TERM_DEPOSIT_INTEREST: { label: 'Term deposit interest accrual', map: ['5102', '2210'] },
    TERM_DEPOSIT_WITHHOLDING_TAX: {
      label: 'Withholding tax on term deposit interest',
      map: ['2210', '2170'],
    },
  },
};
