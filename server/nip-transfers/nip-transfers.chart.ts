import type { GlPart } from '../gl/gl-chart';

/** What this area brings to the general ledger: the account the switch settles through, and transfers going out. */
export const NIP_TRANSFERS_CHART: GlPart = {
  accounts: { ASSET: [['1120', 'NIP settlement account', '1100']] },
  events: { NIP_OUTWARD: { label: 'NIP outward transfer', map: ['2101', '1120'] } },
};
