import type { DemoSeedContext } from '../area';
import { AREAS } from '../areas';
import { hashPassword } from '../auth/password-hash';
import type { Db } from '../db/database';
import { inTenant } from '../db/tenant-scope';
import { findTenant } from '../tenancy/tenant.repository';
import { DEMO_PASSWORD, DEMO_TENANTS } from './demo-tenants';

/**
 * Seeds the demo tenants: each area in the order of server/areas.ts seeds its part of each
 * tenant, skipping what is there already, so a database seeded before an area existed gets that
 * area's demo data at the next start. Answers whether the demo tenant was created now.
 */
export async function seedDemoData(db: Db, now: Date): Promise<boolean> {
  const existed = (await inTenant(db, 'demo', findTenant)) !== null;
  let hash: Promise<string> | null = null;
  // The demo users share one published password, so one hash serves them all.
  const ctx: DemoSeedContext = { now, passwordHash: () => (hash ??= hashPassword(DEMO_PASSWORD)) };
  for (const tenant of DEMO_TENANTS) {
    await inTenant(db, tenant.id, async (t) => {
      for (const area of AREAS) await area.seedDemo?.(t, tenant, ctx);
    });
  }
  return !existed;
}
