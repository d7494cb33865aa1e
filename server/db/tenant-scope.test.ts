import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, stopClusters, type TestDatabase } from '../../tests/support/test-app';
import { seedDemoData } from '../demo/demo-seed';
import { inTenant, inTenantRead } from './tenant-scope';

/**
 * On PostgreSQL a tenant's transaction opens with BEGIN and the tenant's setting in one round
 * trip, the tenant written as a literal: only an id of the contract's pattern may get there.
 */
describe('tenant transactions on postgres', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await seedDemoData(database.owner, new Date('2026-11-21T09:00:00Z'));
  });

  afterAll(async () => {
    await database.close();
    await stopClusters();
  });

  it('sees its own tenant only, in both kinds of transaction', async () => {
    const branchTenants = (tenantId: string) =>
      inTenantRead(database.db, tenantId, async (t) =>
        (await t.trx.selectFrom('branch').select('tenant_id').execute()).map(
          (row) => row.tenant_id,
        ),
      );
    expect(new Set(await branchTenants('demo'))).toEqual(new Set(['demo']));
    expect(new Set(await branchTenants('acme'))).toEqual(new Set(['acme']));
    const setting = await inTenant(database.db, 'acme', async (t) =>
      t.trx
        .selectNoFrom((eb) => eb.fn<string>('current_setting', [eb.val('app.tenant_id')]).as('id'))
        .executeTakeFirstOrThrow(),
    );
    expect(setting.id).toBe('acme');
  });

  it('rolls back what failed work wrote, and the connection serves the next tenant clean', async () => {
    await expect(
      inTenant(database.db, 'demo', async (t) => {
        await t.trx
          .updateTable('branch')
          .set({ name: 'Renamed in a failed transaction' })
          .where('tenant_id', '=', 'demo')
          .execute();
        throw new Error('work failed');
      }),
    ).rejects.toThrow('work failed');
    const names = await inTenantRead(database.db, 'demo', async (t) =>
      (await t.trx.selectFrom('branch').select('name').execute()).map((row) => row.name),
    );
    expect(names).not.toContain('Renamed in a failed transaction');
  });

  it.each(["demo' or '1'='1", 'demo; drop table branch', '', 'x'.repeat(65)])(
    'refuses the tenant id %j before sending anything',
    async (tenantId) => {
      let ran = false;
      await expect(
        inTenant(database.db, tenantId, async () => {
          ran = true;
        }),
      ).rejects.toThrow('Not a tenant id');
      expect(ran).toBe(false);
    },
  );
});
