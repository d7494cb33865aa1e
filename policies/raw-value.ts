/**
 * Readers for untrusted JSON from servers and local storage. They never throw: anything that is
 * not the expected shape reads as absent.
 */

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed text, or null when blank or not text. Finite numbers become text (numeric ids). */
export function textOrNull(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    return String(value);
  }
  if (typeof value !== 'string') {
    return null;
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
