import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-words';

describe('amountInWords', () => {
  it('writes naira and kobo as a receipt does', () => {
    expect(amountInWords(5_000_50)).toBe('Five thousand naira and fifty kobo only');
    expect(amountInWords(1_234_567_00)).toBe(
      'One million, two hundred and thirty-four thousand, five hundred and sixty-seven naira only',
    );
    expect(amountInWords(50)).toBe('Zero naira and fifty kobo only');
  });

  it('joins the last small part with "and"', () => {
    expect(numberInWords(1_005)).toBe('one thousand and five');
    expect(numberInWords(100)).toBe('one hundred');
    expect(numberInWords(2_000_000)).toBe('two million');
  });

  it('refuses what is not a whole amount', () => {
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});
