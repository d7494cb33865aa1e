import { bankDate } from '../../policies/calendar';
import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findTenant, insertTenant } from './tenant.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo tenant's own row, its processing date a few days behind today where it lags. */
export async function seedDemoTenant(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if (await findTenant(t)) return;
  const processingDate = bankDate(ctx.now.getTime() - tenant.processingLagDays * DAY_MS);
  await insertTenant(
    t,
    { name: tenant.name, status: 'ACTIVE', processingDate, bankCode: tenant.bankCode },
    ctx.now,
  );
}
