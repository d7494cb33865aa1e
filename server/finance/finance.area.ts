import { type Area, laterArea } from '../area';

/**
 * Finance: expenses, budgets and fixed assets. Its operations answer 501 until it lands; its
 * accounts and GL events are in the chart already, and its expenses have their approval type.
 */
export const financeArea: Area = laterArea(
  'Finance: expenses, budgets and fixed assets',
  [
    'listExpenses',
    'createExpense',
    'bulkCreateExpenses',
    'approveExpense',
    'listBudgets',
    'createBudget',
    'bulkCreateBudgets',
    'listAssets',
    'createAsset',
    'bulkCreateAssets',
    'depreciateAsset',
  ],
  {
    gl: {
      accounts: {
        ASSET: [
          ['1500', 'Fixed assets', '1000', 'header'],
          ['1501', 'Furniture and equipment', '1500'],
          ['1509', 'Accumulated depreciation', '1500'],
        ],
        EXPENSE: [
          ['5201', 'Staff costs', '5000'],
          ['5301', 'Operating expenses', '5000'],
          ['5401', 'Depreciation expense', '5000'],
        ],
      },
      events: {
        EXPENSE: { label: 'Expense', map: ['5301', '1110'] },
        DEPRECIATION: { label: 'Depreciation', map: ['5401', '1509'] },
      },
      opening: [
        {
          narration: 'Office furniture and equipment',
          debit: '1501',
          credit: '1110',
          naira: 18_500_000,
        },
      ],
    },
    approvalTypes: [{ type: 'EXPENSE', label: 'Expense' }],
  },
);
