/**
 * The licensed feature flags of SPEC.md section 6. A tenant's license lists the
 * features it may use; every route, menu item and API operation names at most one.
 */
export const FEATURES = [
  'ACCOUNTS',
  'TILLS',
  'OPERATIONS',
  'NIP',
  'LOANS',
  'TERM_DEPOSITS',
  'FINANCE',
  'REPORTS',
] as const;

export type Feature = (typeof FEATURES)[number];

export function isFeature(value: string): value is Feature {
  return (FEATURES as readonly string[]).includes(value);
}
