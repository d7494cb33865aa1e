import { describe, expect, it } from 'vitest';
import { type BankCategory, NIGERIAN_INSTITUTIONS } from './nigerian-institutions';

/**
 * How each category's NIP codes begin. Deposit money banks are 0000xx, merchant banks 0600xx,
 * mobile money operators 1000xx and payment service banks 1200xx; mortgage and microfinance banks
 * have outgrown 0700xx and 0900xx, so only their 070 and 090 families are checked.
 */
const NIP_PREFIX: Record<BankCategory, string | null> = {
  COMMERCIAL: '0000',
  MERCHANT: '0600',
  NON_INTEREST: '0000',
  MICROFINANCE: '090',
  MORTGAGE: '070',
  MOBILE_MONEY: '1000',
  PAYMENT_SERVICE: '1200',
  OTHER: null,
};

/** Merchant banks whose NIP codes were given before the 0600xx range, as the switch lists them. */
const OLDER_MERCHANT_CODES = new Map([
  ['000024', 'Rand Merchant Bank'],
  ['400001', 'FSDH Merchant Bank'],
]);

describe('the Nigerian institutions list', () => {
  it('holds every deposit money bank kind and the other kinds', () => {
    const categories = new Set(NIGERIAN_INSTITUTIONS.map((bank) => bank.category));
    for (const category of [
      'COMMERCIAL',
      'MERCHANT',
      'NON_INTEREST',
      'MICROFINANCE',
      'MOBILE_MONEY',
      'PAYMENT_SERVICE',
    ]) {
      expect(categories, category).toContain(category);
    }
  });

  it('gives every institution a 6-digit NIP code and a 3-digit CBN code or none', () => {
    for (const bank of NIGERIAN_INSTITUTIONS) {
      expect(bank.nipCode, bank.name).toMatch(/^\d{6}$/);
      if (bank.cbnCode !== null) expect(bank.cbnCode, bank.name).toMatch(/^\d{3}$/);
      expect(bank.name.length, bank.name).toBeLessThanOrEqual(120);
    }
  });

  it('gives every commercial and non-interest bank its CBN code', () => {
    const dmbs = NIGERIAN_INSTITUTIONS.filter((bank) =>
      ['COMMERCIAL', 'NON_INTEREST'].includes(bank.category),
    );
    expect(dmbs.filter((bank) => bank.cbnCode === null).map((bank) => bank.name)).toEqual([]);
  });

  it('begins each NIP code with its category prefix', () => {
    for (const bank of NIGERIAN_INSTITUTIONS) {
      const prefix = NIP_PREFIX[bank.category];
      if (prefix === null) continue;
      if (OLDER_MERCHANT_CODES.get(bank.nipCode) === bank.name && bank.category === 'MERCHANT') {
        continue;
      }
      expect(bank.nipCode.startsWith(prefix), `${bank.name} ${bank.nipCode}`).toBe(true);
    }
  });

  it('never repeats a NIP code, a CBN code or a name', () => {
    const repeated = (values: readonly string[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(repeated(NIGERIAN_INSTITUTIONS.map((bank) => bank.nipCode))).toEqual([]);
    expect(
      repeated(NIGERIAN_INSTITUTIONS.flatMap((bank) => (bank.cbnCode ? [bank.cbnCode] : []))),
    ).toEqual([]);
    expect(repeated(NIGERIAN_INSTITUTIONS.map((bank) => bank.name.toLowerCase()))).toEqual([]);
  });

  it('agrees with the codes of the NIP reference for Access Bank', () => {
    const access = NIGERIAN_INSTITUTIONS.find((bank) => bank.name === 'Access Bank');
    expect(access).toMatchObject({ cbnCode: '044', nipCode: '000014', category: 'COMMERCIAL' });
  });
});
