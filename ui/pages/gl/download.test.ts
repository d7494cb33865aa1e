import { describe, expect, it } from 'vitest';
import { trialBalanceFileName } from './download';

describe('trialBalanceFileName', () => {
  it.each<[string | null | undefined, string]>([
    ['2026-05-04', 'trial-balance-2026-05-04.csv'],
    ['2026-05-04T00:00:00.000Z', 'trial-balance-2026-05-04.csv'],
    ['', 'trial-balance.csv'],
    [null, 'trial-balance.csv'],
    [undefined, 'trial-balance.csv'],
    ['../etc/passwd', 'trial-balance.csv'],
  ])('names the file for %j %s', (asOf, name) => {
    expect(trialBalanceFileName(asOf)).toBe(name);
  });
});
