import { describe, expect, it } from 'vitest';
import { cleanPath, matchPathPattern } from './path-pattern';

describe('wouter-style path patterns', () => {
  it.each<[string, string, Record<string, string> | null]>([
    ['/', '/', {}],
    ['/', '', null],
    ['/customers', '/customers', {}],
    ['/customers', '/customers/', {}],
    ['/customers', '/CUSTOMERS', {}],
    ['/customers', '/customer', null],
    ['/account/:id', '/account/42', { id: '42' }],
    ['/account/:id', '/account/a%20b', { id: 'a b' }],
    ['/account/:id', '/account/%zz', null],
    ['/account/:id', '/account', null],
    ['/account/:id', '/account/1/2', null],
    ['/tills/session/:sessionId', '/tills/session/S1?tab=cash#top', { sessionId: 'S1' }],
  ])('%s against %j gives %j', (pattern, path, expected) => {
    expect(matchPathPattern(pattern, path)).toEqual(expected);
  });

  it.each<[string, string | null]>([
    ['/a/', '/a'],
    ['/', '/'],
    ['/a?b=1', '/a'],
    ['a', null],
  ])('cleanPath(%j) is %j', (path, expected) => {
    expect(cleanPath(path)).toBe(expected);
  });
});
