import type { GlPart } from '../gl/gl-chart';

/** What this area brings to the general ledger: loans and their receivables, the interest they earn and the losses provided for. */
export const LOANS_CHART: GlPart = {
  accounts: {
    ASSET: [
      ['1200', 'Loans and advances', '1000', 'header'],
      ['1201', 'Loans to customers', '1200'],
      ['1202', 'Interest receivable on loans', '1200'],
      ['1203', 'Fees receivable on loans', '1200'],
      ['1204', 'Penalties receivable on loans', '1200'],
      // A contra-asset: its credit balance is the provision held against the loans above it.
      ['1209', 'Allowance for loan losses', '1200'],
    ],
    LIABILITY: [['2160', 'Unearned interest on loans', '2000']],
    INCOME: [
      ['4101', 'Interest income on loans', '4000'],
      ['4102', 'Penalty income on loans', '4000'],
    ],
    EXPENSE: [['5501', 'Loan loss expense', '5000']],
  },
  events: {
    LOAN_DISBURSEMENT: { label: 'Loan disbursement', map: ['1201', '2101'] },
    LOAN_REPAYMENT_PRINCIPAL: { label: 'Loan repayment (principal)', map: ['2101', '1201'] },
    LOAN_REPAYMENT_INTEREST: { label: 'Loan repayment (interest)', map: ['2101', '4101'] },
    // Loans book their scheduled interest receivable against unearned interest at disbursement
    // and earn it daily at the close of business or as it is paid, whichever comes first
    // (decisions 034, 070); fees and penalties have receivables of their own.
    LOAN_INTEREST_RECEIVABLE: {
      label: 'Loan interest booked (receivable, unearned)',
      map: ['1202', '2160'],
    },
    LOAN_INTEREST_INCOME: { label: 'Loan interest earned', map: ['2160', '4101'] },
    LOAN_FEE: { label: 'Loan fees', map: ['1203', '4201'] },
    LOAN_PENALTY: { label: 'Loan penalties', map: ['1204', '4102'] },
    LOAN_WRITE_OFF: { label: 'Loan write-off', map: ['5501', '1201'] },
    // Provisioning raises the allowance against loan loss expense, and releases it the other way.
    LOAN_PROVISION: { label: 'Loan loss provision', map: ['5501', '1209'] },
  },
};
