/**
 * Exact arithmetic for the loan schedule engine. Every quantity is a ratio of two BigInts, so no
 * float ever decides a kobo. Apache Fineract, whose schedules we reproduce, computes its rates with
 * Java BigDecimal under a MathContext of 12 significant digits, rounding half-even; where it rounds
 * a rate, roundSignificant rounds ours at the same step, and nowhere else.
 */
import { roundHalfEven } from './money';

/** Fineract's MoneyHelper precision: 12 significant digits for rate arithmetic. */
export const RATE_SIGNIFICANT_DIGITS = 12;

export interface Ratio {
  readonly numerator: bigint;
  /** Always positive. */
  readonly denominator: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** numerator / denominator in lowest terms, the sign carried by the numerator. */
export function ratio(numerator: bigint, denominator = 1n): Ratio {
  if (denominator === 0n) throw new RangeError('A ratio cannot have a zero denominator.');
  const sign = denominator < 0n ? -1n : 1n;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / divisor, denominator: (sign * denominator) / divisor };
}

export function multiply(a: Ratio, b: Ratio): Ratio {
  return ratio(a.numerator * b.numerator, a.denominator * b.denominator);
}

export function divide(a: Ratio, b: Ratio): Ratio {
  return ratio(a.numerator * b.denominator, a.denominator * b.numerator);
}

export function isZero(a: Ratio): boolean {
  return a.numerator === 0n;
}

function digitCount(value: bigint): number {
  return (value < 0n ? -value : value).toString().length;
}

/**
 * The value rounded to `digits` significant digits, ties to even, as Java's BigDecimal does under
 * MathContext(digits, HALF_EVEN). A value that already fits is returned unchanged.
 */
export function roundSignificant(value: Ratio, digits = RATE_SIGNIFICANT_DIGITS): Ratio {
  const { numerator, denominator } = value;
  if (numerator === 0n) return value;
  const magnitude = numerator < 0n ? -numerator : numerator;
  // The decimal exponent e with 10^e <= |value| < 10^(e+1).
  let exponent = digitCount(magnitude) - digitCount(denominator);
  if (
    exponent >= 0
      ? magnitude < denominator * 10n ** BigInt(exponent)
      : magnitude * 10n ** BigInt(-exponent) < denominator
  ) {
    exponent -= 1;
  }
  const shift = digits - 1 - exponent;
  if (shift >= 0) {
    const scale = 10n ** BigInt(shift);
    return ratio(roundHalfEven(numerator * scale, denominator), scale);
  }
  const scale = 10n ** BigInt(-shift);
  return ratio(roundHalfEven(numerator, denominator * scale) * scale);
}

/** The value rounded to a whole multiple of `multiple` (at least 1), ties to the even multiple. */
export function roundToMultiple(value: Ratio, multiple: bigint): bigint {
  const step = multiple > 0n ? multiple : 1n;
  return roundHalfEven(value.numerator, value.denominator * step) * step;
}

/**
 * The level payment that repays `principal` over `periods` periods at `rate` per period, exactly:
 * principal x r x (1 + r)^n / ((1 + r)^n - 1), or principal / n when the rate is zero. It is the
 * annuity (Excel PMT) that Fineract evaluates for the equal instalment.
 */
export function annuityPayment(principal: bigint, rate: Ratio, periods: number): Ratio {
  if (isZero(rate)) return ratio(principal, BigInt(periods));
  const { numerator, denominator } = rate;
  const grown = (denominator + numerator) ** BigInt(periods);
  const base = denominator ** BigInt(periods);
  return ratio(principal * numerator * grown, denominator * (grown - base));
}
