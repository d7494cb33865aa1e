import type { GlPart } from '../gl/gl-chart';

/** What this area brings to the general ledger: the fees products levy and the VAT on them. */
export const CHARGES_CHART: GlPart = {
  accounts: {
    LIABILITY: [['2150', 'VAT payable', '2000']],
    INCOME: [['4201', 'Fee and commission income', '4000']],
  },
  events: {
    FEE: { label: 'Fee', map: ['2101', '4201'] },
    VAT: { label: 'VAT on fees', map: ['2101', '2150'] },
  },
};
