import { describe, expect, it } from 'vitest';
import {
  countFor,
  countTotal,
  DEFAULT_DENOMINATIONS,
  denominationLabel,
  MAX_PIECES,
  normalisedCount,
} from './denominations';

const D = DEFAULT_DENOMINATIONS;

describe('countTotal', () => {
  it('adds denomination x pieces in kobo, coins included', () => {
    const count = [
      { valueKobo: 1000_00, pieces: 12 },
      { valueKobo: 500_00, pieces: 3 },
      { valueKobo: 50, pieces: 3 },
    ];
    expect(countTotal(count, D)).toEqual({ ok: true, totalKobo: 13_501_50 });
    expect(countTotal(count, D, 13_501_50)).toEqual({ ok: true, totalKobo: 13_501_50 });
    expect(countTotal([], D, 0)).toEqual({ ok: true, totalKobo: 0 });
  });

  it('refuses a count that does not add up to the amount', () => {
    const result = countTotal([{ valueKobo: 1000_00, pieces: 2 }], D, 2500_00);
    expect(result).toMatchObject({ ok: false, problem: 'cash_count_invalid' });
  });

  it('refuses negative, fractional and too many pieces', () => {
    for (const pieces of [-1, 1.5, Number.NaN, MAX_PIECES + 1]) {
      expect(countTotal([{ valueKobo: 100_00, pieces }], D)).toMatchObject({
        ok: false,
        problem: 'cash_count_invalid',
      });
    }
  });

  it('refuses a denomination the tenant does not use, and one named twice', () => {
    expect(countTotal([{ valueKobo: 300_00, pieces: 1 }], D)).toMatchObject({
      ok: false,
      problem: 'cash_denomination_unknown',
    });
    const twice = [
      { valueKobo: 100_00, pieces: 1 },
      { valueKobo: 100_00, pieces: 2 },
    ];
    expect(countTotal(twice, D)).toMatchObject({ ok: false, problem: 'cash_count_invalid' });
  });

  it('has the Naira notes and coins, largest first', () => {
    expect(D.map((d) => d.valueKobo)).toEqual([
      100000, 50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50,
    ]);
  });
});

describe('normalisedCount', () => {
  it('drops empty lines and sorts largest first', () => {
    expect(
      normalisedCount([
        { valueKobo: 50, pieces: 2 },
        { valueKobo: 500_00, pieces: 0 },
        { valueKobo: 1000_00, pieces: 1 },
      ]),
    ).toEqual([
      { valueKobo: 1000_00, pieces: 1 },
      { valueKobo: 50, pieces: 2 },
    ]);
  });
});

describe('countFor', () => {
  it('makes an amount up with the fewest pieces, and says when it cannot', () => {
    expect(countFor(2_750_50, D)).toEqual([
      { valueKobo: 1000_00, pieces: 2 },
      { valueKobo: 500_00, pieces: 1 },
      { valueKobo: 200_00, pieces: 1 },
      { valueKobo: 50_00, pieces: 1 },
      { valueKobo: 50, pieces: 1 },
    ]);
    expect(countFor(25, D)).toBeNull();
  });
});

describe('denominationLabel', () => {
  it('names every default denomination as its label says', () => {
    for (const d of DEFAULT_DENOMINATIONS) expect(denominationLabel(d.valueKobo)).toBe(d.label);
  });
});
