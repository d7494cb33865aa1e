import { describe, expect, it } from 'vitest';
import { MAX_RATE_DECIMALS, parseAnnualRate } from './loan-rate';

describe('parseAnnualRate', () => {
  it('reads whole and decimal percentages exactly', () => {
    expect(parseAnnualRate('12')).toEqual({ text: '12', scaledPercent: 120_000n });
    expect(parseAnnualRate('9.4822')).toEqual({ text: '9.4822', scaledPercent: 94_822n });
    expect(parseAnnualRate('0')).toEqual({ text: '0', scaledPercent: 0n });
    expect(parseAnnualRate('1000')).toEqual({ text: '1000', scaledPercent: 10_000_000n });
  });

  it('keeps one spelling: no leading or trailing zeros, no surrounding spaces', () => {
    expect(parseAnnualRate(' 012.50 ')?.text).toBe('12.5');
    expect(parseAnnualRate('7.00000')?.text).toBe('7');
  });

  it(`allows at most ${MAX_RATE_DECIMALS} decimals`, () => {
    expect(parseAnnualRate('9.48221')).toBeNull();
    expect(parseAnnualRate('0.0001')?.scaledPercent).toBe(1n);
  });

  it('refuses rates outside 0 to 1000 percent and text that is not a plain number', () => {
    for (const text of [
      '1000.0001',
      '1001',
      '-1',
      '+5',
      '1e2',
      '12%',
      '',
      '.5',
      '5.',
      '1,000',
      'NaN',
    ]) {
      expect(parseAnnualRate(text), text).toBeNull();
    }
  });
});
