import { isRoleKey, type RoleKey } from './roles';

/**
 * Short or legacy role names that servers and people use, mapped to catalogue keys
 * (SPEC.md section 5). DIRECTOR and APPROVER go to the director approver, MD and CEO to the
 * managing director. SUPERVISOR is the spec's own name for the customer service supervisor.
 */
export const ROLE_ALIASES: Readonly<Record<string, RoleKey>> = {
  ADMIN: 'SYSTEM_ADMINISTRATOR',
  SYSTEM_ADMIN: 'SYSTEM_ADMINISTRATOR',
  TELLER: 'BRANCH_TELLER',
  MANAGER: 'MANAGER_APPROVER',
  DIRECTOR: 'DIRECTOR_APPROVER',
  APPROVER: 'DIRECTOR_APPROVER',
  MD: 'MANAGING_DIRECTOR',
  CEO: 'MANAGING_DIRECTOR',
  OPS: 'OPERATIONS_CONTROL',
  FINANCE: 'FINANCE_GL_ACCOUNTANT',
  NOTIFICATIONS_ADMIN: 'IT_SUPPORT',
  LIMITED_ADMIN: 'SECURITY_ADMINISTRATOR',
  SUPERVISOR: 'CUSTOMER_SERVICE_SUPERVISOR',
};

export const EMPTY_ROLE_KEY_MESSAGE = 'Empty role name encountered while normalising role key.';

/**
 * The textual half of normalisation: trimmed, upper-cased, every run of characters other than
 * A-Z and 0-9 turned into one underscore, and underscores at either end dropped. Aliases are not
 * applied. Returns '' for text with no letters or digits.
 */
export function canonicalRoleText(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** Applies the alias table to canonical text; leaves any other text as it is. */
export function applyRoleAlias(canonical: string): string {
  return Object.hasOwn(ROLE_ALIASES, canonical)
    ? (ROLE_ALIASES[canonical] ?? canonical)
    : canonical;
}

/** Turns any spelling of a role into its catalogue key, or throws if there is none. */
export function normaliseRoleKey(raw: string): RoleKey {
  const canonical = canonicalRoleText(raw);
  if (canonical === '') {
    throw new Error(EMPTY_ROLE_KEY_MESSAGE);
  }
  const key = applyRoleAlias(canonical);
  if (!isRoleKey(key)) {
    throw new Error(`Unknown role key "${key}".`);
  }
  return key;
}

/** Like normaliseRoleKey, for callers that treat an empty or unknown role as no role. */
export function tryNormaliseRoleKey(raw: string): RoleKey | null {
  const key = applyRoleAlias(canonicalRoleText(raw));
  return isRoleKey(key) ? key : null;
}
