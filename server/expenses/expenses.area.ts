import { type Area, laterArea } from '../area';

/** The bank's own expenses, through the approval flows. 501 until it lands. */
export const expensesArea: Area = laterArea(
  'Finance: expenses',
  ['listExpenses', 'createExpense', 'bulkCreateExpenses', 'approveExpense'],
  {
    gl: {
      accounts: {
        EXPENSE: [
          ['5201', 'Staff costs', '5000'],
          ['5301', 'Operating expenses', '5000'],
        ],
      },
      events: {
        EXPENSE: { label: 'Expense', map: ['5301', '1110'] },
      },
    },
    approvalTypes: [{ type: 'EXPENSE', label: 'Expense' }],
  },
);
