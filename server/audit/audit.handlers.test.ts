import { describe, expect, it } from 'vitest';
import { auditBound } from './audit.handlers';

describe('audit search bounds', () => {
  it('reads a bare date as the whole UTC day', () => {
    expect(auditBound('2026-03-01', 'start')).toBe('2026-03-01T00:00:00.000Z');
    expect(auditBound('2026-03-01', 'end')).toBe('2026-03-01T23:59:59.999Z');
  });

  it('reads a date-time with an offset as the same instant in UTC', () => {
    expect(auditBound('2026-03-01T09:30:00+01:00', 'start')).toBe('2026-03-01T08:30:00.000Z');
    expect(auditBound('2026-03-01T09:30:00Z', 'end')).toBe('2026-03-01T09:30:00.000Z');
  });

  it('leaves an absent bound open', () => {
    expect(auditBound(undefined, 'start')).toBeNull();
  });
});
