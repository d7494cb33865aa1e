import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { bookLoan } from '../../server/loans/loan.service';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Loan products on both engines: create, list, replace and delete; limits checked both ways
 * (min <= default <= max) and rates with at most 4 decimals; a product a loan was booked under
 * is retired, never deleted, and its change never reaches the loan.
 */

afterAll(stopClusters);

interface Product {
  id: string;
  code: string;
  name: string;
  status: string;
  inUse: boolean;
  defaultAnnualInterestRate: string;
  repaymentAllocation: string[];
  earlyRepaymentInterest: string;
  penalty: unknown;
  charges: unknown[];
  code_?: string;
}
interface Problem {
  code: string;
  errors?: { field: string; code: string }[];
}

const INPUT = {
  code: 'AGRI-SEASON',
  name: 'Agric Season Loan',
  description: 'For farmers, repaid after harvest.',
  interestMethod: 'DECLINING_BALANCE',
  amortization: 'EQUAL_PRINCIPAL',
  interestCalculationPeriod: 'DAILY',
  daysInYear: 'ACTUAL',
  repaymentEvery: 1,
  repaymentFrequency: 'MONTHS',
  minPrincipalKobo: 50_000_00,
  defaultPrincipalKobo: 200_000_00,
  maxPrincipalKobo: 2_000_000_00,
  minNumberOfRepayments: 3,
  defaultNumberOfRepayments: 6,
  maxNumberOfRepayments: 12,
  minAnnualInterestRate: '18',
  defaultAnnualInterestRate: '22.5',
  maxAnnualInterestRate: '30',
  charges: [
    {
      name: 'Processing fee',
      kind: 'PROCESSING_FEE',
      calculation: 'PERCENT_OF_PRINCIPAL',
      percent: '1.25',
    },
  ],
  penalty: { calculation: 'FLAT', amountKobo: 1_000_00, graceDays: 5 },
};

