import type { GlPart } from '../gl/gl-chart';

/** What this area brings to the general ledger: transfers between the bank's own deposit accounts. */
export const TRANSFERS_CHART: GlPart = {
  events: { TRANSFER: { label: 'Transfer', map: ['2101', '2102'] } },
};
