import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerSearchTokens,
  phoneForms,
  prefixUpperBound,
  queryWords,
  SEARCH_TOKEN_MAX_CHARS,
  type SearchableCustomer,
  searchTokenRows,
} from './search-tokens';

const NGOZI: SearchableCustomer = {
  customerNumber: '1000000311',
  displayName: 'Ngozi Adaeze Okonjo-Iweala',
  phone: '08031234567',
  email: 'Ngozi.Okonjo@Example.ng',
  bvn: '12345678901',
  rcNumber: null,
  tin: null,
};

const ZOBO: SearchableCustomer = {
  customerNumber: '1000000312',
  displayName: 'Zobo  Drinks Limited',
  phone: '+2348091234567',
  email: 'hello@zobo.example.ng',
  bvn: null,
  rcNumber: 'RC445566',
  tin: '12345678-0001',
};

describe('customerSearchTokens', () => {
  it('gives an individual the lower-cased words of the number, names, phone, e-mail and BVN', () => {
    expect(customerSearchTokens(NGOZI)).toEqual([
      '1000000311',
      'ngozi',
      'adaeze',
      'okonjo-iweala',
      'okonjo',
      'iweala',
      '08031234567',
      '2348031234567',
      '+2348031234567',
      'ngozi.okonjo@example.ng',
      'ngozi.okonjo',
      '12345678901',
    ]);
  });

  it('gives a company its name, the RC number with and without its prefix, phone, e-mail and TIN', () => {
    expect(customerSearchTokens(ZOBO)).toEqual([
      '1000000312',
      'zobo',
      'drinks',
      'limited',
      '08091234567',
      '2348091234567',
      '+2348091234567',
      'hello@zobo.example.ng',
      'hello',
      'rc445566',
      '445566',
      '12345678-0001',
      '12345678',
      '0001',
    ]);
  });

  it('holds each token once, non-empty, lower-case and at most the maximum length', () => {
    const long = 'x'.repeat(SEARCH_TOKEN_MAX_CHARS + 20);
    const tokens = customerSearchTokens({
      ...NGOZI,
      displayName: `Ada ada ADA - ${long} 😀${long}`,
      email: '@nobody',
    });
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).not.toBe('');
      expect(token).toBe(token.toLowerCase());
      expect(Array.from(token).length).toBeLessThanOrEqual(SEARCH_TOKEN_MAX_CHARS);
    }
    expect(tokens).toContain('x'.repeat(SEARCH_TOKEN_MAX_CHARS));
    expect(tokens.filter((token) => token === 'ada')).toHaveLength(1);
  });

  it('makes rows that carry the customer and what a search sorts and filters by', () => {
    const rows = searchTokenRows({
      id: 'c1',
      tenant_id: 'demo',
      customer_number: ZOBO.customerNumber,
      customer_type: 'CORPORATE',
      display_name: ZOBO.displayName,
      phone: ZOBO.phone,
      bvn: null,
      rc_number: ZOBO.rcNumber,
      branch_id: 'demo-lagos',
      profile: JSON.stringify({ email: ZOBO.email, tin: ZOBO.tin, directors: [] }),
    });
    expect(rows.map((row) => row.token)).toEqual(customerSearchTokens(ZOBO));
    expect(rows[0]).toEqual({
      tenant_id: 'demo',
      token: '1000000312',
      customer_id: 'c1',
      display_name: 'Zobo  Drinks Limited',
      customer_number: '1000000312',
      customer_type: 'CORPORATE',
      branch_id: 'demo-lagos',
    });
  });
});

describe('phoneForms', () => {
  it('gives a Nigerian mobile number in its national and international forms, however written', () => {
    const forms = ['08031234567', '2348031234567', '+2348031234567'];
    for (const phone of forms) expect(phoneForms(phone)).toEqual(forms);
  });

  it('keeps anything else as given', () => {
    expect(phoneForms('12345')).toEqual(['12345']);
    expect(phoneForms('+44 20 7946 0958')).toEqual(['+44 20 7946 0958']);
  });
});

describe('queryWords', () => {
  it('lower-cases, trims and splits on white space, each word once', () => {
    expect(queryWords('  Ade \t OKONKWO\nade ')).toEqual(['ade', 'okonkwo']);
    expect(queryWords('   ')).toEqual([]);
    expect(queryWords(undefined)).toEqual([]);
  });

  it('keeps % and _ as ordinary characters', () => {
    expect(queryWords('50% a_b')).toEqual(['50%', 'a_b']);
  });
});

describe('prefixUpperBound', () => {
  it('moves the last character one code point up', () => {
    expect(prefixUpperBound('ade')).toBe('adf');
    expect(prefixUpperBound('a%')).toBe('a&');
    expect(prefixUpperBound('a\uffff')).toBe('a\u{10000}');
    expect(prefixUpperBound('a\ud7ff')).toBe('a\ue000');
    expect(prefixUpperBound('a\u{10ffff}')).toBe('b');
    expect(prefixUpperBound('\u{10ffff}')).toBeNull();
  });

  it('bounds exactly the strings that start with the word, in code point order', () => {
    const codePointOrder = (a: string, b: string) => {
      const x = Array.from(a, (c) => c.codePointAt(0) as number);
      const y = Array.from(b, (c) => c.codePointAt(0) as number);
      for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
        if (x[i] !== y[i]) return (x[i] as number) - (y[i] as number);
      }
      return x.length - y.length;
    };
    const text = fc.string({ unit: 'grapheme', maxLength: 6 });
    fc.assert(
      fc.property(text.filter(Boolean), text, (word, token) => {
        const bound = prefixUpperBound(word);
        const inRange =
          codePointOrder(token, word) >= 0 && (bound === null || codePointOrder(token, bound) < 0);
        expect(inRange).toBe(token.startsWith(word));
        const extended = word + token;
        expect(
          codePointOrder(extended, word) >= 0 &&
            (bound === null || codePointOrder(extended, bound) < 0),
        ).toBe(true);
      }),
    );
  });
});
