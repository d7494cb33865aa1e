const TRUE_WORDS: ReadonlySet<string> = new Set(['1', 'true', 'yes', 'on']);

/**
 * Reads an environment flag (SPEC.md section 5): '1', 'true', 'yes' and 'on', in any case and
 * with surrounding spaces, are true; any other text is false. A missing or blank value gives the
 * fallback, so a flag left unset keeps its documented default.
 */
export function parseEnvFlag(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null) {
    return fallback;
  }
  const text = String(value).trim().toLowerCase();
  if (text === '') {
    return fallback;
  }
  return TRUE_WORDS.has(text);
}
