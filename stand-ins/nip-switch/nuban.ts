/**
 * NUBAN account numbers for the stand-in's directory, from the CBN's revised scheme: nine serial
 * digits and a check digit over the institution's six-digit code and the serial. The stand-in
 * makes its own, so that an account the console refuses as a bad NUBAN is the console's mistake
 * or the directory's, never both at once.
 */

const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/** A deposit money bank's 3-digit CBN code gets "000" in front; a 6-digit code is kept. */
function sixDigitCode(code: string): string {
  if (/^\d{6}$/.test(code)) return code;
  if (/^\d{3}$/.test(code)) return `000${code}`;
  throw new RangeError(`An institution code has 3 or 6 digits, not "${code}".`);
}

/** The check digit that brings the weighted sum of code and serial up to a multiple of ten. */
export function checkDigit(institutionCode: string, serial: string): number {
  if (!/^\d{9}$/.test(serial)) throw new RangeError(`A serial has 9 digits, not "${serial}".`);
  const digits = sixDigitCode(institutionCode) + serial;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return (10 - (sum % 10)) % 10;
}

/** The ten-digit account number of `serial` (1 to 999999999) at an institution. */
export function accountNumberOf(institutionCode: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > 999_999_999) {
    throw new RangeError(`A serial is a whole number from 1 to 999999999, not ${serial}.`);
  }
  const digits = String(serial).padStart(9, '0');
  return `${digits}${checkDigit(institutionCode, digits)}`;
}
