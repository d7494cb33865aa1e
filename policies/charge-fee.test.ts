import { describe, expect, it } from 'vitest';
import { chargeFeeKobo, totalFeeKobo } from './charge-fee';

describe('chargeFeeKobo', () => {
  it('levies a flat charge whatever the amount', () => {
    expect(chargeFeeKobo({ calculation: 'FLAT', amountKobo: 10_00 }, 1)).toBe(10_00);
    expect(chargeFeeKobo({ calculation: 'FLAT', amountKobo: 10_00 }, 5_000_000_00)).toBe(10_00);
  });

  it('levies basis points of the amount, rounding half to even at the kobo', () => {
    // 0.5 % of ₦1,234.56 is 617.28 kobo.
    expect(chargeFeeKobo({ calculation: 'PERCENT', rateBps: 50 }, 1_234_56)).toBe(617);
    // Exactly half a kobo goes to the even neighbour: 0.5 → 0, 1.5 → 2, 2.5 → 2.
    expect(chargeFeeKobo({ calculation: 'PERCENT', rateBps: 50 }, 100)).toBe(0);
    expect(chargeFeeKobo({ calculation: 'PERCENT', rateBps: 50 }, 300)).toBe(2);
    expect(chargeFeeKobo({ calculation: 'PERCENT', rateBps: 50 }, 500)).toBe(2);
    expect(chargeFeeKobo({ calculation: 'PERCENT', rateBps: 10_000 }, 9_000_000_000_000)).toBe(
      9_000_000_000_000,
    );
  });
});

describe('totalFeeKobo', () => {
  it('adds the fee of every charge, each rounded on its own, and is zero without charges', () => {
    const rules = [
      { calculation: 'FLAT', amountKobo: 10_00 },
      { calculation: 'PERCENT', rateBps: 15 },
    ] as const;
    // 0.15 % of ₦3,333.33 is 499.9995 kobo, rounded to 500.
    expect(totalFeeKobo(rules, 333_333)).toBe(10_00 + 500);
    expect(totalFeeKobo([], 333_333)).toBe(0);
  });
});
