/** Business constants and limits of SPEC.md section 9. */

export const API_TIMEOUT_MS = 15_000;

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
// The spec gives no upper bound; one is set so that no request can ask for an unbounded page.
export const MAX_PAGE_SIZE = 100;

export const LOAN_TRANSACTIONS_LIMIT = 100;

export const CLOCK_TICK_MS = 1000;

/** Sidebar widths in the theme's spacing units, not pixels. */
export const SIDEBAR_WIDTH_COLLAPSED = 16;
export const SIDEBAR_WIDTH_EXPANDED = 64;

/** When API debugging is on, a token is logged only by this many leading characters. */
export const TOKEN_DEBUG_PREFIX_LENGTH = 16;

/** Keys of everything the browser keeps in local storage. */
export const STORAGE_KEYS = {
  auth: 'auth',
  tenant: 'tenant',
  tenantId: 'tenantId',
  features: 'features',
  token: 'token',
  activeRole: 'activeRole',
  sidebarCollapsed: 'sidebarCollapsed',
  theme: 'theme',
  activeBranchId: 'activeBranchId',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Whether a token has expired. The exp claim counts seconds while clocks count milliseconds, so
 * the claim is scaled before comparing. As in RFC 7519, a token is expired from its exp instant
 * on. A token without a usable exp claim is not considered expired here; the server still decides.
 */
export function tokenExpired(expSeconds: number | null | undefined, nowMs: number): boolean {
  if (typeof expSeconds !== 'number' || !Number.isFinite(expSeconds)) {
    return false;
  }
  return nowMs >= expSeconds * 1000;
}

/** The loggable form of a token: its first TOKEN_DEBUG_PREFIX_LENGTH characters and an ellipsis. */
export function tokenDebugPrefix(token: string): string {
  if (token.length <= TOKEN_DEBUG_PREFIX_LENGTH) {
    return token;
  }
  return `${token.slice(0, TOKEN_DEBUG_PREFIX_LENGTH)}…`;
}

/** A page number from user or query input: a positive integer, else DEFAULT_PAGE. */
export function normalisePage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : DEFAULT_PAGE;
}

/** A page size from user or query input, clamped to 1..MAX_PAGE_SIZE; else DEFAULT_PAGE_SIZE. */
export function normalisePageSize(value: unknown): number {
  const size = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isInteger(size)) {
    return DEFAULT_PAGE_SIZE;
  }
  return Math.min(Math.max(size, 1), MAX_PAGE_SIZE);
}
