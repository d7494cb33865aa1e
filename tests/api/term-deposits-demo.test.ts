import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { DEMO_TENANTS } from '../../server/demo/demo-tenants';
import { seedDemoTermDeposits } from '../../server/term-deposits/term-deposits-demo.seed';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * The demo's term deposits: on the demo's products TD-FIXED, TD-INCOME and TD-30, the seed (run
 * when the test database was made, as `npm start` runs it) booked deposits in every state through
 * the services, accrued to the processing date; a second run adds nothing.
 */

afterAll(stopClusters);

interface Deposit {
  id: string;
  status: string;
  maturityDate: string;
  lien: unknown;
  lastAccruedOn: string | null;
}

describe.each(ENGINES)('the demo’s term deposits on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const demo = DEMO_TENANTS.find((tenant) => tenant.id === 'demo');
  const seed = () =>
    inTenant(t.database.db, 'demo', (tx) =>
      seedDemoTermDeposits(tx, demo as NonNullable<typeof demo>, {
        now: new Date(),
        passwordHash: async () => '',
      }),
    );
  const rows = () =>
    inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx.selectFrom('term_deposit').selectAll().where('tenant_id', '=', 'demo').execute(),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await signIn(t.app, 'treasury');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('books deposits in every state, accrued to the processing date, once', async () => {
    const seeded = await rows();
    const statuses = new Set(seeded.map((row) => row.status));
    expect([...statuses].sort()).toEqual(
      [
        'ACTIVE',
        'LIQUIDATED',
        'MATURED',
        'PAID_OUT',
        'PENDING_APPROVAL',
        'REJECTED',
        'ROLLED_OVER',
      ].sort(),
    );
    const today = (await call<{ processingDate: string }>(t.app, 'GET', '/api/auth/me', { token }))
      .body.processingDate;
    const active = seeded.filter((row) => row.status === 'ACTIVE');
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(active.every((row) => row.last_accrued_on === today)).toBe(true);
    const inAWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(active.filter((row) => row.maturity_date <= inAWeek).length).toBeGreaterThanOrEqual(2);
    expect(active.some((row) => row.lien_reason !== null)).toBe(true);
    const matured = seeded.filter((row) => row.status === 'MATURED');
    expect(matured.every((row) => row.lien_reason !== null)).toBe(true);
    const rolled = seeded.find((row) => row.status === 'ROLLED_OVER');
    expect(seeded.find((row) => row.id === rolled?.rolled_into_id)?.status).toBe('ACTIVE');
    const page = await call<Deposit>(t.app, 'GET', `/api/term-deposits/${rolled?.id}`, { token });
    expect(page.status).toBe(200);
    await seed();
    expect((await rows()).length).toBe(seeded.length);
  });
});
