import type { GlPart } from '../gl/gl-chart';

/** What this area brings to the general ledger: transfers coming in from other banks (through the settlement account). */
export const NIP_INWARD_CHART: GlPart = {
  events: { NIP_INWARD: { label: 'NIP inward transfer', map: ['1120', '2101'] } },
};
