import type { GlPart } from './gl-chart';

/** What this area brings to the general ledger: the chart's groups, the bank's own funding and the opening position. */
export const GL_CHART: GlPart = {
  accounts: {
    ASSET: [
      ['1000', 'Assets', null, 'header'],
      ['1100', 'Cash and cash equivalents', '1000', 'header'],
      ['1110', 'Due from banks', '1100'],
    ],
    LIABILITY: [
      ['2000', 'Liabilities', null, 'header'],
      ['2900', 'Suspense account', '2000'],
    ],
    EQUITY: [
      ['3000', 'Equity', null, 'header'],
      ['3101', 'Share capital', '3000'],
      ['3201', 'Retained earnings', '3000'],
    ],
    INCOME: [['4000', 'Income', null, 'header']],
    EXPENSE: [['5000', 'Expenses', null, 'header']],
  },
  events: {
    OPENING_BALANCE: { label: 'Opening balance', map: ['1110', '3101'] },
  },
  opening: [
    { narration: 'Paid-up share capital', debit: '1110', credit: '3101', naira: 250_000_000 },
  ],
};
