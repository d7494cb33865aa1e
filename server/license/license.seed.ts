import type { DemoSeedContext } from '../area';
import { findConfigEntry, saveConfigEntry } from '../config/config-entry.repository';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from './demo-issuer';
import { signLicense } from './license-key';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo tenant's license key, signed by the demo issuer that `DEMO=1` trusts. */
export async function seedDemoLicense(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (await findConfigEntry(t, 'license')) return;
  await saveConfigEntry(
    t,
    { key: 'license', value: { licenseKey: demoLicense(tenant, ctx.now) }, updatedBy: 'system' },
    ctx.now,
  );
}

/** An active license valid for a year, or for the lapsed tenant one that expired last month. */
function demoLicense(tenant: DemoTenant, now: Date): string {
  const issuedAt = new Date(now.getTime() - (tenant.license.expired ? 400 : 1) * DAY_MS);
  const validUntil = new Date(now.getTime() + (tenant.license.expired ? -30 : 365) * DAY_MS);
  return signLicense(
    {
      v: 1,
      licenseId: `demo-${tenant.id}`,
      tenantId: tenant.id,
      tenantName: tenant.name,
      features: [...tenant.license.features],
      status: 'ACTIVE',
      trialExpiresAt: null,
      validUntil: validUntil.toISOString(),
      issuedAt: issuedAt.toISOString(),
    },
    DEMO_ISSUER_PRIVATE_KEY_PEM,
  );
}
