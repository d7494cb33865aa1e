import { describe, expect, it } from 'vitest';
import { isAdultOn } from './customer-rules';

describe('the minimum customer age', () => {
  it('counts from the 18th birthday, on the day itself', () => {
    expect(isAdultOn('2008-11-21', '2026-11-21')).toBe(true);
    expect(isAdultOn('2008-11-22', '2026-11-21')).toBe(false);
    expect(isAdultOn('1990-06-13', '2026-11-21')).toBe(true);
  });

  it('lets someone born on 29 February become an adult on 1 March of a common year', () => {
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });
});
