import { describe, expect, it } from 'vitest';
import { newRowId } from './row-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newRowId', () => {
  it('is a UUID version 7 whose first 48 bits are the time in milliseconds', () => {
    const at = Date.parse('2026-11-21T10:00:00.000Z');
    const id = newRowId(at + 60_000);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replace('-', '').slice(0, 12), 16)).toBe(at + 60_000);
  });

  it('keeps increasing within one millisecond, past the 4,096 a counter holds, and when the clock steps back', () => {
    const at = Date.parse('2026-11-21T11:00:00.000Z');
    const ids = [
      ...Array.from({ length: 5_000 }, () => newRowId(at)),
      newRowId(at - 1_000),
      newRowId(at + 1),
    ];
    for (const id of ids) expect(id).toMatch(UUID_V7);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differs in its random bits between keys', () => {
    const tails = new Set(Array.from({ length: 1_000 }, () => newRowId().slice(19)));
    expect(tails.size).toBe(1_000);
  });
});
