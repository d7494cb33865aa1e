/**
 * Whether a database error is a unique-constraint violation, on either engine. Services check
 * uniqueness before they insert, for a clear answer; this catches the race two requests can still
 * run between that check and the insert.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  // 23505 is PostgreSQL's unique_violation; better-sqlite3 names SQLite's extended result codes.
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
