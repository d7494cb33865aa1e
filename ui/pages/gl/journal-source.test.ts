import { describe, expect, it } from 'vitest';
import { reversibleFromJournals, sourceLabel } from './journal-source';

const MANUAL = {
  source: 'MANUAL',
  status: 'POSTED',
  reversalOfId: null,
  reversedById: null,
} as const;

describe('reversibleFromJournals', () => {
  it('offers a posted manual journal that nothing has reversed', () => {
    expect(reversibleFromJournals(MANUAL)).toBe(true);
  });

  it('offers no opening balance, transfer or reversal', () => {
    for (const source of ['OPENING_BALANCE', 'TRANSFER', 'REVERSAL', 'FEE']) {
      expect({ source, offered: reversibleFromJournals({ ...MANUAL, source }) }).toEqual({
        source,
        offered: false,
      });
    }
  });

  it('offers neither end of a reversal again', () => {
    expect(reversibleFromJournals({ ...MANUAL, status: 'REVERSED', reversedById: 'je-2' })).toBe(
      false,
    );
    expect(reversibleFromJournals({ ...MANUAL, reversalOfId: 'je-1' })).toBe(false);
  });
});

describe('sourceLabel', () => {
  it('names the sources it knows and spells out the others', () => {
    expect(sourceLabel('OPENING_BALANCE')).toBe('Opening balance');
    expect(sourceLabel('MANUAL')).toBe('Manual journal');
    expect(sourceLabel('LOAN_REPAYMENT')).toBe('Loan repayment');
    expect(sourceLabel('NIP_TRANSFER')).toBe('NIP transfer');
  });
});
