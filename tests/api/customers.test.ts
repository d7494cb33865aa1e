import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INDIVIDUALS } from '../../server/customers/customers.seed';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

afterAll(stopClusters);

interface Customer {
  id: string;
  customerNumber: string;
  customerType: string;
  displayName: string;
  branchId: string | null;
  bvn?: string;
  [field: string]: unknown;
}
interface CustomerPage {
  items: Customer[];
  total: number;
  page: number;
  pageSize: number;
}
interface ErrorBody {
  status: number;
  code: string;
  errors?: { field: string; code: string }[];
}

const ADDRESS = { line1: '3 Broad Street', city: 'Lagos', state: 'LAGOS' };

function individual(overrides: Record<string, unknown> = {}) {
  return {
    customerType: 'INDIVIDUAL',
    firstName: 'Ngozi',
    lastName: 'Okonjo',
    gender: 'FEMALE',
    dateOfBirth: '1990-06-13',
    phone: '08031234567',
    address: ADDRESS,
    bvn: '12345678901',
    kycTier: 1,
    ...overrides,
  };
}

function corporate(overrides: Record<string, unknown> = {}) {
  return {
    customerType: 'CORPORATE',
    companyName: 'Zobo Drinks Limited',
    rcNumber: 'rc445566',
    tin: '12345678-0001',
    phone: '+2348091234567',
    email: 'hello@zobo.example.ng',
    address: ADDRESS,
    directors: [{ fullName: 'Bola Tinubu-Ade' }],
    ...overrides,
  };
}

