import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from './loan-schedule-dates';
import {
  annuityPayment,
  type Ratio,
  ratio,
  roundSignificant,
  roundToMultiple,
} from './loan-schedule-math';

const decimal = (text: string): Ratio => {
  const [whole = '0', fraction = ''] = text.split('.');
  return ratio(BigInt(`${whole}${fraction}`), 10n ** BigInt(fraction.length));
};

describe('roundSignificant (Java BigDecimal under MathContext(12, HALF_EVEN))', () => {
  it.each([
    // 9.4822 / 12 = 0.790183333333|33... -> 0.790183333333
    [ratio(94_822n, 120_000n), '0.790183333333'],
    // 12 / 365 = 0.0328767123287|67... -> 0.0328767123288
    [ratio(12n, 365n), '0.0328767123288'],
    // 1000 / 12 = 83.3333333333|33... -> 83.3333333333
    [ratio(1000n, 12n), '83.3333333333'],
    // A tie goes to the even neighbour: 1.000000000005 -> 1.00000000000, 1.000000000015 -> 1.00000000002.
    [decimal('1.000000000005'), '1'],
    [decimal('1.000000000015'), '1.00000000002'],
    // The carry makes a new digit: 9.999999999995 -> 10.0000000000.
    [decimal('9.999999999995'), '10'],
    // Values that fit are left alone.
    [decimal('0.01'), '0.01'],
  ])('%o rounds to %s', (value, expected) => {
    expect(roundSignificant(value)).toEqual(decimal(expected));
  });
});

describe('roundToMultiple', () => {
  it('rounds half to the even multiple', () => {
    expect(roundToMultiple(ratio(250n), 100n)).toBe(200n);
    expect(roundToMultiple(ratio(350n), 100n)).toBe(400n);
    expect(roundToMultiple(ratio(251n), 100n)).toBe(300n);
    expect(roundToMultiple(ratio(5n, 2n), 0n)).toBe(2n);
  });
});

describe('annuityPayment', () => {
  it('is P r (1 + r)^n / ((1 + r)^n - 1): 1000 at 10% over 2 periods is 576.190476...', () => {
    // 1000 x 0.1 x 1.21 / 0.21 = 121 / 0.21 = 576.190476...
    expect(annuityPayment(1000n, ratio(1n, 10n), 2)).toEqual(ratio(12_100n, 21n));
  });

  it('is the principal over the periods at a zero rate', () => {
    expect(annuityPayment(1000n, ratio(0n), 3)).toEqual(ratio(1000n, 3n));
  });
});

describe('due-date arithmetic', () => {
  it('keeps the day of the month where it can and clamps to the month end where it cannot', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-02-28', -1)).toBe('2026-01-28');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
  });

  it('counts whole days across months and leap years', () => {
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2023-02-01', '2023-03-01')).toBe(28);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
});
