import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_DIVISOR,
  CURRENCY,
  DECIMALS,
  formatKobo,
  formatNairaShort,
  LOCALE,
  minorUnitsToMajor,
  parseNairaToKobo,
  roundHalfEven,
} from './money';

describe('"Amount divisor 100, currency NGN, locale en-NG, 2 decimals"', () => {
  it('has the constants of SPEC.md section 9', () => {
    expect([AMOUNT_DIVISOR, CURRENCY, LOCALE, DECIMALS]).toEqual([100, 'NGN', 'en-NG', 2]);
  });
});

describe('"shown as Nigerian naira with 2 decimals; null shows ₦0.00"', () => {
  it.each<[number | bigint | null | undefined, string]>([
    [null, '₦0.00'],
    [undefined, '₦0.00'],
    [0, '₦0.00'],
    [-0, '₦0.00'],
    [1, '₦0.01'],
    [10, '₦0.10'],
    [100, '₦1.00'],
    [123456, '₦1,234.56'],
    [-123456, '-₦1,234.56'],
    [-5, '-₦0.05'],
    [100000000, '₦1,000,000.00'],
    [Number.MAX_SAFE_INTEGER, '₦90,071,992,547,409.91'],
    [900719925474099, '₦9,007,199,254,740.99'],
    [123456789012345678901234n, '₦1,234,567,890,123,456,789,012.34'],
    [-123456789012345678901234n, '-₦1,234,567,890,123,456,789,012.34'],
  ])('%s kobo shows as %s', (kobo, text) => {
    expect(formatKobo(kobo)).toBe(text);
  });

  it.each([[1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %s, which is not whole kobo',
    (kobo) => {
      expect(() => formatKobo(kobo)).toThrow(/whole number/);
    },
  );
});

describe('"Money is held in minor units (divided by 100; commas and spaces stripped)"', () => {
  it.each<[string, number]>([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['1.05', 105],
    ['.5', 50],
    ['12.', 1200],
    ['1.15', 115],
    ['1,234.56', 123456],
    [' 1 234 567.89 ', 123456789],
    ['₦1,234.56', 123456],
    ['₦ 1,234.56', 123456],
    ['-1,234.56', -123456],
    ['-₦1,234.56', -123456],
    ['-0', 0],
    ['90,071,992,547,409.91', Number.MAX_SAFE_INTEGER],
  ])('%j reads as %s kobo', (text, kobo) => {
    expect(parseNairaToKobo(text)).toBe(kobo);
  });

  it.each([
    [''],
    ['  '],
    ['abc'],
    ['1.2.3'],
    ['1e5'],
    ['.'],
    ['₦'],
    ['--1'],
    ['1-'],
    ['0x10'],
    ['NaN'],
  ])('rejects %j as not a naira amount', (text) => {
    expect(() => parseNairaToKobo(text)).toThrow(/is not a naira amount/);
  });

  it('rejects more than 2 decimals', () => {
    expect(() => parseNairaToKobo('1.234')).toThrow('"1.234" has more than 2 decimal places.');
  });

  it('rejects amounts beyond Number.MAX_SAFE_INTEGER kobo', () => {
    expect(() => parseNairaToKobo('90,071,992,547,409.92')).toThrow(/too large/);
  });

  it('reads back what formatKobo writes, for any safe amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (kobo) => {
        expect(parseNairaToKobo(formatKobo(kobo))).toBe(kobo === 0 ? 0 : kobo);
      }),
      { numRuns: 500 },
    );
  });
});

describe('minorUnitsToMajor (display only)', () => {
  it.each<[number | bigint | null | undefined, number]>([
    [123456, 1234.56],
    [5n, 0.05],
    [null, 0],
    [undefined, 0],
    [-250, -2.5],
  ])('%s kobo is %s naira', (kobo, naira) => {
    expect(minorUnitsToMajor(kobo)).toBe(naira);
  });
});

describe('roundHalfEven: "rounding is explicit (half-even) and happens in one named function"', () => {
  it.each<[bigint, bigint, bigint]>([
    [0n, 5n, 0n],
    [6n, 2n, 3n],
    [5n, 2n, 2n],
    [7n, 2n, 4n],
    [15n, 10n, 2n],
    [25n, 10n, 2n],
    [35n, 10n, 4n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [14n, 10n, 1n],
    [16n, 10n, 2n],
    [-5n, 2n, -2n],
    [-7n, 2n, -4n],
    [5n, -2n, -2n],
    [-5n, -2n, 2n],
    [-16n, 10n, -2n],
    [123456789n * 375n, 10000n, 4629630n],
  ])('%s / %s rounds to %s', (numerator, denominator, expected) => {
    expect(roundHalfEven(numerator, denominator)).toBe(expected);
  });

  it('refuses to divide by zero', () => {
    expect(() => roundHalfEven(1n, 0n)).toThrow(RangeError);
  });

  it('is within half of the exact quotient and symmetric around zero', () => {
    fc.assert(
      fc.property(fc.bigInt(-(10n ** 30n), 10n ** 30n), fc.bigInt(1n, 10n ** 12n), (n, d) => {
        const rounded = roundHalfEven(n, d);
        const error = n * 2n - rounded * 2n * d;
        expect(error <= d && error >= -d).toBe(true);
        if (error === d || error === -d) {
          expect(rounded % 2n).toBe(0n);
        }
        expect(roundHalfEven(-n, d)).toBe(-rounded);
      }),
      { numRuns: 500 },
    );
  });
});

describe('koboToDecimalText', () => {
  it('writes exact decimal naira without symbol or grouping', async () => {
    const { koboToDecimalText } = await import('./money');
    expect(koboToDecimalText(0)).toBe('0.00');
    expect(koboToDecimalText(5)).toBe('0.05');
    expect(koboToDecimalText(123456)).toBe('1234.56');
    expect(koboToDecimalText(-150)).toBe('-1.50');
    expect(koboToDecimalText(9_000_000_000_000_000)).toBe('90000000000000.00');
    expect(() => koboToDecimalText(1.5)).toThrow(RangeError);
  });
});

describe('formatNairaShort', () => {
  it('shortens naira for a chart axis', () => {
    expect(formatNairaShort(1_250_000_000)).toBe('₦1.3bn');
    expect(formatNairaShort(1_200_000)).toBe('₦1.2m');
    expect(formatNairaShort(350_000)).toBe('₦350k');
    expect(formatNairaShort(900)).toBe('₦900');
    expect(formatNairaShort(-2_500_000)).toBe('₦-2.5m');
  });
});
