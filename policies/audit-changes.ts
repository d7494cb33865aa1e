/**
 * What the audit log keeps of a change: the record before and after, with every secret hidden,
 * and the same change read field by field. The server stores and flattens it; the console shows
 * the fields side by side.
 */

/** What a secret's value becomes in the log. */
export const HIDDEN_VALUE = '[hidden]';

/** The words of a key that make its value a secret (decision 078). */
const SECRET_WORDS = new Set(['password', 'secret', 'token', 'pin', 'key', 'otp']);

/**
 * Whether a key names a secret: one of its words (camelCase, snake_case or kebab-case, in the
 * singular or the plural) is a secret word. `apiKey`, `new_password` and `pins` are; `mapping`
 * and `keyboard` are not, so the words of a key are compared, not its letters.
 */
export function isSecretKey(key: string): boolean {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((word) => SECRET_WORDS.has(word) || SECRET_WORDS.has(word.replace(/s$/, '')));
}

/** A copy of a JSON value with the value of every secret key, at any depth, hidden. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        isSecretKey(key) && inner !== null && inner !== undefined
          ? HIDDEN_VALUE
          : redactSecrets(inner),
      ]),
    );
  }
  return value;
}

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A value's leaves by dotted path (`address.city`, `items.0.code`), each as text. */
export function flattenFields(value: unknown, prefix = ''): Map<string, string | null> {
  const fields = new Map<string, string | null>();
  const visit = (node: unknown, path: string) => {
    if (node !== null && typeof node === 'object' && Object.keys(node).length > 0) {
      for (const [key, inner] of Object.entries(node)) visit(inner, path ? `${path}.${key}` : key);
      return;
    }
    // Nothing at all (a creation's before) has no fields.
    if (node === undefined || (node === null && path === '')) return;
    const text = node === null ? null : typeof node === 'string' ? node : JSON.stringify(node);
    fields.set(path || 'value', text);
  };
  visit(value, prefix);
  return fields;
}

/** Every field of before or after, in their order, with its value on each side. */
export function changedFields(before: unknown, after: unknown): AuditChange[] {
  const was = flattenFields(before);
  const is = flattenFields(after);
  const names = [...new Set([...was.keys(), ...is.keys()])];
  return names.map((field) => ({
    field,
    before: was.get(field) ?? null,
    after: is.get(field) ?? null,
  }));
}

/**
 * The kind of record an operation acts on, from its path's first segment in the singular:
 * `/branches/{id}` is a branch, `/deposit-products` a deposit-product, `/users/{id}/disable` a
 * user. A handler may name another.
 */
export function entityTypeOfPath(path: string): string | null {
  const segment = path.split('/').find((part) => part !== '' && !part.startsWith('{'));
  if (!segment) return null;
  const word = segment.toLowerCase();
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** An entity type in words for people: `deposit-product` is "Deposit product". */
export function entityTypeWords(type: string): string {
  const words = type.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
