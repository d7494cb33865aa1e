import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';

/** The demo's term deposits, in every state. */
export async function seedDemoTermDeposits(
  _t: TenantTx,
  _tenant: DemoTenant,
  _ctx: DemoSeedContext,
): Promise<void> {}
