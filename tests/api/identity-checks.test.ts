import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { readIdentityFacts } from '../../server/identity-checks/identity-facts';
import { upsertIdentityService } from '../../server/identity-checks/identity-service.repository';
import { call, signIn } from '../support/api-client';
import {
  connectTenantToIdentityServices,
  type IdentityServices,
  TEST_BVN_CREDENTIALS,
} from '../support/identity-services';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Check {
  kind: 'BVN' | 'NIN';
  state: string;
  mismatchedFields: string[];
  responseCode: string | null;
  message: string;
  checkedBy: string;
  stale: boolean;
}
interface Checks {
  customerId: string;
  bvn: { numberMasked: string | null; state: string; latest: Check | null };
  nin: { numberMasked: string | null; state: string; latest: Check | null };
  history: Check[];
  code?: string;
}

// The demo customers by number (server/customers/customers.seed.ts): 1000000004 and 1000000007
// are Lagos customers with a BVN and no NIN; 1000000002 (Abuja) is held by the stand-ins under
// another surname and phone; 1000000003 (Kano) is unknown to both; 1000000005, 1000000008 and
// 1000000011 are Abuja customers with both numbers.
describe.each(ENGINES)('BVN and NIN checks on %s', (engine) => {
  let t: TestApp;
  let services: IdentityServices;
  let compliance: string;
  let csr: string;
  const ids = new Map<string, string>();

  const idOf = (number: string) => ids.get(number) as string;
  const run = (number: string, token = compliance) =>
    call<Checks>(t.app, 'POST', `/api/customers/${idOf(number)}/identity-checks`, { token });
  const read = (number: string, token = compliance) =>
    call<Checks>(t.app, 'GET', `/api/customers/${idOf(number)}/identity-checks`, { token });
  const countChecks = () =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('customer_identity_check')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('tenant_id', '=', 'demo')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    services = await connectTenantToIdentityServices(t, 'demo', { timeoutMs: 800 });
    compliance = await signIn(t.app, 'compliance');
    csr = await signIn(t.app, 'csr');
    const rows = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('customer')
        .select(['id', 'customer_number'])
        .where('tenant_id', '=', 'demo')
        .execute(),
    );
    for (const row of rows) ids.set(row.customer_number, row.id);
  });
  afterAll(async () => {
    await services.stop();
    await t.close();
  });

  it('matches a customer whose BVN and NIN records agree, and shows the numbers masked', async () => {
    const answer = await run('1000000005');
    expect(answer.status).toBe(200);
    expect(answer.body.bvn.state).toBe('MATCHED');
    expect(answer.body.nin.state).toBe('MATCHED');
    expect(answer.body.bvn.latest).toMatchObject({
      responseCode: '00',
      checkedBy: 'Uche Obi',
      stale: false,
    });
    expect(answer.body.bvn.numberMasked).toMatch(/^•{7}\d{4}$/);
    // Row ids are hex and may hold eleven digits in a row by chance: only the rest is read.
    const withoutIds = JSON.stringify(answer.body).replace(
      /"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}"/g,
      '""',
    );
    expect(withoutIds).not.toMatch(/\d{11}/);
    // The seeded NIN check (the service did not answer) stays in the history, below the new one.
    expect(
      answer.body.history
        .map((check) => `${check.kind} ${check.state}`)
        .slice(0, 2)
        .sort(),
    ).toEqual(['BVN MATCHED', 'NIN MATCHED']);
    expect(answer.body.history.some((check) => check.state === 'UNAVAILABLE')).toBe(true);
    expect(services.bvn.received.at(-1)?.answered).toBe('00');
  });

  it('says which fields differ when the records disagree, and the tier upgrade reads the mismatch', async () => {
    const answer = await run('1000000002');
    expect(answer.status).toBe(200);
    expect(answer.body.bvn.latest).toMatchObject({
      state: 'MISMATCH',
      mismatchedFields: ['NAME', 'PHONE'],
      message: "Name and phone differ from NIBSS's record.",
    });
    expect(answer.body.nin.latest?.mismatchedFields).toEqual(['NAME', 'PHONE']);
    const facts = await inTenantRead(t.database.db, 'demo', (tx) =>
      readIdentityFacts(tx, idOf('1000000002')),
    );
    expect(facts).toEqual({ bvnCheck: 'MISMATCH', ninCheck: 'MISMATCH' });
  });

  it('records NOT_FOUND with the service code for numbers the services do not hold', async () => {
    const answer = await run('1000000003');
    expect(answer.body.bvn.latest).toMatchObject({ state: 'NOT_FOUND', responseCode: '01' });
    expect(answer.body.nin.latest).toMatchObject({ state: 'NOT_FOUND', responseCode: '01' });
  });

  it('records UNAVAILABLE quickly when a service never answers, and checks the other', async () => {
    const bvn = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('customer')
        .select('bvn')
        .where('id', '=', idOf('1000000008'))
        .executeTakeFirstOrThrow(),
    );
    services.bvn.script(bvn.bvn as string, 'timeout');
    const started = Date.now();
    try {
      const answer = await run('1000000008');
      expect(answer.status).toBe(200);
      expect(answer.body.bvn.latest).toMatchObject({
        state: 'UNAVAILABLE',
        responseCode: null,
        message: 'The NIBSS BVN service did not answer in time. Try again later.',
      });
      expect(answer.body.nin.state).toBe('MATCHED');
    } finally {
      services.bvn.unscript(bvn.bvn as string);
    }
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('records UNAVAILABLE when the service refuses our credentials', async () => {
    await inTenant(t.database.db, 'demo', (tx) =>
      upsertIdentityService(tx, {
        service: 'bvn',
        endpoint: services.bvn.url,
        organisationCode: TEST_BVN_CREDENTIALS.organisationCode,
        username: null,
        password: 'a-wrong-password',
        aesKey: null,
        ivKey: null,
        timeoutMs: 800,
        updatedAt: t.clock.now.toISOString(),
        updatedBy: 'test',
      }),
    );
    try {
      const answer = await run('1000000011');
      expect(answer.body.bvn.latest).toMatchObject({ state: 'UNAVAILABLE', responseCode: '401' });
      expect(answer.body.bvn.latest?.message).toContain('refused');
      expect(answer.body.nin.state).toBe('MATCHED');
    } finally {
      await inTenant(t.database.db, 'demo', (tx) =>
        upsertIdentityService(tx, {
          service: 'bvn',
          endpoint: services.bvn.url,
          organisationCode: TEST_BVN_CREDENTIALS.organisationCode,
          username: null,
          password: TEST_BVN_CREDENTIALS.password,
          aesKey: null,
          ivKey: null,
          timeoutMs: 800,
          updatedAt: t.clock.now.toISOString(),
          updatedBy: 'test',
        }),
      );
    }
  });

  it('lets a customer service representative check a customer of the branch, with no NIN left not checked', async () => {
    const answer = await run('1000000004', csr);
    expect(answer.status).toBe(200);
    expect(answer.body.bvn.state).toBe('MATCHED');
    expect(answer.body.nin).toEqual({ numberMasked: null, state: 'NOT_CHECKED', latest: null });
  });

  it('counts a check as not checked once the customer’s phone changes', async () => {
    await run('1000000007', csr);
    await inTenant(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('customer')
        .select('profile')
        .where('id', '=', idOf('1000000007'))
        .executeTakeFirstOrThrow();
      const profile = { ...JSON.parse(row.profile), phone: '08099990000' };
      await tx.trx
        .updateTable('customer')
        .set({ profile: JSON.stringify(profile), phone: '08099990000' })
        .where('id', '=', idOf('1000000007'))
        .execute();
    });
    const answer = await read('1000000007', csr);
    expect(answer.body.bvn.state).toBe('NOT_CHECKED');
    expect(answer.body.bvn.latest).toMatchObject({ state: 'MATCHED', stale: true });
    const facts = await inTenantRead(t.database.db, 'demo', (tx) =>
      readIdentityFacts(tx, idOf('1000000007')),
    );
    expect(facts.bvnCheck).toBe('NOT_CHECKED');
  });

  it('refuses another branch’s customer and changes nothing', async () => {
    const before = await countChecks();
    const answer = await run('1000000002', csr);
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('customer_record_not_found');
    expect((await read('1000000002', csr)).body.code).toBe('customer_record_not_found');
    expect(await countChecks()).toBe(before);
  });

  it('refuses another tenant’s customer', async () => {
    const acmeTeller = await signIn(t.app, 'teller', 'acme');
    const answer = await call<Checks>(
      t.app,
      'GET',
      `/api/customers/${idOf('1000000005')}/identity-checks`,
      {
        token: acmeTeller,
        tenant: 'acme',
      },
    );
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('customer_record_not_found');
  });

  it('refuses a user who may only view customers with 403, and a corporate customer with 422', async () => {
    const teller = await signIn(t.app, 'teller');
    const before = await countChecks();
    expect((await run('1000000004', teller)).status).toBe(403);
    const corporate = await run('1000000301');
    expect(corporate.status).toBe(422);
    expect(corporate.body.code).toBe('identity_check_nothing_to_check');
    expect(await countChecks()).toBe(before);
  });

  it('audits each check with what it found', async () => {
    const rows = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('audit_log')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .where('target', '=', idOf('1000000002'))
        .execute(),
    );
    expect(rows.map((row) => row.summary)).toContain(
      "checked the customer's identity: BVN mismatch (name, phone), NIN mismatch (name, phone)",
    );
  });
});
