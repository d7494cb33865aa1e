import { describe, expect, it } from 'vitest';
import {
  type IdentityRecord,
  identityMismatches,
  maskedIdentityNumber,
  mismatchWords,
  nameWords,
  nigerianPhone,
  sameName,
} from './identity-match';

const held: IdentityRecord = {
  firstName: 'Babatunde',
  middleName: null,
  lastName: 'Bello',
  dateOfBirth: '1961-02-02',
  phone: '08030007919',
};

describe('nameWords', () => {
  it('drops case, accents and punctuation', () => {
    expect(nameWords('  Adébáyọ̀ ')).toEqual(['ADEBAYO']);
    expect(nameWords('Bello-Okoro')).toEqual(['BELLO', 'OKORO']);
    expect(nameWords(null)).toEqual([]);
  });
});

describe('sameName', () => {
  it('matches whatever the case and spacing', () => {
    expect(sameName(held, { ...held, firstName: 'BABATUNDE ', lastName: ' bello' })).toBe(true);
  });
  it('lets the service hold a middle name the bank left out, in any order', () => {
    expect(sameName(held, { ...held, firstName: 'OLUWASEUN', middleName: 'BABATUNDE' })).toBe(true);
  });
  it('refuses a given name the service does not hold', () => {
    expect(sameName({ ...held, middleName: 'Kunle' }, held)).toBe(false);
  });
  it('refuses another surname, and a first and last name swapped', () => {
    expect(sameName(held, { ...held, lastName: 'Balogun' })).toBe(false);
    expect(sameName(held, { ...held, firstName: 'Bello', lastName: 'Babatunde' })).toBe(false);
  });
});

describe('nigerianPhone', () => {
  it.each([
    ['08030007919', '08030007919'],
    ['2348030007919', '08030007919'],
    ['+234 803 000 7919', '08030007919'],
    ['(0803) 000-7919', '08030007919'],
  ])('reads %j as %j', (text, expected) => {
    expect(nigerianPhone(text)).toBe(expected);
  });
  it.each([[''], ['8030007919'], ['+44 20 7946 0000'], ['080300079190']])('refuses %j', (text) => {
    expect(nigerianPhone(text)).toBeNull();
  });
});

describe('identityMismatches', () => {
  it('finds nothing when the records agree in other formats', () => {
    expect(
      identityMismatches(held, { ...held, firstName: 'BABATUNDE', phone: '+2348030007919' }),
    ).toEqual([]);
  });
  it('names each field that differs, in order', () => {
    expect(
      identityMismatches(held, {
        ...held,
        lastName: 'BALOGUN',
        dateOfBirth: '1961-02-03',
        phone: '08039990001',
      }),
    ).toEqual(['NAME', 'DATE_OF_BIRTH', 'PHONE']);
  });
  it('does not compare a phone the service does not hold, but a missing birth date differs', () => {
    expect(identityMismatches(held, { ...held, phone: '' })).toEqual([]);
    expect(identityMismatches({ ...held, dateOfBirth: null }, held)).toEqual(['DATE_OF_BIRTH']);
  });
});

describe('words', () => {
  it('says which fields differ', () => {
    expect(mismatchWords(['PHONE'])).toBe('phone differs');
    expect(mismatchWords(['NAME', 'PHONE'])).toBe('name and phone differ');
    expect(mismatchWords(['NAME', 'DATE_OF_BIRTH', 'PHONE'])).toBe(
      'name, date of birth and phone differ',
    );
  });
  it('masks all but the last four digits', () => {
    expect(maskedIdentityNumber('22100000037')).toBe('•••••••0037');
    expect(maskedIdentityNumber(null)).toBeNull();
  });
});
