import { describe, expect, it } from 'vitest';
import { limitGauge, lineStatusWord, varianceText } from './till-words';

describe('the words of the tills screens', () => {
  it('says a variance as a shortage or an overage in naira', () => {
    expect(varianceText(-1_500_00)).toBe('Shortage of ₦1,500.00');
    expect(varianceText(200_00)).toBe('Overage of ₦200.00');
    expect(varianceText(0)).toBe('Balanced');
    expect(varianceText(null)).toBe('—');
  });

  it('warns over the soft limit and alarms over the hard limit', () => {
    const limits = { softLimitKobo: 2_000_000_00, hardLimitKobo: 3_000_000_00 };
    expect(limitGauge({ ...limits, balanceKobo: 1_500_000_00 })).toMatchObject({
      percent: 50,
      tone: 'good',
    });
    expect(limitGauge({ ...limits, balanceKobo: 2_400_000_00 }).tone).toBe('warning');
    expect(limitGauge({ ...limits, balanceKobo: 3_600_000_00 })).toMatchObject({
      percent: 100,
      tone: 'danger',
    });
  });

  it('names the status of a cash transaction or a movement on a session line', () => {
    expect(lineStatusWord('AWAITING_APPROVAL').label).toBe('Awaiting approval');
    expect(lineStatusWord('IN_TRANSIT').label).toBe('In transit');
    expect(lineStatusWord('SOMETHING_NEW').label).toBe('Something new');
  });
});