describe.each(ENGINES)('customers on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const search = async (token: string, query: string, tenant = 'demo') =>
    call<CustomerPage>(t.app, 'GET', `/api/customers?${query}`, { token, tenant });
  const create = (token: string, body: unknown, tenant = 'demo') =>
    call<Customer & ErrorBody>(t.app, 'POST', '/api/customers', { token, body, tenant });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('pages the seeded customers by name, 20 to a page unless asked', async () => {
    const first = await search(admin, '');
    expect(first.status).toBe(200);
    expect(first.body.total).toBeGreaterThanOrEqual(DEMO_INDIVIDUALS);
    expect(first.body.items).toHaveLength(20);
    const names = first.body.items.map((c) => c.displayName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const second = await search(admin, 'page=2&pageSize=5');
    expect(second.body).toMatchObject({ page: 2, pageSize: 5 });
    expect(second.body.items).toHaveLength(5);
    expect(await search(admin, 'pageSize=101')).toMatchObject({ status: 400 });
  });

  it('finds a customer by name, number, phone, email or BVN, and filters by type', async () => {
    const byName = await search(admin, 'q=ade');
    expect(byName.body.total).toBeGreaterThan(0);
    for (const customer of byName.body.items) {
      expect(JSON.stringify(customer).toLowerCase()).toContain('ade');
    }
    const sample = byName.body.items[0] as Customer;
    for (const q of [sample.customerNumber, sample.phone, sample.email, sample.bvn] as string[]) {
      const found = await search(admin, `q=${encodeURIComponent(q)}`);
      expect(found.body.items.map((c) => c.id)).toContain(sample.id);
    }
    const companies = await search(admin, 'customerType=CORPORATE&pageSize=100');
    expect(companies.body.total).toBeGreaterThan(0);
    expect(new Set(companies.body.items.map((c) => c.customerType))).toEqual(
      new Set(['CORPORATE']),
    );
    expect(await search(admin, 'customerType=corporate')).toMatchObject({ status: 400 });
  });

  describe('search by word prefix', () => {
    // Four customers no seeded one resembles: A and B share a surname, C is a company named
    // after it, and D has % and _ inside a word.
    const made: Record<'a' | 'b' | 'c' | 'd', Customer> = {} as never;
    const found = async (q: string, more = '', token = admin) => {
      const answer = await search(token, `q=${encodeURIComponent(q)}${more}`);
      expect(answer.status, q).toBe(200);
      return { ids: answer.body.items.map((c) => c.id), total: answer.body.total };
    };
    const only = (...customers: Customer[]) => ({
      ids: customers.map((c) => c.id),
      total: customers.length,
    });
    const none = { ids: [], total: 0 };

    beforeAll(async () => {
      const bodies = {
        a: individual({
          firstName: 'Temperance',
          lastName: 'Quarshie',
          phone: '07061230001',
          email: 'tq.office@mail.example.ng',
          bvn: '44455566601',
          branchId: 'demo-abuja',
        }),
        b: individual({
          firstName: 'Tobias',
          lastName: 'Quarshie',
          phone: '+2349071230002',
          bvn: '44455566602',
          branchId: 'demo-lagos',
        }),
        c: corporate({
          companyName: 'Quarshie Holdings Limited',
          rcNumber: 'rc7788990',
          phone: '08171230003',
          email: 'desk@quarshie-holdings.example.ng',
          branchId: 'demo-lagos',
        }),
        d: individual({
          firstName: 'Zed',
          lastName: '50%Off_Quarshie',
          phone: '08171230004',
          bvn: '44455566604',
          branchId: 'demo-kano',
        }),
      };
      for (const [key, body] of Object.entries(bodies)) {
        const created = await create(admin, body);
        expect(created.status, key).toBe(201);
        made[key as keyof typeof made] = created.body;
      }
    });

    it('finds every customer one of whose words starts with the search, sorted by name', async () => {
      const { a, b, c } = made;
      // By name: "Quarshie Holdings Limited", "Temperance Quarshie", "Tobias Quarshie".
      expect(await found('quars')).toEqual(only(c, a, b));
      expect(await found('QUARSHIE')).toEqual(only(c, a, b));
      expect(await found('Temperance')).toEqual(only(a));
      expect(await found('tobi')).toEqual(only(b));
      // Inside a word is not the start of one.
      expect(await found('arshie')).toEqual(none);
      expect(await found('perance')).toEqual(none);
    });

    it('finds a customer by number, phone in either form, e-mail, BVN and RC number', async () => {
      const { a, b, c } = made;
      expect(await found(a.customerNumber)).toEqual(only(a));
      expect((await found(a.customerNumber.slice(0, 9))).ids).toContain(a.id);
      for (const phone of ['07061230001', '2347061230001', '+2347061230001', '234706123']) {
        expect(await found(phone)).toEqual(only(a));
      }
      for (const phone of ['09071230002', '2349071230002', '+2349071230002', '0907123']) {
        expect(await found(phone)).toEqual(only(b));
      }
      expect(await found('tq.office@mail.example.ng')).toEqual(only(a));
      expect(await found('tq.off')).toEqual(only(a));
      expect(await found('desk@quarshie')).toEqual(only(c));
      expect(await found('44455566601')).toEqual(only(a));
      expect(await found('444555666')).toEqual(only(a, b, made.d));
      for (const rc of ['RC7788990', 'rc778', '7788990']) expect(await found(rc)).toEqual(only(c));
    });

    it('intersects several words', async () => {
      const { a, b, c } = made;
      expect(await found('quarshie tob')).toEqual(only(b));
      expect(await found('  tOBIAS   quarshie ')).toEqual(only(b));
      expect(await found('quarshie hold lim')).toEqual(only(c));
      expect(await found('quarshie 07061230001')).toEqual(only(a));
      expect(await found('tobias temperance')).toEqual(none);
      expect(await found('quarshie nobody')).toEqual(none);
      const tooMany = await search(admin, `q=${encodeURIComponent('a b c d e f')}`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({
        code: 'validation_failed',
        errors: [{ field: 'query.q', code: 'too_many_words' }],
      });
    });

    it('takes % and _ literally: they match only where a word holds them', async () => {
      const { d } = made;
      for (const q of ['%', '_', '%%', '%quarshie', '_uarshie', '50_', '50%off%']) {
        expect(await found(q), q).toEqual(none);
      }
      for (const q of ['50%', '50%o', '50%off_', '50%OFF_QUARSHIE', 'zed 50%']) {
        expect(await found(q), q).toEqual(only(d));
      }
    });

    it('applies the type filter and the branch scope to a search', async () => {
      const { a, b, c } = made;
      expect(await found('quarshie', '&customerType=CORPORATE')).toEqual(only(c));
      expect(await found('quarshie', '&customerType=INDIVIDUAL')).toEqual(only(a, b));
      // The CSR works in Lagos, where B and C bank; A banks in Abuja.
      const csr = await signIn(t.app, 'csr');
      expect(await found('quarshie', '', csr)).toEqual(only(c, b));
      expect(await found('temperance', '', csr)).toEqual(none);
      expect(await found('quarshie', '&customerType=INDIVIDUAL', csr)).toEqual(only(b));
      const acme = await signIn(t.app, 'admin', 'acme');
      const fromAcme = await search(acme, 'q=quarshie', 'acme');
      expect(fromAcme.body).toMatchObject({ items: [], total: 0 });
    });

    it('pages the matches by name with the total of distinct customers', async () => {
      const { a, b, c } = made;
      // Each of them has several tokens starting with "q" or "4"; each counts once.
      expect(await found('quarshie', '&pageSize=2')).toEqual({ ids: [c.id, a.id], total: 3 });
      expect(await found('quarshie', '&pageSize=2&page=2')).toEqual({ ids: [b.id], total: 3 });
      expect(await found('quarshie', '&pageSize=2&page=3')).toEqual({ ids: [], total: 3 });
      const page = await search(admin, 'q=quarshie&pageSize=2&page=2');
      expect(page.body).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page.body.items[0]).toMatchObject({
        id: b.id,
        displayName: 'Tobias Quarshie',
        customerNumber: b.customerNumber,
        branchId: 'demo-lagos',
        bvn: '44455566602',
      });
    });
  });

  it('shows a branch-bound user only the customers of their branch', async () => {
    const csr = await signIn(t.app, 'csr');
    const all = await search(csr, 'pageSize=100');
    expect(all.body.total).toBeGreaterThan(0);
    expect(new Set(all.body.items.map((c) => c.branchId))).toEqual(new Set(['demo-lagos']));
  });

  it('creates an individual with a customer number and refuses a second one with the same BVN', async () => {
    const created = await create(admin, individual({ branchId: 'demo-kano' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      customerType: 'INDIVIDUAL',
      displayName: 'Ngozi Okonjo',
      branchId: 'demo-kano',
      status: 'ACTIVE',
      bvn: '12345678901',
    });
    expect(created.body.customerNumber).toMatch(/^\d{10}$/);
    const again = await create(admin, individual({ firstName: 'Another', phone: '08039999999' }));
    expect(again).toMatchObject({ status: 409, body: { code: 'bvn_already_registered' } });
    const found = await search(admin, `q=${created.body.customerNumber}`);
    expect(found.body.items.map((c) => c.id)).toEqual([created.body.id]);
  });

  it('creates a company with its RC number upper-cased, once', async () => {
    const created = await create(admin, corporate());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      customerType: 'CORPORATE',
      rcNumber: 'RC445566',
      displayName: 'Zobo Drinks Limited',
    });
    const again = await create(
      admin,
      corporate({ rcNumber: 'RC445566', companyName: 'Copy Limited' }),
    );
    expect(again).toMatchObject({ status: 409, body: { code: 'rc_number_already_registered' } });
  });

  it('refuses minors, tier 2 without NIN, unknown and out-of-scope branches, and writes nothing', async () => {
    const before = (await search(admin, '')).body.total;
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [individual({ bvn: '22222222222', dateOfBirth: '2015-01-01' }), 422, 'customer_too_young'],
      [individual({ bvn: '22222222223', kycTier: 2 }), 422, 'kyc_tier_requires_nin'],
      [individual({ bvn: '22222222224', branchId: 'nowhere' }), 422, 'unknown_branch'],
      [individual({ bvn: '22222222225', phone: '12345' }), 400, 'validation_failed', 'body.phone'],
      [individual({ bvn: '123' }), 400, 'validation_failed', 'body.bvn'],
      [individual({ bvn: '22222222226', kycTier: 4 }), 400, 'validation_failed', 'body.kycTier'],
    ];
    for (const [body, status, code, field] of cases) {
      const answer = await create(admin, body);
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
      if (field) expect(answer.body.errors?.map((e) => e.field)).toContain(field);
    }
    const csr = await signIn(t.app, 'csr');
    const outOfScope = await create(csr, individual({ bvn: '22222222227', branchId: 'demo-kano' }));
    expect(outOfScope).toMatchObject({ status: 403, body: { code: 'branch_out_of_scope' } });
    expect((await search(admin, '')).body.total).toBe(before);
  });

  it('keeps tenants apart: the same BVN may bank with another tenant, and acme sees none of demo', async () => {
    const acme = await signIn(t.app, 'admin', 'acme');
    const created = await create(acme, individual({ bvn: '12345678901' }), 'acme');
    expect(created.status).toBe(201);
    const listed = await search(acme, 'pageSize=100', 'acme');
    expect(listed.body.items.map((c) => c.id)).toEqual([created.body.id]);
  });

  it('lets a teller search customers but not create them', async () => {
    const teller = await signIn(t.app, 'teller');
    expect((await search(teller, 'q=ade')).status).toBe(200);
    expect(await create(teller, individual({ bvn: '33333333333' }))).toMatchObject({
      status: 403,
      body: { code: 'permission_denied' },
    });
  });
});