describe.each(ENGINES)('loan products on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const send = <T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    user = 'admin',
  ) => call<T>(t.app, method, url, { token: as(user), ...(body !== undefined && { body }) });
  const list = async (user = 'admin') =>
    (await send<{ items: Product[] }>('GET', '/api/loans/products', undefined, user)).body.items;
  const count = async () => (await list()).length;

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'product', 'loanofficer', 'teller'])
      tokens[user] = await signIn(t.app, user);
  }, 120_000);
  afterAll(() => t.close());

  it('creates a product with the defaults filled in, listed to whoever sees loans', async () => {
    const created = await send<Product>('POST', '/api/loans/products', INPUT, 'product');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      code: 'AGRI-SEASON',
      status: 'ACTIVE',
      inUse: false,
      defaultAnnualInterestRate: '22.5',
      repaymentAllocation: ['PENALTY', 'FEE', 'INTEREST', 'PRINCIPAL'],
      earlyRepaymentInterest: 'INTEREST_TO_DATE',
    });
    expect((await list('loanofficer')).map((p) => p.code)).toContain('AGRI-SEASON');
    const taken = await send<Problem>('POST', '/api/loans/products', INPUT);
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('loan_product_code_taken');
  });

  it('refuses limits out of order, charges without amounts and over-precise rates, storing nothing', async () => {
    const before = await count();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { defaultPrincipalKobo: 10_000_00 },
        'loan_product_range_invalid',
        'body.defaultPrincipalKobo',
      ],
      [
        { maxNumberOfRepayments: 2 },
        'loan_product_range_invalid',
        'body.defaultNumberOfRepayments',
      ],
      [
        { minAnnualInterestRate: '25' },
        'loan_product_range_invalid',
        'body.defaultAnnualInterestRate',
      ],
      [
        { maxAnnualInterestRate: '30.00001' },
        'interest_rate_invalid',
        'body.maxAnnualInterestRate',
      ],
      [
        { charges: [{ name: 'Fee', kind: 'PROCESSING_FEE', calculation: 'FLAT' }] },
        'loan_product_range_invalid',
        'body.charges.0.amountKobo',
      ],
      [
        { penalty: { calculation: 'PERCENT_OF_OVERDUE_INSTALMENT', graceDays: 1 } },
        'loan_product_range_invalid',
        'body.penalty.percent',
      ],
    ];
    for (const [change, code, field] of cases) {
      const answer = await send<Problem>('POST', '/api/loans/products', {
        ...INPUT,
        code: 'BAD',
        ...change,
      });
      expect([change, answer.status, answer.body.code]).toEqual([change, 422, code]);
      expect(answer.body.errors?.map((e) => e.field)).toContain(field);
    }
    const denied = await send<Problem>(
      'POST',
      '/api/loans/products',
      { ...INPUT, code: 'DENIED' },
      'loanofficer',
    );
    expect(denied.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('retires a product a loan uses instead of deleting it; the loan keeps its terms', async () => {
    const created = (await send<Product>('POST', '/api/loans/products', { ...INPUT, code: 'USED' }))
      .body;
    await inTenant(t.database.db, 'demo', async (tx) => {
      const borrower = await tx.trx
        .selectFrom('deposit_account as a')
        .innerJoin('customer as c', 'c.id', 'a.customer_id')
        .select(['a.id', 'a.customer_id'])
        .where('a.status', '=', 'ACTIVE')
        .where('c.status', '=', 'ACTIVE')
        .where('c.customer_type', '=', 'INDIVIDUAL')
        .orderBy('a.account_number', 'desc')
        .executeTakeFirstOrThrow();
      const officer = await tx.trx
        .selectFrom('app_user')
        .select('id')
        .where('username', '=', 'loanofficer')
        .executeTakeFirstOrThrow();
      const processing = await tx.trx
        .selectFrom('tenant')
        .select('processing_date')
        .executeTakeFirstOrThrow();
      await bookLoan(
        tx,
        {
          applicationId: null,
          customerId: borrower.customer_id,
          productId: created.id,
          accountId: borrower.id,
          principalKobo: 100_000_00,
          annualInterestRate: '20',
          numberOfRepayments: 6,
          expectedDisbursementDate: processing.processing_date,
          officerId: officer.id,
          branchId: null,
          purpose: 'Fertiliser',
          createdBy: officer.id,
        },
        new Date(),
      );
    });
    const refused = await send<Problem>('DELETE', `/api/loans/products/${created.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('loan_product_in_use');
    const retired = await send<Product>('PUT', `/api/loans/products/${created.id}`, {
      ...INPUT,
      code: 'USED',
      status: 'RETIRED',
      penalty: null,
    });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ status: 'RETIRED', inUse: true, penalty: null });
    const loans = await send<{ items: { id: string }[] }>(
      'GET',
      `/api/loans?productId=${created.id}`,
    );
    const loan = await send<{ terms: { penalty: unknown } }>(
      'GET',
      `/api/loans/${loans.body.items[0]?.id}`,
    );
    expect(loan.body.terms.penalty).toEqual(INPUT.penalty);
  });

  it('deletes a product no loan uses, and answers 404 for one that is not there', async () => {
    const created = (
      await send<Product>('POST', '/api/loans/products', { ...INPUT, code: 'UNUSED' })
    ).body;
    expect((await send('DELETE', `/api/loans/products/${created.id}`)).status).toBe(204);
    expect((await list()).map((p) => p.code)).not.toContain('UNUSED');
    const gone = await send<Problem>('DELETE', `/api/loans/products/${created.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('loan_product_not_found');
    const acme = await signIn(t.app, 'admin', 'acme');
    const other = await call<{ items: Product[] }>(t.app, 'GET', '/api/loans/products', {
      token: acme,
      tenant: 'acme',
    });
    expect(other.body.items).toEqual([]);
    expect((await send('GET', '/api/loans/products', undefined, 'teller')).status).toBe(403);
  });
});
