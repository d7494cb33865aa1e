/**
 * Money is an integer count of kobo everywhere (SPEC.md section 5, DESIGN.md "Money and the
 * ledger"). Naira exist only as text at the edge: formatKobo renders them and parseNairaToKobo
 * reads them back, both with integer arithmetic, so no amount ever passes through a float.
 */

export const AMOUNT_DIVISOR = 100;
export const CURRENCY = 'NGN';
export const LOCALE = 'en-NG';
export const DECIMALS = 2;
/**
 * The most one amount may be, one trillion naira: the contract's AmountKobo bound, and well inside
 * the integers JavaScript and both databases hold exactly. Every amount rule reads this one.
 */
export const MAX_AMOUNT_KOBO = 100_000_000_000_000;

const DIVISOR = BigInt(AMOUNT_DIVISOR);
const MAX_SAFE_KOBO = BigInt(Number.MAX_SAFE_INTEGER);

const NAIRA_FORMAT = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: DECIMALS,
  maximumFractionDigits: DECIMALS,
});

function toKoboBigInt(kobo: number | bigint): bigint {
  if (typeof kobo === 'bigint') {
    return kobo;
  }
  if (!Number.isInteger(kobo)) {
    throw new Error(`Amount in kobo must be a whole number, got ${kobo}.`);
  }
  return BigInt(kobo);
}

/**
 * Formats kobo as naira with 2 decimals in the en-NG locale: 123456 gives '₦1,234.56', null and
 * undefined give '₦0.00' and negatives '-₦1,234.56'. The whole naira are formatted as a BigInt by
 * Intl and the kobo digits are put in as the fraction, so even amounts beyond 2^53 kobo are exact.
 */
export function formatKobo(kobo: number | bigint | null | undefined): string {
  const amount = kobo === null || kobo === undefined ? 0n : toKoboBigInt(kobo);
  const magnitude = amount < 0n ? -amount : amount;
  const fraction = (magnitude % DIVISOR).toString().padStart(DECIMALS, '0');
  const parts = NAIRA_FORMAT.formatToParts(magnitude / DIVISOR);
  const text = parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
  return amount < 0n ? `-${text}` : text;
}

const NAIRA_PATTERN = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Reads naira typed by a person into kobo: '₦1,234.56' gives 123456. Commas, spaces and one
 * leading ₦ sign are ignored; a leading minus is allowed. The digits are joined as text and read
 * as an integer, never multiplied as a float, because 1.15 * 100 is 114.99999999999999.
 */
export function parseNairaToKobo(text: string): number {
  const compact = text.replace(/[\s,]/g, '').replace(/^(-?)₦/, '$1');
  const match = NAIRA_PATTERN.exec(compact);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (match === null || (whole === '' && fraction === '')) {
    throw new Error(`"${text}" is not a naira amount.`);
  }
  if (fraction.length > DECIMALS) {
    throw new Error(`"${text}" has more than ${DECIMALS} decimal places.`);
  }
  const magnitude = BigInt(`${whole || '0'}${fraction.padEnd(DECIMALS, '0')}`);
  if (magnitude > MAX_SAFE_KOBO) {
    throw new Error(`"${text}" is too large to hold exactly in kobo.`);
  }
  const kobo = Number(magnitude);
  return match[1] === '-' && kobo !== 0 ? -kobo : kobo;
}

/**
 * Kobo divided by 100 as a JavaScript number, for display only (chart axes, percentages of a
 * whole). The result is a float: never store it, sum it or send it back as an amount.
 */
export function minorUnitsToMajor(kobo: number | bigint | null | undefined): number {
  if (kobo === null || kobo === undefined) {
    return 0;
  }
  return Number(kobo) / AMOUNT_DIVISOR;
}

/**
 * numerator / denominator rounded to the nearest integer, ties to the even neighbour (banker's
 * rounding). It is the one rounding function for interest and fee maths: half-even does not drift
 * upwards over many postings as half-up does.
 */
export function roundHalfEven(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) {
    throw new RangeError('Cannot divide by zero when rounding.');
  }
  const negative = numerator < 0n !== denominator < 0n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = denominator < 0n ? -denominator : denominator;
  const quotient = top / bottom;
  const twiceRemainder = (top % bottom) * 2n;
  const roundsUp = twiceRemainder > bottom || (twiceRemainder === bottom && quotient % 2n === 1n);
  const magnitude = roundsUp ? quotient + 1n : quotient;
  return negative ? -magnitude : magnitude;
}

/**
 * Kobo as plain decimal naira text for files (CSV): '-1234.50', no symbol, no grouping, so
 * spreadsheets read it as a number. Exact: integer arithmetic, no floating point.
 */
export function koboToDecimalText(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Not a whole number of kobo: ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const naira = Math.trunc(abs / AMOUNT_DIVISOR);
  const rest = String(abs % AMOUNT_DIVISOR).padStart(DECIMALS, '0');
  return `${sign}${naira}.${rest}`;
}

/** Whole naira in short, for a chart's axis: ₦1.2bn, ₦1.2m, ₦350k, ₦900. */
export function formatNairaShort(naira: number): string {
  const size = Math.abs(naira);
  if (size >= 1_000_000_000) return `₦${(naira / 1_000_000_000).toFixed(1)}bn`;
  if (size >= 1_000_000) return `₦${(naira / 1_000_000).toFixed(1)}m`;
  if (size >= 1_000) return `₦${(naira / 1_000).toFixed(0)}k`;
  return `₦${naira.toFixed(0)}`;
}
