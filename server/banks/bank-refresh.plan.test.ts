import { describe, expect, it } from 'vitest';
import { planBankRefresh } from './bank-refresh.plan';

const bank = (id: string, nipCode: string, name: string, active = true) => ({
  id,
  nipCode,
  name,
  category: 'COMMERCIAL',
  active,
});
const record = (institutionCode: string, institutionName: string, category = 'COMMERCIAL') => ({
  institutionCode,
  institutionName,
  category,
});

describe('planning a refresh of the banks from the switch list', () => {
  it('adds the new, updates the changed and reactivated, and sets the unlisted inactive', () => {
    const plan = planBankRefresh(
      [
        bank('a', '000014', 'Access Bank'),
        bank('b', '000013', 'Old Name'),
        bank('c', '000015', 'Zenith Bank', false),
        bank('d', '099998', 'Dropped'),
        bank('e', '099997', 'Already Gone', false),
      ],
      [
        record('000014', 'Access Bank'),
        record('000013', 'Guaranty Trust Bank'),
        record('000015', 'Zenith Bank'),
        record('000016', 'First Bank of Nigeria'),
      ],
    );
    expect(plan.add).toEqual([
      { nipCode: '000016', name: 'First Bank of Nigeria', cbnCode: '011', category: 'COMMERCIAL' },
    ]);
    expect(plan.update).toEqual([
      { id: 'b', name: 'Guaranty Trust Bank', category: 'COMMERCIAL' },
      { id: 'c', name: 'Zenith Bank', category: 'COMMERCIAL' },
    ]);
    expect(plan.deactivate).toEqual(['d']);
  });

  it('keeps a category it does not know and skips records without a code or a name', () => {
    const plan = planBankRefresh(
      [bank('a', '000014', 'Access Bank')],
      [record('000014', 'Access Bank', '7'), record('12', 'Bad Code'), record('090998', ' ')],
    );
    expect(plan).toEqual({ add: [], update: [], deactivate: [] });
    const fresh = planBankRefresh([], [record('090998', 'New MFB', 'microfinance')]);
    expect(fresh.add).toEqual([
      { nipCode: '090998', name: 'New MFB', cbnCode: null, category: 'MICROFINANCE' },
    ]);
  });
});
