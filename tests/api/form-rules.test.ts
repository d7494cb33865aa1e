import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * A tenant's form rules may only tighten the server's limits, and once saved each form's create
 * operation obeys them: a body that breaks one is refused by field before anything is stored.
 */

afterAll(stopClusters);

interface Refusal {
  status: number;
  code: string;
  errors?: { field: string; code: string; message: string }[];
}
interface Entry {
  value: { forms: Record<string, unknown> };
  updatedAt: string | null;
}

const ADDRESS = { line1: '3 Broad Street', city: 'Lagos', state: 'LAGOS' };
const RULES = {
  'customer.create': {
    fields: { email: { required: true, label: 'Email address' }, middleName: { hidden: true } },
  },
  transfer: { fields: { narration: { minLength: 10 }, amountKobo: { maximum: 1_000_000_00 } } },
  user: { fields: { phone: { required: true } } },
};

describe.each(ENGINES)('form rules on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const saveRules = (forms: unknown) =>
    call<Entry & Refusal>(t.app, 'POST', '/api/config/forms', {
      token: admin,
      body: { value: { forms } },
    });
  const readRules = async () =>
    (await call<Entry>(t.app, 'GET', '/api/config/forms', { token: admin })).body;
  const post = (url: string, body: unknown) =>
    call<Refusal & { id?: string }>(t.app, 'POST', url, {
      token: admin,
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
  const fieldsOf = (answer: { body: Refusal }) => answer.body.errors?.map((e) => e.field);

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
  });
  afterAll(() => t.close());

  it('refuses rules that loosen or contradict the server, by field, and saves nothing', async () => {
    const before = await readRules();
    const answer = await saveRules({
      transfer: { fields: { narration: { maxLength: 300 }, amountKobo: { minimum: 0 } } },
      'customer.create': { fields: { bvn: { hidden: true }, nickname: { label: 'Alias' } } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe('form_rule_contradicts_server');
    expect(answer.body.errors?.map((e) => [e.field, e.code])).toEqual([
      ['body.value.forms.transfer.fields.narration.maxLength', 'form_rule_contradicts_server'],
      ['body.value.forms.transfer.fields.amountKobo.minimum', 'form_rule_contradicts_server'],
      ['body.value.forms.customer.create.fields.bvn.hidden', 'form_rule_contradicts_server'],
      ['body.value.forms.customer.create.fields.nickname', 'form_rule_unknown_field'],
    ]);
    expect(await readRules()).toEqual(before);
  });

  describe('once saved', () => {
    beforeAll(async () => {
      const saved = await saveRules(RULES);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    });

    it('refuses a customer that breaks them, stores nothing, and takes it once it obeys', async () => {
      const name = `Formrule${engine}`;
      const body = {
        customerType: 'INDIVIDUAL',
        firstName: name,
        lastName: 'Okafor',
        gender: 'FEMALE',
        dateOfBirth: '1991-02-03',
        phone: '08031234567',
        address: ADDRESS,
        bvn: engine === 'sqlite' ? '22233344455' : '22233344466',
        kycTier: 1,
      };
      const missing = await post('/api/customers', { ...body, middleName: 'Ada' });
      expect(missing.status).toBe(422);
      expect(missing.body.code).toBe('form_rule_violated');
      expect(fieldsOf(missing)).toEqual(['body.middleName', 'body.email']);
      expect(missing.body.errors?.[1]?.message).toBe('Email address is required.');
      const found = await call<{ total: number }>(t.app, 'GET', `/api/customers?q=${name}`, {
        token: admin,
      });
      expect(found.body.total).toBe(0);
      const obeys = await post('/api/customers', { ...body, email: 'ngozi@example.ng' });
      expect(obeys.status, JSON.stringify(obeys.body)).toBe(201);
    });

    it('refuses a transfer that breaks them without posting, and posts it once it obeys', async () => {
      const accounts = await call<{ items: { id: string; ledgerBalanceKobo: number }[] }>(
        t.app,
        'GET',
        '/api/accounts?branchId=demo-lagos&pageSize=100',
        { token: admin },
      );
      const [from, to] = accounts.body.items.filter((a) => a.ledgerBalanceKobo > 10_000_00);
      const journals = async () =>
        (await call<{ total: number }>(t.app, 'GET', '/api/journals?pageSize=1', { token: admin }))
          .body.total;
      const before = await journals();
      const body = { fromAccountId: from?.id, toAccountId: to?.id, amountKobo: 5_000_00 };
      const short = await post('/api/transfers', { ...body, narration: 'rent' });
      expect([short.status, short.body.code]).toEqual([422, 'form_rule_violated']);
      expect(fieldsOf(short)).toEqual(['body.narration']);
      const large = await post('/api/transfers', {
        ...body,
        amountKobo: 1_000_000_01,
        narration: 'School fees for the term',
      });
      expect(fieldsOf(large)).toEqual(['body.amountKobo']);
      expect(large.body.errors?.[0]?.message).toMatch(/at most ₦1,000,000\.00/);
      expect(await journals()).toBe(before);
      const obeys = await post('/api/transfers', {
        ...body,
        narration: 'School fees for the term',
      });
      expect(obeys.status, JSON.stringify(obeys.body)).toBe(201);
      expect(await journals()).toBe(before + 1);
    });

    it('refuses a user without the phone the rules require, and creates the same user with one', async () => {
      const body = {
        username: `amaka.${engine}`,
        fullName: 'Amaka Chukwu',
        email: `amaka.${engine}@demo.bank.ng`,
        roles: ['BRANCH_TELLER'],
        branchId: 'demo-lagos',
      };
      const refused = await post('/api/users', body);
      expect([refused.status, refused.body.code]).toEqual([422, 'form_rule_violated']);
      expect(fieldsOf(refused)).toEqual(['body.phone']);
      const list = await call<{ total: number }>(t.app, 'GET', `/api/users?q=${body.username}`, {
        token: admin,
      });
      expect(list.body.total).toBe(0);
      const created = await post('/api/users', { ...body, phone: '08021234567' });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    });

    it('leaves a corporate customer to its own fields', async () => {
      const corporate = await post('/api/customers', {
        customerType: 'CORPORATE',
        companyName: `Formrule ${engine} Limited`,
        rcNumber: engine === 'sqlite' ? 'RC778899' : 'RC778800',
        tin: engine === 'sqlite' ? '12345678-0009' : '12345678-0008',
        phone: '+2348091234567',
        email: 'hello@formrule.example.ng',
        address: ADDRESS,
        directors: [{ fullName: 'Bola Ade' }],
      });
      expect(corporate.status, JSON.stringify(corporate.body)).toBe(201);
    });
  });
});
