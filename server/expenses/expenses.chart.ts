import type { GlPart } from '../gl/gl-chart';

/**
 * The accounts expenses post to: the operating expense accounts a bank budgets for, and the
 * withholding tax it deducts and owes the tax authority until it remits it. The EXPENSE event's
 * credit is the account an expense is paid from unless it names another; WITHHOLDING_TAX's credit
 * is where the deducted tax waits (its debit is the account paid from, which each expense names).
 */
export const EXPENSES_CHART: GlPart = {
  accounts: {
    LIABILITY: [['2170', 'Withholding tax payable', '2000']],
    EXPENSE: [
      ['5201', 'Staff costs', '5000'],
      ['5301', 'Operating expenses', '5000'],
      ['5311', 'Rent and premises', '5000'],
      ['5312', 'Professional and consultancy fees', '5000'],
      ['5313', 'Office supplies and stationery', '5000'],
    ],
  },
  events: {
    EXPENSE: { label: 'Expense', map: ['5301', '1110'] },
    WITHHOLDING_TAX: { label: 'Withholding tax deducted', map: ['1110', '2170'] },
  },
};
