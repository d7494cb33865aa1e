import type { GlPart } from '../gl/gl-chart';

/** What this area brings to the general ledger: the branch vaults' and tellers' cash, and what a till's count finds over or short. */
export const TILLS_CHART: GlPart = {
  accounts: {
    ASSET: [
      ['1101', 'Vault cash', '1100'],
      ['1102', 'Teller cash', '1100'],
    ],
    INCOME: [['4301', 'Cash overage', '4000']],
    EXPENSE: [['5601', 'Cash shortage', '5000']],
  },
  events: {
    TILL_CASH_IN: { label: 'Till cash in', map: ['1102', '1101'] },
    TILL_CASH_OUT: { label: 'Till cash out', map: ['1101', '1102'] },
    // A till's counted difference: the till's own account takes the other side (decision 037).
    TILL_OVERAGE: { label: 'Till cash overage', map: ['1102', '4301'] },
    TILL_SHORTAGE: { label: 'Till cash shortage', map: ['5601', '1102'] },
  },
  opening: [
    { narration: 'Cash withdrawn to the vault', debit: '1101', credit: '1110', naira: 40_000_000 },
  ],
};
