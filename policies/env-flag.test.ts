import { describe, expect, it } from 'vitest';
import { parseEnvFlag } from './env-flag';

describe('"Environment flags accept 1, true, yes, on as true"', () => {
  it.each([['1'], ['true'], ['yes'], ['on'], ['TRUE'], [' Yes '], ['ON'], [1], [true]])(
    '%j is true',
    (value) => {
      expect(parseEnvFlag(value)).toBe(true);
    },
  );

  it.each([['0'], ['false'], ['no'], ['off'], ['y'], ['enabled'], ['2'], [0], [false]])(
    '%j is false',
    (value) => {
      expect(parseEnvFlag(value, true)).toBe(false);
    },
  );

  it.each([[undefined], [null], [''], ['   ']])('%j gives the fallback', (value) => {
    expect(parseEnvFlag(value)).toBe(false);
    expect(parseEnvFlag(value, true)).toBe(true);
  });

  it('"debug flag for API defaults to off"', () => {
    expect(parseEnvFlag(undefined)).toBe(false);
  });
});
