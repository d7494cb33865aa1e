import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRANSFER_DRAFT,
  formatRateBps,
  MAX_AMOUNT_KOBO,
  MAX_RATE_BPS,
  readNairaAmount,
  readRatePercent,
  transferAmountKobo,
  transferDraftProblems,
} from './deposit-inputs';

const FROM = '0900000017';

describe('readNairaAmount', () => {
  it.each([
    ['1500', 150000],
    ['1,500.50', 150050],
    ['₦ 2,000.05', 200005],
    ['0.01', 1],
    ['1000000000000', MAX_AMOUNT_KOBO],
  ])('reads %s as %i kobo', (text, kobo) => {
    expect(readNairaAmount(text)).toEqual({ kobo });
  });

  it.each([
    ['', 'Enter an amount in naira.'],
    ['   ', 'Enter an amount in naira.'],
    ['abc', 'Enter an amount in naira, e.g. 1,500.00.'],
    ['1.001', 'Enter an amount in naira, e.g. 1,500.00.'],
    ['0', 'Enter an amount above ₦0.00.'],
    ['-5', 'Enter an amount above ₦0.00.'],
    ['1000000000000.01', 'At most ₦1,000,000,000,000.00.'],
  ])('refuses %j: %s', (text, error) => {
    expect(readNairaAmount(text)).toEqual({ error });
  });

  it('takes zero only when asked to, and never a negative', () => {
    expect(readNairaAmount('0', { allowZero: true })).toEqual({ kobo: 0 });
    expect(readNairaAmount('-1', { allowZero: true })).toEqual({ error: 'Enter ₦0.00 or more.' });
  });

  it('reads back every amount it could be shown as, exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_AMOUNT_KOBO }), (kobo) => {
        const text = `${Math.trunc(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
        expect(readNairaAmount(text)).toEqual({ kobo });
      }),
    );
  });
});

describe('readRatePercent and formatRateBps', () => {
  it.each([
    ['4', 400],
    ['4.5', 450],
    ['4.25 %', 425],
    ['0', 0],
    ['0.01', 1],
    ['100', MAX_RATE_BPS],
    [' 12.50% ', 1250],
  ])('reads %j as %i bps', (text, bps) => {
    expect(readRatePercent(text)).toEqual({ bps });
  });

  it.each(['', 'four', '4.255', '-1', '1e2', '4,5'])('refuses %j', (text) => {
    expect(readRatePercent(text)).toHaveProperty('error');
  });

  it('refuses more than 100 %', () => {
    expect(readRatePercent('100.01')).toEqual({ error: 'At most 100 %.' });
  });

  it('shows bps as a percentage with 2 decimals and reads it back', () => {
    expect([0, 1, 400, 450, 1250, 10000].map(formatRateBps)).toEqual([
      '0.00 %',
      '0.01 %',
      '4.00 %',
      '4.50 %',
      '12.50 %',
      '100.00 %',
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RATE_BPS }), (bps) => {
        expect(readRatePercent(formatRateBps(bps))).toEqual({ bps });
      }),
    );
    expect(() => formatRateBps(4.5)).toThrow(RangeError);
  });
});

describe('transferDraftProblems', () => {
  const valid = { toAccountNumber: '0900000024', amount: '1,500.00', narration: 'Rent' };

  it('has none for another 10-digit account, an amount above zero and a narration', () => {
    expect(transferDraftProblems(valid, FROM)).toEqual({});
    expect(transferAmountKobo(valid)).toBe(150000);
  });

  it('names every field that stops an empty draft', () => {
    expect(transferDraftProblems(EMPTY_TRANSFER_DRAFT, FROM)).toEqual({
      toAccountNumber: 'Enter the 10-digit account number.',
      amount: 'Enter an amount in naira.',
      narration: 'Say what the transfer is for.',
    });
    expect(() => transferAmountKobo(EMPTY_TRANSFER_DRAFT)).toThrow(RangeError);
  });

  it.each([
    [{ toAccountNumber: '090000002' }, 'toAccountNumber', 'Enter the 10-digit account number.'],
    [{ toAccountNumber: '09000000245' }, 'toAccountNumber', 'Enter the 10-digit account number.'],
    [{ toAccountNumber: FROM }, 'toAccountNumber', 'Choose an account other than the one paying.'],
    [{ amount: '0' }, 'amount', 'Enter an amount above ₦0.00.'],
    [{ amount: '1.234' }, 'amount', 'Enter an amount in naira, e.g. 1,500.00.'],
    [{ narration: '   ' }, 'narration', 'Say what the transfer is for.'],
    [{ narration: 'x'.repeat(256) }, 'narration', 'At most 255 characters.'],
  ])('refuses %j', (change, field, message) => {
    expect(transferDraftProblems({ ...valid, ...change }, FROM)).toEqual({ [field]: message });
  });

  it('reads the account number without the spaces around it', () => {
    expect(transferDraftProblems({ ...valid, toAccountNumber: ' 0900000024 ' }, FROM)).toEqual({});
  });
});
