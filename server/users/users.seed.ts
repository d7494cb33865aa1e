import type { DemoSeedContext } from '../area';
import type { TenantTx } from '../db/tenant-scope';
import type { DemoTenant } from '../demo/demo-tenants';
import { findUserByUsername, insertUser } from './user.repository';

/** The demo tenant's users, one per role and a few special cases, sharing the demo password. */
export async function seedDemoUsers(
  t: TenantTx,
  tenant: DemoTenant,
  ctx: DemoSeedContext,
): Promise<void> {
  const [first] = tenant.users;
  if (!first || (await findUserByUsername(t, first.username))) return;
  const passwordHash = await ctx.passwordHash();
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
        permissions: [...(user.permissions ?? [])],
        branchId: user.branch === null ? null : `${tenant.id}-${user.branch}`,
        branchIds: [],
        passwordHash,
        mustChangePassword: user.mustChangePassword === true,
        passwordChangedAt: ctx.now.toISOString(),
      },
      ctx.now,
    );
  }
}
