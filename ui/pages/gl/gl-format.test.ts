import { describe, expect, it } from 'vitest';
import type { GlAccount } from '../../../api/coa.api';
import {
  accountLabel,
  formatDrCr,
  formatSideAmount,
  normalSide,
  onAbnormalSide,
  postableAccounts,
} from './gl-format';

function account(fields: Partial<GlAccount>): GlAccount {
  return {
    id: 'gl-1',
    code: '1000',
    name: 'Cash',
    type: 'ASSET',
    parentId: null,
    header: false,
    status: 'ACTIVE',
    balanceKobo: 0,
    ...fields,
  };
}

describe('formatDrCr', () => {
  it.each<[number | bigint | null, string]>([
    [123400, '₦1,234.00 Dr'],
    [-123400, '₦1,234.00 Cr'],
    [0, '₦0.00'],
    [null, '₦0.00'],
    [-1, '₦0.01 Cr'],
    [9_000_000_000_000_000n, '₦90,000,000,000,000.00 Dr'],
  ])('shows %s kobo as %s', (kobo, text) => {
    expect(formatDrCr(kobo)).toBe(text);
  });
});

describe('normal sides', () => {
  it('puts assets and expenses on the debit side, the rest on the credit side', () => {
    expect(
      (['ASSET', 'EXPENSE', 'LIABILITY', 'EQUITY', 'INCOME'] as const).map(normalSide),
    ).toEqual(['Dr', 'Dr', 'Cr', 'Cr', 'Cr']);
  });

  it('flags a balance on the other side only', () => {
    expect(onAbnormalSide('ASSET', -1)).toBe(true);
    expect(onAbnormalSide('ASSET', 1)).toBe(false);
    expect(onAbnormalSide('INCOME', 1)).toBe(true);
    expect(onAbnormalSide('INCOME', -1)).toBe(false);
    expect(onAbnormalSide('LIABILITY', 0)).toBe(false);
  });
});

describe('helpers', () => {
  it('leaves a nil side blank', () => {
    expect(formatSideAmount(0)).toBe('');
    expect(formatSideAmount(150000)).toBe('₦1,500.00');
  });

  it('labels an account by code and name', () => {
    expect(accountLabel({ code: '1100', name: 'Cash at bank' })).toBe('1100 · Cash at bank');
  });

  it('offers only active postable accounts for postings', () => {
    const accounts = [
      account({ id: 'a' }),
      account({ id: 'b', header: true }),
      account({ id: 'c', status: 'INACTIVE' }),
    ];
    expect(postableAccounts(accounts).map((item) => item.id)).toEqual(['a']);
  });
});
