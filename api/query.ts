/**
 * Drops filter values that say nothing (undefined, null, blank strings), so the
 * server sees only the filters the user actually set (SPEC.md 5: "empty filter
 * values are dropped").
 */
export function withoutEmpty<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(filters) as [keyof T, T[keyof T]][]) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    kept[key] = typeof value === 'string' ? (value.trim() as T[keyof T]) : value;
  }
  return kept;
}
