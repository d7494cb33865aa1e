/**
 * Annual interest rates as loan products and loans hold them: a percent per year written as
 * decimal text ("12", "9.4822"). The text is kept exactly; schedule maths reads the rate as an
 * integer count of ten-thousandths of a percent so that no float ever touches it.
 */

/** "9.4822" is the longest fraction a rate may have. */
export const MAX_RATE_DECIMALS = 4;
/** The highest annual rate accepted, in percent. */
export const MAX_ANNUAL_RATE_PERCENT = 1000;

/** The rate's denominator: ten-thousandths of a percent per unit of `scaledPercent`. */
export const RATE_SCALE = 10n ** BigInt(MAX_RATE_DECIMALS);

export interface AnnualRate {
  /** The rate as typed, trimmed and without superfluous zeros: "9.4822", "12". */
  readonly text: string;
  /** The percent times 10^MAX_RATE_DECIMALS, exactly: "9.4822" gives 94822n. */
  readonly scaledPercent: bigint;
}

const RATE_PATTERN = /^(\d{1,4})(?:\.(\d+))?$/;

/**
 * Parses "12", "9.4822" (0 <= rate <= 1000, at most MAX_RATE_DECIMALS decimals); null if not
 * valid. Signs, exponents, grouping and empty text are refused: a rate is typed by staff and read
 * back by auditors, so it has one plain spelling.
 */
export function parseAnnualRate(text: string): AnnualRate | null {
  const match = RATE_PATTERN.exec(text.trim());
  if (match === null) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > MAX_RATE_DECIMALS) return null;
  const scaledPercent = BigInt(`${whole}${fraction.padEnd(MAX_RATE_DECIMALS, '0')}`);
  if (scaledPercent > BigInt(MAX_ANNUAL_RATE_PERCENT) * RATE_SCALE) return null;
  const wholeText = String(Number(whole));
  return { text: fraction === '' ? wholeText : `${wholeText}.${fraction}`, scaledPercent };
}
