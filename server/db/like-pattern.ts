import { sql } from 'kysely';

/** Text for a LIKE pattern with `\` as its escape character, so `%` and `_` match themselves. */
export function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `lower(column) LIKE %text%`, case-insensitive and with the text taken literally. */
export function containsIgnoringCase(column: string, text: string) {
  const pattern = `%${likeText(text.toLowerCase())}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
