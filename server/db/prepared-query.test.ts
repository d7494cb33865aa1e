import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  ENGINES,
  stopClusters,
  type TestDatabase,
} from '../../tests/support/test-app';
import { seedDemoData } from '../demo/demo-seed';
import { preparedQuery } from './prepared-query';
import { inTenant, inTenantRead } from './tenant-scope';

const branchesByCode = preparedQuery(
  (trx, v: { codes: readonly string[] }, tenantId) =>
    trx
      .selectFrom('branch')
      .select(['code', 'name'])
      .where('tenant_id', '=', tenantId)
      .where('code', 'in', v.codes)
      .orderBy('code'),
  (v) => v.codes.length,
);

const renameBranch = preparedQuery((trx, v: { code: string; suffix: string | null }, tenantId) =>
  trx
    .updateTable('branch')
    .set({ name: sql`name || coalesce(${v.suffix}, '')` })
    .where('tenant_id', '=', tenantId)
    .where('code', '=', v.code),
);

describe.each(ENGINES)('preparedQuery on %s', (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedDemoData(database.owner, new Date('2026-11-21T09:00:00Z'));
  });

  afterAll(async () => {
    await database.close();
    await stopClusters();
  });

  it('binds each call its own values and tenant, and builds one text per shape', async () => {
    const demo = await inTenant(database.db, 'demo', async (t) => ({
      one: (await branchesByCode(t, { codes: ['LAG-HO'] })).rows,
      two: (await branchesByCode(t, { codes: ['ABJ-01', 'LAG-HO'] })).rows,
      none: (await branchesByCode(t, { codes: ['NOPE'] })).rows,
    }));
    expect(demo.one.map((row) => row.code)).toEqual(['LAG-HO']);
    expect(demo.two.map((row) => row.code)).toEqual(['ABJ-01', 'LAG-HO']);
    expect(demo.none).toEqual([]);
    const acme = await inTenant(database.db, 'acme', async (t) =>
      branchesByCode(t, { codes: ['ABJ-01'] }),
    );
    expect(acme.rows).toEqual([]);
  });

  it('binds an undefined or null value as NULL and reports the rows it changed', async () => {
    const result = await inTenant(database.db, 'demo', async (t) => {
      const changed = await renameBranch(t, { code: 'LAG-HO', suffix: ' (Head office)' });
      const unchanged = await renameBranch(t, { code: 'LAG-HO', suffix: null });
      const missing = await renameBranch(t, { code: 'NOPE', suffix: 'x' });
      const names = await branchesByCode(t, { codes: ['LAG-HO'] });
      return { changed, unchanged, missing, names };
    });
    expect(result.changed.numAffectedRows).toBe(1n);
    expect(result.unchanged.numAffectedRows).toBe(1n);
    expect(result.missing.numAffectedRows).toBe(0n);
    expect(result.names.rows[0]?.name).toMatch(/ \(Head office\)$/);
  });

  it("runs inside its transaction: a failed transaction takes the query's write with it", async () => {
    const name = async () =>
      (await inTenantRead(database.db, 'demo', (t) => branchesByCode(t, { codes: ['ABJ-01'] })))
        .rows[0]?.name;
    const before = await name();
    const failed = inTenant(database.db, 'demo', async (t) => {
      // On SQLite the query runs on the connection's own statements, not through Kysely.
      expect(t.statements !== undefined).toBe(engine === 'sqlite');
      const renamed = await renameBranch(t, { code: 'ABJ-01', suffix: ' (renamed)' });
      expect(renamed.numAffectedRows).toBe(1n);
      expect((await branchesByCode(t, { codes: ['ABJ-01'] })).rows[0]?.name).toBe(
        `${before} (renamed)`,
      );
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    expect(await name()).toBe(before);
  });
});
