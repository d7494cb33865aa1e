/**
 * Drops filter values that say nothing (SPEC.md section 5): undefined, null and blank text. Zero
 * and false are kept, since they are real filter values.
 */
export function dropEmptyFilters<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const kept: Partial<T> = {};
  for (const [key, value] of Object.entries(filters) as [keyof T, T[keyof T]][]) {
    const blank = typeof value === 'string' && value.trim() === '';
    if (value !== undefined && value !== null && !blank) {
      kept[key] = value;
    }
  }
  return kept;
}
