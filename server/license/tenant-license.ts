import { readConfigEntry } from '../config/config.service';
import type { Tenant } from '../tenancy/tenant.repository';
import type { TenantTx } from '../tenancy/tenant-scope';
import { evaluateLicense, type LicenseView } from './license-status';

/** The tenant's license as of now, verified offline against the trusted vendor keys. */
export async function tenantLicense(
  t: TenantTx,
  tenant: Tenant,
  trustedPublicKeysPem: readonly string[],
  now: Date,
): Promise<LicenseView> {
  const { value } = await readConfigEntry(t, 'license');
  return evaluateLicense({
    tenant: { id: tenant.id, name: tenant.name, processingDate: tenant.processingDate },
    key: 'licenseKey' in value ? value.licenseKey : null,
    trustedPublicKeysPem,
    now,
  });
}
