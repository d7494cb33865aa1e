import { describe, expect, it } from 'vitest';
import { checkTill, EMPTY_TILL_DRAFT, tillRequestOf, tillUpdateOf } from './till-form';

describe('the till dialog', () => {
  it('sends the code in capitals and the limits in kobo', () => {
    const draft = { ...EMPTY_TILL_DRAFT, code: 'lag-t03', name: ' Counter 3 ' };
    expect(tillRequestOf(draft, 'demo-lagos')).toEqual({
      branchId: 'demo-lagos',
      code: 'LAG-T03',
      name: 'Counter 3',
      softLimitKobo: 2_000_000_00,
      hardLimitKobo: 3_000_000_00,
    });
  });

  it('keeps the soft limit under the hard limit', () => {
    const draft = { ...EMPTY_TILL_DRAFT, code: 'T1', name: 'One', softLimit: '4,000,000' };
    expect(checkTill(draft).problems.softLimit).toBe(
      'The soft limit cannot be above the hard limit.',
    );
    expect(tillRequestOf(draft, 'b')).toBeNull();
  });

  it('sends an edit with the status chosen', () => {
    const draft = { ...EMPTY_TILL_DRAFT, code: 'T1', name: 'One', active: false };
    expect(tillUpdateOf(draft)?.status).toBe('INACTIVE');
  });
});
