import { describe, expect, it } from 'vitest';
import { checkInjection, type InjectionDraft } from './capital-injection-dialog';

const DRAFT: InjectionDraft = {
  amount: '5,000,000.50',
  equityAccountId: 'equity-1',
  intoAccountId: 'bank-1',
  valueDate: '2026-11-27',
  narration: '  Rights issue proceeds ',
  reference: '',
};

describe('a capital injection draft', () => {
  it('becomes a balanced journal: the bank debited, the equity account credited, in kobo', () => {
    expect(checkInjection(DRAFT, '2026-11-27')).toEqual({
      body: {
        narration: 'Rights issue proceeds',
        valueDate: '2026-11-27',
        lines: [
          { glAccountId: 'bank-1', debitKobo: 500_000_050, creditKobo: 0 },
          { glAccountId: 'equity-1', debitKobo: 0, creditKobo: 500_000_050 },
        ],
      },
      problems: {},
    });
  });

  it('names each field that keeps it from being sent', () => {
    const checked = checkInjection(
      { ...DRAFT, amount: '0', intoAccountId: '', valueDate: '2026-11-28', narration: ' ' },
      '2026-11-27',
    );
    expect(checked.body).toBeNull();
    expect(Object.keys(checked.problems).sort()).toEqual([
      'amount',
      'intoAccountId',
      'narration',
      'valueDate',
    ]);
    expect(checked.problems.valueDate).toBe('The value date cannot be after 27 Nov 2026.');
  });
});
