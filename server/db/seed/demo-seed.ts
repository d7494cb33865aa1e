import { bankDate } from '../../../policies/calendar';
import { hashPassword } from '../../auth/password-hash';
import { insertBranch } from '../../branches/branch.repository';
import { saveConfigEntry } from '../../config/config-entry.repository';
import { searchCustomers } from '../../customers/customer.repository';
import { listProducts } from '../../deposits/deposit-product.repository';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from '../../license/demo-issuer';
import { signLicense } from '../../license/license-key';
import { findTenant, insertTenant } from '../../tenancy/tenant.repository';
import { inTenant, type TenantTx } from '../../tenancy/tenant-scope';
import { insertUser } from '../../users/user.repository';
import type { Db } from '../database';
import { seedDemoCharges } from './demo-charges';
import { seedDemoCustomers } from './demo-customers';
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './demo-data';
import { seedDemoDeposits } from './demo-deposits';
import { seedDemoLedger } from './demo-ledger';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeds the demo tenants once: a database that already has the `demo` tenant is left alone. */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  if (await inTenant(db, 'demo', findTenant)) {
    // A database seeded before the ledger existed gets its chart and opening entries now.
    for (const tenant of DEMO_TENANTS) {
      await inTenant(db, tenant.id, async (t) => {
        await seedDemoLedger(t, now);
        await seedDemoCharges(t, now);
      });
    }
    await inTenant(db, 'demo', async (t) => {
      const { total } = await searchCustomers(t, { branchIds: null, page: 1, pageSize: 1 });
      if (total === 0) await seedDemoCustomers(t, 'demo', now);
      if ((await listProducts(t)).length === 0) await seedDemoDeposits(t, '090001', now);
    });
    return false;
  }
  // The demo users share one published password, so one hash serves them all.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenant of DEMO_TENANTS) {
    await inTenant(db, tenant.id, (t) => seedTenant(t, tenant, passwordHash, now));
  }
  return true;
}

async function seedTenant(t: TenantTx, tenant: DemoTenant, passwordHash: string, now: Date) {
  const processingDate = bankDate(now.getTime() - tenant.processingLagDays * DAY_MS);
  await insertTenant(
    t,
    { name: tenant.name, status: 'ACTIVE', processingDate, bankCode: tenant.bankCode },
    now,
  );
  const at = now.toISOString();
  for (const branch of tenant.branches) {
    await insertBranch(
      t,
      { id: `${tenant.id}-${branch.key}`, code: branch.code, name: branch.name },
      now,
    );
  }
  for (const user of tenant.users) {
    await insertUser(
      t,
      {
        id: `${tenant.id}-${user.username}`,
        username: user.username,
        fullName: user.fullName,
        email: `${user.username}@${tenant.id}.bank.ng`,
        phone: null,
        roles: [...user.roles],
        permissions: [],
        branchId: user.branch === null ? null : `${tenant.id}-${user.branch}`,
        branchIds: [],
        passwordHash,
        mustChangePassword: user.mustChangePassword === true,
        passwordChangedAt: at,
      },
      now,
    );
  }
  await saveConfigEntry(
    t,
    { key: 'license', value: { licenseKey: demoLicense(tenant, now) }, updatedBy: 'system' },
    now,
  );
  await seedDemoLedger(t, now);
  await seedDemoCharges(t, now);
  if (tenant.id === 'demo') {
    await seedDemoCustomers(t, tenant.id, now);
    await seedDemoDeposits(t, tenant.bankCode, now);
  }
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
