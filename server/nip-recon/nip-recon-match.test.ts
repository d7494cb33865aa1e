import { describe, expect, it } from 'vitest';
import { matchSession } from './nip-recon-match';

const switchSays = (responseCode: string, amountKobo = 1_000) => ({ responseCode, amountKobo });

describe('matching one session ID', () => {
  it('matches a settled transfer we call successful, and a refused one we put back', () => {
    expect(matchSession(switchSays('00'), { amountKobo: 1_000, status: 'SUCCESSFUL' })).toBe(
      'MATCHED',
    );
    expect(matchSession(switchSays('51'), { amountKobo: 1_000, status: 'REVERSED' })).toBe(
      'MATCHED',
    );
    expect(matchSession(switchSays('07'), { amountKobo: 1_000, status: 'FAILED' })).toBe('MATCHED');
  });

  it('calls a different amount a value mismatch before anything else', () => {
    expect(matchSession(switchSays('00', 999), { amountKobo: 1_000, status: 'SUCCESSFUL' })).toBe(
      'AMOUNT_MISMATCH',
    );
  });

  it('calls settled-but-reversed, refused-but-successful and still-pending a status mismatch', () => {
    for (const [code, status] of [
      ['00', 'REVERSED'],
      ['51', 'SUCCESSFUL'],
      ['00', 'SENT'],
      ['00', 'MANUAL_REVIEW'],
    ] as const) {
      expect(matchSession(switchSays(code), { amountKobo: 1_000, status })).toBe('STATUS_MISMATCH');
    }
  });

  it('names a side alone only when money moved on it', () => {
    expect(matchSession(switchSays('00'), null)).toBe('ONLY_AT_SWITCH');
    expect(matchSession(null, { amountKobo: 1, status: 'DEBITED' })).toBe('ONLY_WITH_US');
    expect(matchSession(null, { amountKobo: 1, status: 'SUCCESSFUL' })).toBe('ONLY_WITH_US');
    expect(matchSession(null, { amountKobo: 1, status: 'REVERSED' })).toBeNull();
    expect(matchSession(null, { amountKobo: 1, status: 'AWAITING_APPROVAL' })).toBeNull();
    expect(matchSession(null, null)).toBeNull();
  });
});
