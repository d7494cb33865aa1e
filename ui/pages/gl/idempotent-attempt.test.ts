import { describe, expect, it, vi } from 'vitest';
import { type Attempt, attemptFor } from './idempotent-attempt';

describe('attemptFor', () => {
  it('makes a key for a first attempt', () => {
    const freshKey = vi.fn(() => 'k-1');
    expect(attemptFor(null, { narration: 'Wrong account' }, freshKey)).toEqual({
      key: 'k-1',
      body: { narration: 'Wrong account' },
    });
    expect(freshKey).toHaveBeenCalledTimes(1);
  });

  it('keeps the key when the same body is sent again', () => {
    const previous = { key: 'k-1', body: { narration: 'Wrong account' } };
    const freshKey = vi.fn(() => 'k-2');
    expect(attemptFor(previous, { narration: 'Wrong account' }, freshKey)).toBe(previous);
    expect(freshKey).not.toHaveBeenCalled();
  });

  it('makes a new key for a changed body', () => {
    const previous: Attempt<{ narration?: string }> = {
      key: 'k-1',
      body: { narration: 'Wrong account' },
    };
    expect(attemptFor(previous, {}, () => 'k-2')).toEqual({ key: 'k-2', body: {} });
  });
});
