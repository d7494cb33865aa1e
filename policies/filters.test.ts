import { describe, expect, it } from 'vitest';
import { dropEmptyFilters } from './filters';

describe('dropEmptyFilters (SPEC.md 5: empty filter values are dropped)', () => {
  it('"Account list filters: any non-empty fields"', () => {
    expect(
      dropEmptyFilters({
        status: 'ACTIVE',
        branchId: '',
        q: '  ',
        owner: null,
        x: undefined,
        n: 0,
        f: false,
      }),
    ).toEqual({ status: 'ACTIVE', n: 0, f: false });
  });
});
