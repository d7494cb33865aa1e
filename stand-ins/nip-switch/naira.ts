/**
 * Amounts on the NIP wire are naira with a decimal point ("1500.50"); the stand-in keeps whole
 * kobo so it never adds or compares floating point money. Both directions work on digits alone.
 */

/** The largest amount the stand-in accepts: ₦1 trillion, far above any NIP single transfer. */
export const MAX_WIRE_KOBO = 100_000_000_000_000;

const WIRE_AMOUNT = /^(\d{1,15})(?:\.(\d{1,2}))?$/;

/** 150050 kobo as "1500.50": whole naira, a dot, always two kobo digits. */
export function nairaText(kobo: number): string {
  if (!Number.isSafeInteger(kobo) || kobo < 0) {
    throw new RangeError(`Not a whole, non-negative number of kobo: ${kobo}`);
  }
  const naira = Math.trunc(kobo / 100);
  return `${naira}.${String(kobo % 100).padStart(2, '0')}`;
}

/**
 * Whole kobo from the wire's naira text ("1500.5" and "1500.50" both give 150050), or null for
 * text that is not a plain non-negative amount with at most two decimals.
 */
export function koboOfNaira(text: string): number | null {
  const match = WIRE_AMOUNT.exec(text.trim());
  if (match === null) return null;
  const kobo = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return kobo <= MAX_WIRE_KOBO ? kobo : null;
}
