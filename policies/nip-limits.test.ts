import { describe, expect, it } from 'vitest';
import { kycTierOf, lagosDayBounds, nipLimitBreach, vatOnFeeKobo } from './nip-limits';

describe('NIP limits by KYC tier', () => {
  it('holds tier 1 to ₦50,000 a transaction and a day', () => {
    expect(nipLimitBreach(1, 50_000_00, 0)).toBeNull();
    expect(nipLimitBreach(1, 50_000_01, 0)).toBe('per-transaction');
    expect(nipLimitBreach(1, 1_00, 49_999_01)).toBe('daily');
  });

  it('holds tier 2 to ₦100,000 a transaction and ₦200,000 a day', () => {
    expect(nipLimitBreach(2, 100_000_00, 100_000_00)).toBeNull();
    expect(nipLimitBreach(2, 100_000_01, 0)).toBe('per-transaction');
    expect(nipLimitBreach(2, 100_000_00, 100_000_01)).toBe('daily');
  });

  it('holds tier 3 to the default policy, and reads a missing tier as 3', () => {
    expect(nipLimitBreach(3, 5_000_000_00, 20_000_000_00)).toBeNull();
    expect(nipLimitBreach(3, 5_000_000_01, 0)).toBe('per-transaction');
    expect(nipLimitBreach(3, 1_00, 25_000_000_00)).toBe('daily');
    expect(kycTierOf(undefined)).toBe(3);
    expect(kycTierOf(1)).toBe(1);
  });
});

describe('VAT on the fee', () => {
  it('is 7.5% rounded half up to the kobo', () => {
    expect(vatOnFeeKobo(25_00)).toBe(1_88); // 187.5 kobo rounds up
    expect(vatOnFeeKobo(10_00)).toBe(75);
    expect(vatOnFeeKobo(2)).toBe(0); // 0.15 kobo
    expect(vatOnFeeKobo(20)).toBe(2); // 1.5 kobo rounds up
    expect(vatOnFeeKobo(0)).toBe(0);
  });
});

describe('the Lagos day', () => {
  it('starts at 23:00 UTC the evening before', () => {
    expect(lagosDayBounds(new Date('2026-11-25T22:59:59Z'))).toEqual({
      fromIso: '2026-11-24T23:00:00.000Z',
      toIso: '2026-11-25T23:00:00.000Z',
    });
    expect(lagosDayBounds(new Date('2026-11-25T23:00:00Z')).fromIso).toBe(
      '2026-11-25T23:00:00.000Z',
    );
  });
});
