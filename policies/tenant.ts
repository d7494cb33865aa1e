import { textOrNull } from './raw-value';

/** The tenant every request falls back to when neither the session nor the tenant store has one. */
export const DEFAULT_TENANT_ID = 'demo';

/**
 * A tenant identifier as kept locally (SPEC.md sections 3 and 5): trimmed, and empty means none.
 * Numbers are accepted because some servers send numeric tenant ids.
 */
export function normaliseTenantId(value: unknown): string | null {
  return textOrNull(value);
}

/**
 * The value of the x-tenant-id header (SPEC.md section 7): the first usable candidate, in the
 * order given (the session's tenant, then the tenant store's), else the default tenant.
 */
export function resolveTenantId(...candidates: readonly unknown[]): string {
  for (const candidate of candidates) {
    const tenantId = normaliseTenantId(candidate);
    if (tenantId !== null) {
      return tenantId;
    }
  }
  return DEFAULT_TENANT_ID;
}

/** The sidebar footer text: 'Tenant: {id}', or 'Tenant: N/A' when there is none. */
export function tenantFooterText(tenantId: unknown): string {
  return `Tenant: ${normaliseTenantId(tenantId) ?? 'N/A'}`;
}
