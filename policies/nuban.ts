/**
 * The Nigeria Uniform Bank Account Number (NUBAN) in its revised form, which gives every
 * institution a six-digit code: an account number is ten digits, a nine-digit serial followed by
 * one check digit. The check digit is computed over the fifteen digits made of the institution
 * code and the serial, so the same serial gets a different check digit at another institution
 * and a number typed against the wrong bank is usually refused before any money moves.
 *
 * A deposit money bank's three-digit code is padded to six with '000' in front. The padding adds
 * nothing to the weighted sum, so the revised scheme gives those banks exactly the check digits of
 * the original twelve-digit scheme and their existing account numbers stay valid.
 */

/** The weights of the fifteen digits, institution code first: 3, 7, 3 repeated. */
export const NUBAN_WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

export const NUBAN_LENGTH = 10;
export const NUBAN_SERIAL_DIGITS = 9;
export const INSTITUTION_CODE_DIGITS = 6;
/** Serial 0 is never issued; the largest serial fills all nine digits. */
export const MIN_NUBAN_SERIAL = 1;
export const MAX_NUBAN_SERIAL = 999_999_999;

// Without the `u` flag `\d` is exactly [0-9], so no other script's digits slip through.
const THREE_DIGITS = /^\d{3}$/;
const SIX_DIGITS = /^\d{6}$/;
const SERIAL_PATTERN = /^\d{9}$/;
const NUBAN_PATTERN = /^\d{10}$/;

/**
 * The six-digit institution code the check digit is computed with: a six-digit code is kept, a
 * deposit money bank's three-digit code gets '000' in front. Anything else is refused rather
 * than guessed at, because a wrong code silently yields wrong check digits for every account.
 */
export function normaliseInstitutionCode(code: string): string {
  if (SIX_DIGITS.test(code)) return code;
  if (THREE_DIGITS.test(code)) return `000${code}`;
  throw new RangeError(
    `Institution code must be 3 or 6 digits, got ${JSON.stringify(code.slice(0, 20))}.`,
  );
}

/**
 * The check digit of a nine-digit serial at an institution: the fifteen digits of code and
 * serial are multiplied by the weights and summed, and the check digit is what brings the sum up
 * to a multiple of ten (10 - sum mod 10, with 10 written as 0).
 */
export function nubanCheckDigit(institutionCode: string, serial: string): number {
  const code = normaliseInstitutionCode(institutionCode);
  if (!SERIAL_PATTERN.test(serial)) {
    throw new RangeError(
      `A NUBAN serial must be ${NUBAN_SERIAL_DIGITS} digits, got ${JSON.stringify(serial.slice(0, 20))}.`,
    );
  }
  const digits = `${code}${serial}`;
  let sum = 0;
  NUBAN_WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(digits[index]);
  });
  return (10 - (sum % 10)) % 10;
}

/**
 * The account number for a serial at an institution: the serial left-padded with zeros to nine
 * digits, then its check digit. Refuses a serial that is not a whole number in 1..999999999 and
 * a malformed institution code.
 */
export function makeNuban(institutionCode: string, serialNumber: number): string {
  if (
    !Number.isSafeInteger(serialNumber) ||
    serialNumber < MIN_NUBAN_SERIAL ||
    serialNumber > MAX_NUBAN_SERIAL
  ) {
    throw new RangeError(
      `A NUBAN serial must be a whole number from ${MIN_NUBAN_SERIAL} to ${MAX_NUBAN_SERIAL}, got ${serialNumber}.`,
    );
  }
  const serial = String(serialNumber).padStart(NUBAN_SERIAL_DIGITS, '0');
  return `${serial}${nubanCheckDigit(institutionCode, serial)}`;
}

/**
 * Whether an account number is a NUBAN of the institution: exactly ten ASCII digits whose last
 * is the check digit of the first nine. An account number in any other shape is simply not
 * valid; a malformed institution code is the caller's mistake and throws (see
 * normaliseInstitutionCode).
 */
export function isValidNuban(institutionCode: string, accountNumber: string): boolean {
  const code = normaliseInstitutionCode(institutionCode);
  if (!NUBAN_PATTERN.test(accountNumber)) return false;
  const serial = accountNumber.slice(0, NUBAN_SERIAL_DIGITS);
  return nubanCheckDigit(code, serial) === Number(accountNumber[NUBAN_SERIAL_DIGITS]);
}
