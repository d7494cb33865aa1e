import { describe, expect, it } from 'vitest';
import {
  accountStatusWord,
  addressLines,
  maskedIdentityNumber,
  moreNote,
  stateWords,
  tierWords,
  transferStatusWord,
} from './customer-overview-words';

describe("a customer's page in words", () => {
  it('shows only the last four digits of a BVN or NIN', () => {
    expect(maskedIdentityNumber('22123456789')).toBe('•••••••6789');
    expect(maskedIdentityNumber(null)).toBe('Not given');
  });

  it('names the tier, the states and the statuses in words', () => {
    expect(tierWords(2)).toBe('Tier 2');
    expect(stateWords('AKWA_IBOM')).toBe('Akwa Ibom');
    expect(stateWords('FCT')).toBe('FCT Abuja');
    expect(accountStatusWord('DORMANT')).toEqual({ label: 'Dormant', tone: 'warning' });
    expect(transferStatusWord('SENT').label).toBe('Sent, awaiting answer');
  });

  it('writes the address as an envelope does, leaving out what is not given', () => {
    expect(
      addressLines({ line1: '12 Market Road', line2: '', city: 'Ikeja', state: 'LAGOS' }),
    ).toEqual(['12 Market Road', 'Ikeja, Lagos']);
  });

  it('says how many a cut-short list leaves out', () => {
    expect(moreNote({ items: [1, 2], total: 2 })).toBeNull();
    expect(moreNote({ items: [1, 2], total: 63 })).toBe('Showing the latest 2 of 63.');
  });
});
