import { describe, expect, it } from 'vitest';
import { DEFAULT_DENOMINATIONS } from '../../../policies/denominations';
import { checkCount, draftOf, piecesOf } from './cash-count';

describe('a typed cash count', () => {
  it('takes whole pieces from 0 and an empty box as none', () => {
    expect(piecesOf('')).toBe(0);
    expect(piecesOf(' 12 ')).toBe(12);
    expect(piecesOf('1.5')).toBeNull();
    expect(piecesOf('-2')).toBeNull();
    expect(piecesOf('ten')).toBeNull();
  });

  it('totals the notes and coins as they are typed, in kobo', () => {
    const check = checkCount({ 100000: '3', 50000: '1', 50: '2' }, DEFAULT_DENOMINATIONS);
    expect(check.totalKobo).toBe(3_501_00);
    expect(check.count).toEqual([
      { valueKobo: 100000, pieces: 3 },
      { valueKobo: 50000, pieces: 1 },
      { valueKobo: 50, pieces: 2 },
    ]);
    expect(check.problem).toBeNull();
  });

  it('refuses fractional or negative pieces with a sentence naming the note', () => {
    const check = checkCount({ 20000: '1.5' }, DEFAULT_DENOMINATIONS);
    expect(check.count).toBeNull();
    expect(check.problem).toBe('Pieces of ₦200 are whole numbers from 0.');
  });

  it('asks that the notes make up the amount of a deposit or withdrawal', () => {
    expect(checkCount({ 100000: '2' }, DEFAULT_DENOMINATIONS, 2_000_00).count).not.toBeNull();
    const short = checkCount({ 100000: '1' }, DEFAULT_DENOMINATIONS, 2_000_00);
    expect(short.count).toBeNull();
    expect(short.totalKobo).toBe(1_000_00);
    expect(short.problem).toBe('The denominations must add up to the amount.');
  });

  it('turns a count back into the boxes of the form', () => {
    expect(draftOf([{ valueKobo: 100000, pieces: 4 }])).toEqual({ 100000: '4' });
  });
});
