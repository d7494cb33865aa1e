/**
 * Whether what NIBSS or NIMC holds of a person is what the bank holds of its customer: name, date
 * of birth and phone, each compared after normalising what legitimately differs between records.
 */

/** The fields a BVN or NIN check compares. */
export const IDENTITY_FIELDS = ['NAME', 'DATE_OF_BIRTH', 'PHONE'] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

export interface IdentityRecord {
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  /** `YYYY-MM-DD`. */
  readonly dateOfBirth: string | null;
  readonly phone: string | null;
}

/**
 * A name's words as records agree on them: capitals, accents and punctuation dropped (ADÉBÁYỌ̀ and
 * Adebayo are one name; Bello-Okoro is "BELLO OKORO"), spaces collapsed.
 */
export function nameWords(text: string | null | undefined): string[] {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
}

/**
 * The same person's name: the surnames are the same words, and every given name the bank holds
 * (first and middle) is among the service's given names, in any order. The service may hold a
 * middle name the bank's record leaves out (account opening forms often do); the bank may not
 * hold a given name the service does not know.
 */
export function sameName(held: IdentityRecord, found: IdentityRecord): boolean {
  if (nameWords(held.lastName).join(' ') !== nameWords(found.lastName).join(' ')) return false;
  const givenHeld = [...nameWords(held.firstName), ...nameWords(held.middleName)];
  const givenFound = new Set([...nameWords(found.firstName), ...nameWords(found.middleName)]);
  return givenHeld.length > 0 && givenHeld.every((word) => givenFound.has(word));
}

/**
 * A Nigerian mobile number as eleven digits starting 0, from 0803…, 234803…, +234 803… or
 * (0803) 123-4567; null for anything that is not one.
 */
export function nigerianPhone(text: string | null | undefined): string | null {
  const digits = (text ?? '').replace(/[\s().-]/g, '');
  const local = /^\+?234(\d{10})$/.exec(digits)?.[1];
  const number = local ? `0${local}` : digits;
  return /^0\d{10}$/.test(number) ? number : null;
}

/**
 * The fields that differ, in IDENTITY_FIELDS order (empty: the records match). A phone the service
 * does not hold is not compared; a phone either side holds that is not a Nigerian number differs.
 */
export function identityMismatches(held: IdentityRecord, found: IdentityRecord): IdentityField[] {
  const differ: IdentityField[] = [];
  if (!sameName(held, found)) differ.push('NAME');
  if (!held.dateOfBirth || held.dateOfBirth !== found.dateOfBirth) differ.push('DATE_OF_BIRTH');
  if ((found.phone ?? '').trim() !== '') {
    const heldPhone = nigerianPhone(held.phone);
    if (heldPhone === null || heldPhone !== nigerianPhone(found.phone)) differ.push('PHONE');
  }
  return differ;
}

const FIELD_WORDS: Record<IdentityField, string> = {
  NAME: 'name',
  DATE_OF_BIRTH: 'date of birth',
  PHONE: 'phone',
};

/** "name and phone differ", "name, date of birth and phone differ". */
export function mismatchWords(fields: readonly IdentityField[]): string {
  const words = fields.map((field) => FIELD_WORDS[field]);
  if (words.length === 0) return '';
  const list =
    words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
  return `${list} ${words.length === 1 ? 'differs' : 'differ'}`;
}

/** A BVN or NIN on screen: all but the last four digits hidden. */
export function maskedIdentityNumber(number: string | null | undefined): string | null {
  if (!number) return null;
  return `${'•'.repeat(Math.max(0, number.length - 4))}${number.slice(-4)}`;
}
