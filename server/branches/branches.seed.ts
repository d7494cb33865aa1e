import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { insertBranch, listBranches } from './branch.repository';

/** The demo tenant's branches, each with the id `{tenant}-{key}` the demo users name. */
export async function seedDemoBranches(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  if ((await listBranches(t, null)).length > 0) return;
  for (const branch of tenant.branches) {
    await insertBranch(
      t,
      { id: `${tenant.id}-${branch.key}`, code: branch.code, name: branch.name },
      ctx.now,
    );
  }
}
