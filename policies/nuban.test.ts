import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isValidNuban,
  MAX_NUBAN_SERIAL,
  makeNuban,
  NUBAN_WEIGHTS,
  normaliseInstitutionCode,
  nubanCheckDigit,
} from './nuban';

/** A microfinance bank's six-digit code, as the revised scheme assigns them. */
const MFB = '090001';

const digitString = (length: number) =>
  fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length })
    .map((digits) => digits.join(''));
const institutionCode = digitString(6);
const serialNumber = fc.integer({ min: 1, max: MAX_NUBAN_SERIAL });

describe('the weights', () => {
  it('are 3, 7, 3 repeated over the six code digits and nine serial digits', () => {
    expect(NUBAN_WEIGHTS).toEqual([3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3]);
  });
});

describe('normaliseInstitutionCode', () => {
  it.each([
    ['011', '000011'],
    ['044', '000044'],
    ['090001', '090001'],
    ['999999', '999999'],
  ])('reads %j as %j', (code, expected) => {
    expect(normaliseInstitutionCode(code)).toBe(expected);
  });

  it.each([[''], ['11'], ['0110'], ['50211'], ['0900011'], [' 011'], ['01a'], ['٠١١'], ['+11']])(
    'refuses %j',
    (code) => {
      expect(() => normaliseInstitutionCode(code)).toThrow(RangeError);
    },
  );
});

describe('published examples for deposit money banks (three-digit codes)', () => {
  // 011 is First Bank. 0*3+1*7+1*3 for the code and 0*3+0*7+0*3+0*3+0*7+1*3+4*3+5*7+7*3 for
  // the serial: 10 + 71 = 81, and 10 - 1 = 9.
  it('serial 000001457 at 011 is 0000014579', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(makeNuban('011', 1457)).toBe('0000014579');
    expect(isValidNuban('011', '0000014579')).toBe(true);
  });

  // 10 + 2*7 + 2*3 = 30, a multiple of ten, so the check digit is 0 rather than 10.
  it('serial 000000022 at 011 is 0000000220 (a check digit of 10 is written 0)', () => {
    expect(makeNuban('011', 22)).toBe('0000000220');
    expect(isValidNuban('011', '0000000220')).toBe(true);
  });

  // 044 is Access Bank: 4*7 + 4*3 = 40, serial 3+14+12+18+49+24 = 120, sum 160.
  it('serial 001024678 at 044 is 0010246780', () => {
    expect(makeNuban('044', 1024678)).toBe('0010246780');
    expect(isValidNuban('044', '0010246780')).toBe(true);
  });

  it('gives a three-digit code the check digits of the code padded with 000', () => {
    expect(makeNuban('000011', 1457)).toBe('0000014579');
    fc.assert(
      fc.property(digitString(3), serialNumber, (code, serial) => {
        expect(makeNuban(code, serial)).toBe(makeNuban(`000${code}`, serial));
      }),
      { numRuns: 300 },
    );
  });
});

describe('a six-digit institution code (090001), computed by hand', () => {
  // The code contributes 0*3 + 9*7 + 0*3 + 0*3 + 0*7 + 1*3 = 66 to every sum.
  it.each<[number, number, string]>([
    // 66 + 1*3 = 69: 10 - 9 = 1.
    [1, 1, '0000000011'],
    // 66 + 8*3 = 90: a multiple of ten, so 0.
    [8, 0, '0000000080'],
    // 66 + (3+14+9+12+35+18+21+56+27 = 195) = 261: 10 - 1 = 9.
    [123456789, 9, '1234567899'],
    // 66 + 9*(3+7+3+3+7+3+3+7+3 = 39) = 417: 10 - 7 = 3.
    [MAX_NUBAN_SERIAL, 3, '9999999993'],
  ])('serial %i has check digit %i: %s', (serial, check, nuban) => {
    expect(nubanCheckDigit(MFB, String(serial).padStart(9, '0'))).toBe(check);
    expect(makeNuban(MFB, serial)).toBe(nuban);
    expect(isValidNuban(MFB, nuban)).toBe(true);
  });

  it('gives the same serial another check digit at another institution', () => {
    expect(makeNuban('011', 1)).toBe('0000000017');
    expect(isValidNuban('011', '0000000011')).toBe(false);
  });
});

describe('makeNuban', () => {
  it('makes only valid ten-digit numbers that start with the padded serial', () => {
    fc.assert(
      fc.property(institutionCode, serialNumber, (code, serial) => {
        const nuban = makeNuban(code, serial);
        expect(nuban).toMatch(/^\d{10}$/);
        expect(Number(nuban.slice(0, 9))).toBe(serial);
        expect(Number(nuban[9])).toBe(nubanCheckDigit(code, nuban.slice(0, 9)));
        expect(isValidNuban(code, nuban)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it.each([[0], [-1], [MAX_NUBAN_SERIAL + 1], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses serial %d',
    (serial) => {
      expect(() => makeNuban(MFB, serial)).toThrow(RangeError);
    },
  );

  it.each([['1'], ['50211'], ['09000a'], ['']])('refuses institution code %j', (code) => {
    expect(() => makeNuban(code, 1)).toThrow(RangeError);
  });
});

describe('nubanCheckDigit', () => {
  it('is always one digit', () => {
    fc.assert(
      fc.property(institutionCode, digitString(9), (code, serial) => {
        const check = nubanCheckDigit(code, serial);
        expect(Number.isInteger(check) && check >= 0 && check <= 9).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it.each([[''], ['12345678'], ['1234567890'], ['12345678a'], ['12345678 ']])(
    'refuses serial %j',
    (serial) => {
      expect(() => nubanCheckDigit(MFB, serial)).toThrow(RangeError);
    },
  );
});

describe('isValidNuban', () => {
  // 3 and 7 are coprime to 10, so a change of one digit by 1..9 changes the sum by a non-multiple
  // of ten and the check digit no longer fits; a changed check digit fits even less.
  it('refuses every number with one digit changed', () => {
    fc.assert(
      fc.property(
        institutionCode,
        serialNumber,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (code, serial, position, shift) => {
          const nuban = makeNuban(code, serial);
          const changed = (Number(nuban[position]) + shift) % 10;
          const typo = `${nuban.slice(0, position)}${changed}${nuban.slice(position + 1)}`;
          expect(typo).not.toBe(nuban);
          expect(isValidNuban(code, typo)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('catches every single-digit change of one number exhaustively', () => {
    const nuban = makeNuban(MFB, 123456789);
    for (let position = 0; position < 10; position += 1) {
      for (let digit = 0; digit <= 9; digit += 1) {
        const typo = `${nuban.slice(0, position)}${digit}${nuban.slice(position + 1)}`;
        expect(isValidNuban(MFB, typo)).toBe(typo === nuban);
      }
    }
  });

  it.each([
    [''],
    ['123456789'],
    ['12345678990'],
    ['123456789 '],
    [' 1234567899'],
    ['12345-67899'],
    ['１２３４５６７８９９'],
    ['1234567899\n'],
  ])('refuses the malformed account number %j', (accountNumber) => {
    expect(isValidNuban(MFB, accountNumber)).toBe(false);
  });

  it('throws on a malformed institution code rather than answering false', () => {
    expect(() => isValidNuban('90001', '1234567899')).toThrow(RangeError);
  });
});
