import { describe, expect, it } from 'vitest';
import { normaliseCustomerQuery } from './customer-query';

describe('"Customer type is upper-cased before search; empty filter values are dropped"', () => {
  it.each([
    [{}, { page: 1, pageSize: 20 }],
    [
      { q: ' ada ', customerType: 'individual' },
      { q: 'ada', page: 1, pageSize: 20, customerType: 'INDIVIDUAL' },
    ],
    [
      { q: '  ', customerType: '' },
      { page: 1, pageSize: 20 },
    ],
    [
      { page: 3, pageSize: 50 },
      { page: 3, pageSize: 50 },
    ],
    [
      { page: '2', pageSize: 5000 },
      { page: 2, pageSize: 100 },
    ],
  ])('%j becomes %j', (input, expected) => {
    expect(normaliseCustomerQuery(input)).toEqual(expected);
  });
});
