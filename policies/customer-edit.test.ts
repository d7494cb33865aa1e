import { describe, expect, it } from 'vitest';
import {
  customerFieldWords,
  fieldChange,
  fieldFitsType,
  isContactField,
  isIdentityField,
  nextTierOf,
  nigerianStateName,
  tierMoveAllowed,
} from './customer-edit';

describe('editing a customer', () => {
  it('changes contact fields at once and sends identity fields for approval', () => {
    expect(['phone', 'email', 'address'].every(isContactField)).toBe(true);
    for (const field of ['firstName', 'lastName', 'dateOfBirth', 'bvn', 'nin', 'kycTier']) {
      expect(isIdentityField(field)).toBe(true);
      expect(isContactField(field)).toBe(false);
    }
  });

  it('offers each type of customer only its own fields', () => {
    expect(fieldFitsType('companyName', 'INDIVIDUAL')).toBe(false);
    expect(fieldFitsType('bvn', 'CORPORATE')).toBe(false);
    expect(fieldFitsType('phone', 'CORPORATE')).toBe(true);
    expect(fieldFitsType('lastName', 'INDIVIDUAL')).toBe(true);
  });

  it('words values as staff read them, never as stored', () => {
    expect(customerFieldWords('dateOfBirth', '1990-06-13')).toBe('13 Jun 1990');
    expect(customerFieldWords('kycTier', 2)).toBe('Tier 2');
    expect(
      customerFieldWords('address', {
        line1: '3 Broad Street',
        city: 'Calabar',
        state: 'CROSS_RIVER',
      }),
    ).toBe('3 Broad Street, Calabar, Cross River');
    expect(customerFieldWords('middleName', null)).toBeNull();
    expect(fieldChange('nin', null, '12345678901')).toEqual({
      field: 'nin',
      label: 'NIN',
      before: null,
      after: '12345678901',
    });
    expect(nigerianStateName('FCT')).toBe('FCT Abuja');
    expect(nigerianStateName('AKWA_IBOM')).toBe('Akwa Ibom');
  });

  it('moves a tier up one step at a time, and down any number', () => {
    expect(tierMoveAllowed(1, 2)).toBe(true);
    expect(tierMoveAllowed(2, 3)).toBe(true);
    expect(tierMoveAllowed(1, 3)).toBe(false);
    expect(tierMoveAllowed(2, 2)).toBe(false);
    expect(tierMoveAllowed(3, 1)).toBe(true);
    expect([nextTierOf(1), nextTierOf(2), nextTierOf(3)]).toEqual([2, 3, null]);
  });
});
