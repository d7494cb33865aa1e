import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';

/** The demo's term deposit products (before its deposits, which book on them). */
export async function seedDemoTermProducts(
  _t: TenantTx,
  _tenant: DemoTenant,
  _ctx: DemoSeedContext,
): Promise<void> {}
