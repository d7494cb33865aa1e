import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../policies/features';
import { inTenant } from '../../server/db/tenant-scope';
import { DEMO_ISSUER_PRIVATE_KEY_PEM } from '../../server/license/demo-issuer';
import { signLicense } from '../../server/license/license-key';
import { insertTermProductRow } from '../../server/term-deposits/term-product.repository';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { productBody } from './term-deposit-rows';

/**
 * Term deposit products as the product team keeps them: created, read, listed by code and changed
 * against the version read; every refusal names its field and writes nothing.
 */

afterAll(stopClusters);

interface Product {
  id: string;
  code: string;
  name: string;
  status: string;
  version: number;
  withholdingTax: boolean;
  withholdingTaxRate?: string;
  rateChart: { annualInterestRate: string }[];
}
interface Refusal {
  code: string;
  errors?: { field: string; code: string }[];
}

describe.each(ENGINES)('term deposit products on %s', (engine) => {
  let t: TestApp;
  let manager: string;
  let csr: string;
  const send = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = manager) =>
    call<T>(t.app, method, `/api/term-deposits/products${url}`, {
      token,
      ...(body !== undefined && { body }),
    });
  const productCount = () =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const rows = await tx.trx
        .selectFrom('term_deposit_product')
        .select(['id', 'version'])
        .where('tenant_id', '=', 'demo')
        .execute();
      return rows.map((row) => `${row.id}@${row.version}`).sort();
    });

  beforeAll(async () => {
    t = await startTestApp(engine);
    manager = await signIn(t.app, 'product');
    csr = await signIn(t.app, 'csr');
  }, 120_000);
  afterAll(() => t.close());

  it('lists the demo products by code, with the tenant tax rate on those that withhold it', async () => {
    const list = await send<{ items: Product[] }>('GET', '');
    expect(list.status).toBe(200);
    const codes = list.body.items.map((p) => p.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toEqual(expect.arrayContaining(['TD-30', 'TD-FIXED', 'TD-INCOME']));
    const fixed = list.body.items.find((p) => p.code === 'TD-FIXED');
    expect(fixed).toMatchObject({
      name: 'Fixed Deposit',
      withholdingTax: true,
      withholdingTaxRate: '10',
    });
    expect(fixed?.rateChart.map((row) => row.annualInterestRate)).toEqual([
      '8',
      '10',
      '12',
      '9',
      '11',
      '13',
      '10',
      '12',
      '14',
    ]);
  });

  it('creates, reads and changes a product against the version read', async () => {
    const created = await send<Product>('POST', '', productBody('TP-ONE'));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ code: 'TP-ONE', status: 'ACTIVE', version: 1 });
    const read = await send<Product>('GET', `/${created.body.id}`);
    expect(read.body).toEqual(created.body);

    const changed = await send<Product>('PUT', `/${created.body.id}`, {
      ...productBody('TP-ONE'),
      name: 'Test deposit renamed',
      withholdingTax: false,
      status: 'INACTIVE',
      version: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      name: 'Test deposit renamed',
      status: 'INACTIVE',
      version: 2,
    });
    expect(changed.body.withholdingTaxRate).toBeUndefined();

    const before = await productCount();
    const stale = await send<Refusal>('PUT', `/${created.body.id}`, {
      ...productBody('TP-ONE'),
      status: 'ACTIVE',
      version: 1,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'term_product_version_conflict']);
    expect(await productCount()).toEqual(before);
    expect((await send<Product>('GET', `/${created.body.id}`)).body.status).toBe('INACTIVE');
  });

  it('refuses a code another product has, on creation and on change', async () => {
    const before = await productCount();
    const taken = await send<Refusal>('POST', '', productBody('TD-FIXED'));
    expect([taken.status, taken.body.code]).toEqual([409, 'term_product_code_taken']);
    const other = await send<Product>('POST', '', productBody('TP-TWO'));
    const after = await productCount();
    const renamed = await send<Refusal>('PUT', `/${other.body.id}`, {
      ...productBody('TD-FIXED'),
      status: 'ACTIVE',
      version: 1,
    });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'term_product_code_taken']);
    expect(after.length).toBe(before.length + 1);
    expect(await productCount()).toEqual(after);
  });

  it('refuses a compounding period that does not divide the year, naming the field', async () => {
    const before = await productCount();
    const answer = await send<Refusal>('POST', '', {
      ...productBody('TP-SEVEN'),
      interestType: 'COMPOUND',
      compoundingPeriodMonths: 7,
    });
    expect([answer.status, answer.body.code]).toEqual([400, 'validation_failed']);
    expect(answer.body.errors?.map((e) => e.field).join(' ')).toContain('compoundingPeriodMonths');
    expect(await productCount()).toEqual(before);
  });

  it.each([
    ['tenors out of order', { minTenor: 12, maxTenor: 3 }, 'body.maxTenor'],
    [
      'amounts out of order',
      { minAmountKobo: 9_000_000, maxAmountKobo: 1_000_000 },
      'body.maxAmountKobo',
    ],
    [
      'compounding without its period',
      { interestType: 'COMPOUND' },
      'body.compoundingPeriodMonths',
    ],
    [
      'a periodic payout without its period',
      { interestPayout: 'PERIODIC' },
      'body.payoutPeriodMonths',
    ],
    [
      'an interest share without its percent',
      { penalty: { kind: 'INTEREST_SHARE' } },
      'body.penalty.percent',
    ],
    [
      'instructions without paying out',
      { maturityInstructions: ['ROLL_OVER_PRINCIPAL'] },
      'body.maturityInstructions',
    ],
    [
      'a chart row with more than 4 decimals',
      {
        rateChart: [
          {
            minAmountKobo: 1_000_000,
            maxAmountKobo: null,
            minTenor: 1,
            maxTenor: 12,
            annualInterestRate: '12.12345',
          },
        ],
      },
      'body.rateChart.0.annualInterestRate',
    ],
  ])('refuses %s with 422 naming the field', async (_what, change, field) => {
    const before = await productCount();
    const answer = await send<Refusal>('POST', '', { ...productBody('TP-BAD'), ...change });
    expect([answer.status, answer.body.code]).toEqual([422, 'term_product_invalid']);
    expect(answer.body.errors?.map((e) => e.field)).toContain(field);
    expect(await productCount()).toEqual(before);
  });

  it('answers 404 for an unknown product and for another tenant’s', async () => {
    const acmeId = 'term-product-of-acme';
    await inTenant(t.database.db, 'acme', (tx) =>
      insertTermProductRow(tx, acmeId, productBody('ACME-TD') as never, new Date().toISOString()),
    );
    for (const id of ['no-such-product', acmeId]) {
      const read = await send<Refusal>('GET', `/${id}`);
      expect([read.status, read.body.code]).toEqual([404, 'term_product_not_found']);
      const change = await send<Refusal>('PUT', `/${id}`, {
        ...productBody('ACME-TD'),
        status: 'ACTIVE',
        version: 1,
      });
      expect([change.status, change.body.code]).toEqual([404, 'term_product_not_found']);
    }
  });

  it('keeps products from a customer service desk', async () => {
    const before = await productCount();
    expect((await send<Refusal>('GET', '', undefined, csr)).status).toBe(403);
    const created = await send<Refusal>('POST', '', productBody('TP-DESK'), csr);
    expect([created.status, created.body.code]).toEqual([403, 'permission_denied']);
    expect(await productCount()).toEqual(before);
  });

  it('answers the tenant’s own withholding tax rate once it is saved', async () => {
    const admin = await signIn(t.app, 'admin');
    const save = (rate: string) =>
      call<Refusal>(t.app, 'POST', '/api/config/termDeposits', {
        token: admin,
        body: { value: { withholdingTaxRate: rate } },
      });
    const bad = await save('100.5');
    expect([bad.status, bad.body.code]).toEqual([422, 'term_deposits_config_invalid']);
    expect(bad.body.errors?.[0]?.field).toBe('body.value.withholdingTaxRate');
    expect((await save('7.5')).status).toBe(200);
    const list = await send<{ items: Product[] }>('GET', '');
    expect(list.body.items.find((p) => p.code === 'TD-FIXED')?.withholdingTaxRate).toBe('7.5');
  });

  it('offers term products to the GL map’s product picker in the catalogue’s shape', async () => {
    const admin = await signIn(t.app, 'admin');
    const answer = await call<{ items: { code: string; type: string; subtype: null }[] }>(
      t.app,
      'GET',
      '/api/products?type=TERM',
      { token: admin },
    );
    expect(answer.status).toBe(200);
    const fixed = answer.body.items.find((p) => p.code === 'TD-FIXED');
    expect(fixed).toMatchObject({ type: 'TERM', subtype: null, minimumBalanceKobo: null });
    expect(answer.body.items.every((p) => p.type === 'TERM')).toBe(true);
  });

  // Last: it replaces the bank's license.
  it('is closed to a bank whose license has no term deposits', async () => {
    const DAY_MS = 86_400_000;
    const licenseKey = signLicense(
      {
        v: 1,
        licenseId: 'lic-demo-no-term-deposits',
        tenantId: 'demo',
        tenantName: 'Kobo Demo Microfinance Bank',
        features: FEATURES.filter((feature) => feature !== 'TERM_DEPOSITS'),
        status: 'ACTIVE',
        trialExpiresAt: null,
        validUntil: new Date(t.clock.now.getTime() + 90 * DAY_MS).toISOString(),
        issuedAt: new Date(t.clock.now.getTime() - DAY_MS).toISOString(),
      },
      DEMO_ISSUER_PRIVATE_KEY_PEM,
    );
    const installed = await call(t.app, 'POST', '/api/config/license', {
      token: await signIn(t.app, 'admin'),
      body: { value: { licenseKey } },
    });
    expect(installed.status).toBe(200);
    const before = await productCount();
    const list = await send<Refusal>('GET', '');
    expect([list.status, list.body.code]).toEqual([403, 'feature_not_licensed']);
    const created = await send<Refusal>('POST', '', productBody('TP-UNLICENSED'));
    expect([created.status, created.body.code]).toEqual([403, 'feature_not_licensed']);
    expect(await productCount()).toEqual(before);
  });
});
