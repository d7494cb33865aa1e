import { findConfigEntry } from '../config/config-entry.repository';
import type { Tenant } from '../tenancy/tenant.repository';
import type { TenantTx } from '../tenancy/tenant-scope';
import { evaluateLicense, type LicenseView } from './license-status';

/** The license config entry holds `{ licenseKey }`; this reads the key, or null when none. */
export async function installedLicenseKey(t: TenantTx): Promise<string | null> {
  const entry = await findConfigEntry(t, 'license');
  const value = entry?.value;
  if (typeof value === 'object' && value !== null && 'licenseKey' in value) {
    return typeof value.licenseKey === 'string' ? value.licenseKey : null;
  }
  return null;
}

/** The tenant's license as of now, verified offline against the trusted vendor keys. */
export async function tenantLicense(
  t: TenantTx,
  tenant: Tenant,
  trustedPublicKeysPem: readonly string[],
  now: Date,
): Promise<LicenseView> {
  return evaluateLicense({
    tenant: { id: tenant.id, name: tenant.name, processingDate: tenant.processingDate },
    key: await installedLicenseKey(t),
    trustedPublicKeysPem,
    now,
  });
}
