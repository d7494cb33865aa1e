import { describe, expect, it } from 'vitest';
import { identityStateWords } from './customer-identity-state';

describe('the words of a BVN or NIN check', () => {
  it.each([
    ['MATCHED', [], 'Matched'],
    ['NOT_FOUND', [], 'Not found'],
    ['UNAVAILABLE', [], 'Service unavailable'],
    ['NOT_CHECKED', [], 'Not checked'],
    ['MISMATCH', ['NAME', 'PHONE'], 'Mismatch: name and phone differ'],
    ['MISMATCH', ['DATE_OF_BIRTH'], 'Mismatch: date of birth differs'],
  ] as const)('reads %s (%j) as %j', (state, fields, words) => {
    expect(identityStateWords(state, fields)).toBe(words);
  });
});
