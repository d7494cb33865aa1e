import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKobo } from '../../policies/money';
import { isValidNuban } from '../../policies/nuban';
import { call, signIn } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Deposit products and accounts as branch staff use them: the product catalogue, opening an
 * account with its NUBAN, finding accounts, the account's life cycle, holds, and the account's
 * transactions and statements. Money is moved with transfers from seeded, funded accounts.
 */

afterAll(stopClusters);

interface Product {
  id: string;
  type: string;
  subtype: string;
  code: string;
  name: string;
  currency: string;
  interestRateBps: number;
  interestPostingPeriod: string;
  minimumBalanceKobo: number;
  overdraftAllowed: boolean;
  overdraftLimitKobo: number;
  chargeIds: string[];
  status: string;
  createdAt: string;
}
interface Account {
  id: string;
  accountNumber: string;
  name: string;
  customerId: string;
  productId: string;
  productName: string;
  branchId: string;
  currency: string;
  status: 'PENDING' | 'ACTIVE' | 'DORMANT' | 'FROZEN' | 'CLOSED';
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  holdsKobo: number;
  overdraftLimitKobo: number;
  openedAt: string;
  closedAt: string | null;
}
interface Customer {
  id: string;
  customerType: string;
  displayName: string;
  branchId: string | null;
  status: string;
}
/** What a statement prints of its customer, as the customer list gives it. */
interface Holder {
  customerNumber: string;
  address: { line1: string };
}
interface Hold {
  id: string;
  accountId: string;
  amountKobo: number;
  reason: string;
  status: 'ACTIVE' | 'RELEASED';
  placedBy: string;
  placedAt: string;
  releasedAt: string | null;
}
interface Transaction {
  id: string;
  entryId: string;
  postingDate: string;
  valueDate: string;
  narration: string;
  reference: string | null;
  debitKobo: number;
  creditKobo: number;
  runningBalanceKobo: number;
}
interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface ErrorBody {
  status: number;
  code: string;
  message: string;
  errors?: { field: string; code: string }[];
}
type Refusal = Omit<ErrorBody, 'status'>;

const BANK_CODE = '090001';
const DAY_MS = 24 * 60 * 60 * 1000;
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const naira = (kobo: number) =>
  `${kobo < 0 ? '-' : ''}${Math.trunc(Math.abs(kobo) / 100)}.${String(Math.abs(kobo) % 100).padStart(2, '0')}`;

describe.each(ENGINES)('deposit products and accounts on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let teller: string;
  let processingDate: string;
  let savings: Product;
  let current: Product;
  /** Seeded customers by branch: Lagos, Abuja and Kano individuals, and a company. */
  const customers = {} as Record<'lagos' | 'abuja' | 'kano' | 'company', Customer>;
  /** A well-funded seeded Lagos account that pays for the tests' transfers. */
  let bank: Account;

  const get = <T>(url: string, token = admin, tenant = 'demo') =>
    call<T & Refusal>(t.app, 'GET', url, { token, tenant });
  const post = <T>(url: string, body: unknown, token = admin, tenant = 'demo') =>
    call<T & Refusal>(t.app, 'POST', url, { token, body, tenant });
  const account = async (id: string) => {
    const answer = await get<Account>(`/api/accounts/${id}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const open = (body: Record<string, unknown>, token = admin) =>
    post<Account>('/api/accounts', body, token);
  /** Opens an account and checks it opened. */
  const opened = async (
    customer: Customer,
    product: Product = savings,
    extra: Record<string, unknown> = {},
  ) => {
    const answer = await open({ customerId: customer.id, productId: product.id, ...extra });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const transfer = (
    from: string,
    to: string,
    amountKobo: number,
    options: { token?: string; narration?: string; reference?: string } = {},
  ) =>
    call<Refusal & { id: string; entryId: string }>(t.app, 'POST', '/api/transfers', {
      token: options.token ?? admin,
      headers: { 'idempotency-key': randomUUID() },
      body: {
        fromAccountId: from,
        toAccountId: to,
        amountKobo,
        narration: options.narration ?? 'Test transfer',
        ...(options.reference && { reference: options.reference }),
      },
    });
  /** Moves money from the seeded bank account into an account, and checks it moved. */
  const fund = async (id: string, amountKobo: number, narration = 'Funding') => {
    const answer = await transfer(bank.id, id, amountKobo, { narration });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const changeStatus = (id: string, event: string, token = admin) =>
    post<Account>(`/api/accounts/${id}/status`, { event, reason: `Test: ${event}` }, token);
  const download = async (url: string, token = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${token}` },
    });
    return response;
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    teller = await signIn(t.app, 'teller');
    const me = await get<{ processingDate: string }>('/api/auth/me');
    processingDate = me.body.processingDate;
    const products = await get<{ items: Product[] }>('/api/products');
    savings = products.body.items.find((p) => p.code === 'SAV01') as Product;
    current = products.body.items.find((p) => p.code === 'CUR01') as Product;
    const people = await get<Page<Customer>>('/api/customers?pageSize=100');
    const find = (predicate: (c: Customer) => boolean) =>
      people.body.items.find(predicate) as Customer;
    customers.lagos = find((c) => c.customerType === 'INDIVIDUAL' && c.branchId === 'demo-lagos');
    customers.abuja = find((c) => c.customerType === 'INDIVIDUAL' && c.branchId === 'demo-abuja');
    customers.kano = find((c) => c.customerType === 'INDIVIDUAL' && c.branchId === 'demo-kano');
    const companies = await get<Page<Customer>>('/api/customers?customerType=CORPORATE');
    customers.company = companies.body.items[0] as Customer;
    const lagos = await get<Page<Account>>(
      `/api/accounts?branchId=demo-lagos&productId=${savings.id}&pageSize=100`,
    );
    bank = [...lagos.body.items].sort(
      (a, b) => b.ledgerBalanceKobo - a.ledgerBalanceKobo,
    )[0] as Account;
    expect(bank.ledgerBalanceKobo).toBeGreaterThan(2_000_000_00);
  }, 60_000);
  afterAll(() => t.close());

  describe('products', () => {
    it('lists the two seeded products, and nothing for loans', async () => {
      const listed = await get<{ items: Product[] }>('/api/products');
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((p) => p.code)).toEqual(['CUR01', 'SAV01']);
      expect(savings).toMatchObject({
        type: 'DEPOSIT',
        subtype: 'SAVINGS',
        name: 'Regular Savings',
        currency: 'NGN',
        interestRateBps: 400,
        overdraftAllowed: false,
        overdraftLimitKobo: 0,
        status: 'ACTIVE',
      });
      expect(current).toMatchObject({
        type: 'DEPOSIT',
        subtype: 'CURRENT',
        name: 'Business Current',
        overdraftAllowed: true,
        overdraftLimitKobo: 500_000_00,
      });
      expect((await get<{ items: Product[] }>('/api/products?type=LOAN')).body).toEqual({
        items: [],
      });
      expect(
        (await get<{ items: Product[] }>('/api/products?type=DEPOSIT')).body.items.map(
          (p) => p.code,
        ),
      ).toEqual(['CUR01', 'SAV01']);
      expect((await get<{ items: Product[] }>('/api/products?status=INACTIVE')).body.items).toEqual(
        [],
      );
      expect((await get('/api/products?type=FIXED')).status).toBe(400);
    });

    it('creates a savings product once per code', async () => {
      const body = {
        subtype: 'SAVINGS',
        code: 'SAV-KIDS',
        name: '  Kiddies Savings  ',
        interestRateBps: 650,
        interestPostingPeriod: 'QUARTERLY',
        minimumBalanceKobo: 50_000,
      };
      const created = await post<Product>('/api/products', body);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(String),
        type: 'DEPOSIT',
        subtype: 'SAVINGS',
        code: 'SAV-KIDS',
        name: 'Kiddies Savings',
        currency: 'NGN',
        interestRateBps: 650,
        interestPostingPeriod: 'QUARTERLY',
        minimumBalanceKobo: 50_000,
        overdraftAllowed: false,
        overdraftLimitKobo: 0,
        chargeIds: [],
        status: 'ACTIVE',
        createdAt: t.clock.now.toISOString(),
      });
      const listed = await get<{ items: Product[] }>('/api/products');
      expect(listed.body.items.find((p) => p.code === 'SAV-KIDS')).toEqual(created.body);
      const again = await post<Product>('/api/products', { ...body, name: 'Another' });
      expect([again.status, again.body.code]).toEqual([409, 'product_code_taken']);
      const seededCode = await post<Product>('/api/products', { ...body, code: 'SAV01' });
      expect([seededCode.status, seededCode.body.code]).toEqual([409, 'product_code_taken']);
    });

    it('creates a current product with an overdraft and refuses overdraft on savings', async () => {
      const created = await post<Product>('/api/products', {
        subtype: 'CURRENT',
        code: 'CUR-SME',
        name: 'SME Current',
        interestRateBps: 0,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
        overdraftAllowed: true,
        overdraftLimitKobo: 75_000_00,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ overdraftAllowed: true, overdraftLimitKobo: 75_000_00 });
      const before = (await get<{ items: Product[] }>('/api/products')).body.items.length;
      const refused = await post<Product>('/api/products', {
        subtype: 'SAVINGS',
        code: 'SAV-OD',
        name: 'Savings with overdraft',
        interestRateBps: 0,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
        overdraftAllowed: true,
        overdraftLimitKobo: 10_000_00,
      });
      expect([refused.status, refused.body.code]).toEqual([
        422,
        'overdraft_requires_current_account',
      ]);
      const charged = await post<Product>('/api/products', {
        subtype: 'SAVINGS',
        code: 'SAV-FEE',
        name: 'Savings with a charge',
        interestRateBps: 0,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
        chargeIds: ['no-such-charge'],
      });
      expect([charged.status, charged.body.code]).toEqual([422, 'charge_not_found']);
      expect((await get<{ items: Product[] }>('/api/products')).body.items).toHaveLength(before);
    });

    it('refuses an overdraft limit on a product that allows no overdraft, as the contract says', async () => {
      // openapi.yaml, createProduct: 422 `overdraft_limit_without_overdraft`. The server instead
      // answers 201 and silently stores a limit of zero.
      const answer = await post<Product>('/api/products', {
        subtype: 'CURRENT',
        code: 'CUR-NOOD',
        name: 'Current without overdraft',
        interestRateBps: 0,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
        overdraftLimitKobo: 100_000_00,
      });
      expect({ status: answer.status, code: answer.body.code }).toEqual({
        status: 422,
        code: 'overdraft_limit_without_overdraft',
      });
    });

    it('refuses malformed products by the schema, and lets a teller do neither', async () => {
      const good = {
        subtype: 'SAVINGS',
        code: 'SAV-X',
        name: 'X',
        interestRateBps: 100,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
      };
      const malformed: [string, Record<string, unknown>][] = [
        ['a lower-case code', { ...good, code: 'sav-x' }],
        ['a code with a space', { ...good, code: 'SAV X' }],
        ['no name', { ...good, name: undefined }],
        ['a blank name', { ...good, name: '' }],
        ['a loan subtype', { ...good, subtype: 'LOAN' }],
        ['a loan type', { ...good, type: 'LOAN' }],
        ['a negative rate', { ...good, interestRateBps: -1 }],
        ['a fractional minimum balance', { ...good, minimumBalanceKobo: 10.5 }],
        ['a minimum balance as text', { ...good, minimumBalanceKobo: '100' }],
        ['a weekly posting period', { ...good, interestPostingPeriod: 'WEEKLY' }],
        ['an unknown field', { ...good, colour: 'green' }],
      ];
      for (const [label, body] of malformed) {
        const answer = await post<Product>('/api/products', body);
        expect({ label, status: answer.status, code: answer.body.code }).toEqual({
          label,
          status: 400,
          code: 'validation_failed',
        });
      }
      expect(
        (await get<{ items: Product[] }>('/api/products')).body.items.map((p) => p.code),
      ).not.toContain('SAV-X');
      expect((await post<Product>('/api/products', good, teller)).status).toBe(403);
    });
  });

  describe('opening an account', () => {
    it('opens an active savings account with a NUBAN, zero balances and the customer’s name', async () => {
      const answer = await open({ customerId: customers.lagos.id, productId: savings.id });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        id: expect.any(String),
        accountNumber: expect.stringMatching(/^\d{10}$/),
        name: customers.lagos.displayName,
        customerId: customers.lagos.id,
        productId: savings.id,
        productName: 'Regular Savings',
        branchId: 'demo-lagos',
        currency: 'NGN',
        status: 'ACTIVE',
        ledgerBalanceKobo: 0,
        // Below the product's minimum until funded.
        availableBalanceKobo: -savings.minimumBalanceKobo,
        holdsKobo: 0,
        overdraftLimitKobo: 0,
        minimumBalanceKobo: savings.minimumBalanceKobo,
        openedAt: t.clock.now.toISOString(),
        closedAt: null,
      });
      expect(isValidNuban(BANK_CODE, answer.body.accountNumber)).toBe(true);
      expect(isValidNuban('090002', answer.body.accountNumber)).toBe(false);
      expect(await account(answer.body.id)).toEqual(answer.body);
    });

    it("opens a current account with the product's overdraft, its own name and branch", async () => {
      const answer = await open({
        customerId: customers.company.id,
        productId: current.id,
        branchId: 'demo-kano',
        name: '  Operations account  ',
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        name: 'Operations account',
        branchId: 'demo-kano',
        productName: 'Business Current',
        ledgerBalanceKobo: 0,
        overdraftLimitKobo: 500_000_00,
        minimumBalanceKobo: current.minimumBalanceKobo,
        availableBalanceKobo: 500_000_00 - current.minimumBalanceKobo,
      });
    });

    it('numbers accounts uniquely and in increasing order, after every seeded account', async () => {
      const all = await get<Page<Account>>('/api/accounts?pageSize=1');
      const last = await get<Page<Account>>(`/api/accounts?pageSize=1&page=${all.body.total}`);
      const highest = (last.body.items[0] as Account).accountNumber;
      const numbers: string[] = [];
      for (const customer of [customers.lagos, customers.abuja, customers.kano]) {
        numbers.push((await opened(customer)).accountNumber);
      }
      expect(new Set(numbers).size).toBe(3);
      expect(numbers).toEqual([...numbers].sort());
      expect((numbers[0] as string) > highest).toBe(true);
      for (const number of numbers) expect(isValidNuban(BANK_CODE, number)).toBe(true);
      const serials = numbers.map((n) => Number(n.slice(0, 9)));
      expect(serials).toEqual([serials[0], (serials[0] as number) + 1, (serials[0] as number) + 2]);
    });

    it('refuses unknown customers, products and branches, and writes nothing', async () => {
      const before = (await get<Page<Account>>('/api/accounts?pageSize=1')).body.total;
      const cases: [Record<string, unknown>, number, string][] = [
        [{ customerId: 'no-such-customer', productId: savings.id }, 422, 'customer_not_found'],
        [
          { customerId: customers.lagos.id, productId: 'no-such-product' },
          422,
          'product_not_found',
        ],
        [
          { customerId: customers.lagos.id, productId: savings.id, branchId: 'demo-nowhere' },
          422,
          'unknown_branch',
        ],
        [{ customerId: customers.lagos.id }, 400, 'validation_failed'],
        [
          { customerId: customers.lagos.id, productId: savings.id, name: '' },
          400,
          'validation_failed',
        ],
        [
          { customerId: customers.lagos.id, productId: savings.id, status: 'ACTIVE' },
          400,
          'validation_failed',
        ],
      ];
      for (const [body, status, code] of cases) {
        const answer = await open(body);
        expect({ body, status: answer.status, code: answer.body.code }).toEqual({
          body,
          status,
          code,
        });
      }
      expect((await get<Page<Account>>('/api/accounts?pageSize=1')).body.total).toBe(before);
    });

    it("refuses another tenant's customers and products", async () => {
      const acme = await signIn(t.app, 'admin', 'acme');
      const acmeProduct = await post<Product>(
        '/api/products',
        {
          subtype: 'SAVINGS',
          code: 'SAV01',
          name: 'Acme Savings',
          interestRateBps: 300,
          interestPostingPeriod: 'MONTHLY',
          minimumBalanceKobo: 0,
        },
        acme,
        'acme',
      );
      // The same code is free in another tenant.
      expect(acmeProduct.status).toBe(201);
      const cross = await open({ customerId: customers.lagos.id, productId: acmeProduct.body.id });
      expect([cross.status, cross.body.code]).toEqual([422, 'product_not_found']);
      const fromAcme = await post<Account>(
        '/api/accounts',
        { customerId: customers.lagos.id, productId: acmeProduct.body.id },
        acme,
        'acme',
      );
      expect([fromAcme.status, fromAcme.body.code]).toEqual([422, 'customer_not_found']);
    });

    it('keeps branch staff to their branches: out of scope for a relationship officer and the desk, 403 for a teller', async () => {
      const relationship = await signIn(t.app, 'relationship'); // Abuja
      const ownBranch = await open(
        { customerId: customers.abuja.id, productId: savings.id },
        relationship,
      );
      expect(ownBranch.status).toBe(201);
      expect(ownBranch.body.branchId).toBe('demo-abuja');
      const before = (await get<Page<Account>>('/api/accounts?pageSize=1')).body.total;
      // A Lagos customer's account lands in Lagos unless a branch is named.
      const lagosCustomer = await open(
        { customerId: customers.lagos.id, productId: savings.id },
        relationship,
      );
      expect([lagosCustomer.status, lagosCustomer.body.code]).toEqual([403, 'branch_out_of_scope']);
      const lagosBranch = await open(
        { customerId: customers.abuja.id, productId: savings.id, branchId: 'demo-lagos' },
        relationship,
      );
      expect([lagosBranch.status, lagosBranch.body.code]).toEqual([403, 'branch_out_of_scope']);
      // The Lagos desk (csr) is granted account opening, for its own branch only; a teller
      // holds no account opening at all.
      const refusals = [
        ['csr', 'branch_out_of_scope'],
        ['teller', 'permission_denied'],
      ];
      for (const [username = '', code] of refusals) {
        const token = await signIn(t.app, username);
        const answer = await open(
          { customerId: customers.abuja.id, productId: savings.id, branchId: 'demo-abuja' },
          token,
        );
        expect([username, answer.status, answer.body.code]).toEqual([username, 403, code]);
      }
      expect((await get<Page<Account>>('/api/accounts?pageSize=1')).body.total).toBe(before);
    });
  });

  describe('finding accounts', () => {
    it('pages the accounts by account number', async () => {
      const first = await get<Page<Account>>('/api/accounts');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, pageSize: 20 });
      expect(first.body.total).toBeGreaterThanOrEqual(300);
      expect(first.body.items).toHaveLength(20);
      const ten = await get<Page<Account>>('/api/accounts?pageSize=10');
      const second = await get<Page<Account>>('/api/accounts?pageSize=5&page=2');
      expect(second.body).toMatchObject({ page: 2, pageSize: 5, total: first.body.total });
      expect(second.body.items).toEqual(ten.body.items.slice(5, 10));
      const numbers = first.body.items.map((a) => a.accountNumber);
      expect(numbers).toEqual([...numbers].sort());
      const beyond = await get<Page<Account>>('/api/accounts?page=1000');
      expect(beyond.body).toMatchObject({ items: [], total: first.body.total });
      for (const query of ['pageSize=101', 'pageSize=0', 'page=0', 'status=frozen']) {
        expect((await get<Page<Account>>(`/api/accounts?${query}`)).status, query).toBe(400);
      }
    });

    it('finds accounts by number or name, customer, product, status and branch', async () => {
      const mine = await opened(customers.kano, current, { name: 'Zebra Crossing Ventures' });
      const byNumber = await get<Page<Account>>(`/api/accounts?q=${mine.accountNumber}`);
      expect(byNumber.body.items.map((a) => a.id)).toEqual([mine.id]);
      const byName = await get<Page<Account>>('/api/accounts?q=zebra%20CROSSING');
      expect(byName.body.items.map((a) => a.id)).toEqual([mine.id]);
      const partial = await get<Page<Account>>('/api/accounts?q=adebayo&pageSize=100');
      expect(partial.body.total).toBeGreaterThan(0);
      for (const a of partial.body.items) expect(a.name.toLowerCase()).toContain('adebayo');
      const byCustomer = await get<Page<Account>>(`/api/accounts?customerId=${customers.kano.id}`);
      expect(byCustomer.body.items.map((a) => a.customerId)).toEqual(
        byCustomer.body.items.map(() => customers.kano.id),
      );
      expect(byCustomer.body.items.map((a) => a.id)).toContain(mine.id);
      const byProduct = await get<Page<Account>>(
        `/api/accounts?productId=${current.id}&pageSize=100`,
      );
      expect(byProduct.body.total).toBeGreaterThan(0);
      expect(new Set(byProduct.body.items.map((a) => a.productName))).toEqual(
        new Set(['Business Current']),
      );
      const kano = await get<Page<Account>>('/api/accounts?branchId=demo-kano&pageSize=100');
      expect(kano.body.total).toBeGreaterThan(0);
      expect(new Set(kano.body.items.map((a) => a.branchId))).toEqual(new Set(['demo-kano']));
      expect((await changeStatus(mine.id, 'freeze')).status).toBe(200);
      const frozen = await get<Page<Account>>('/api/accounts?status=FROZEN&pageSize=100');
      expect(frozen.body.items.map((a) => a.id)).toContain(mine.id);
      expect(new Set(frozen.body.items.map((a) => a.status))).toEqual(new Set(['FROZEN']));
      const combined = await get<Page<Account>>(
        `/api/accounts?status=FROZEN&branchId=demo-kano&productId=${current.id}&customerId=${customers.kano.id}`,
      );
      expect(combined.body.items.map((a) => a.id)).toEqual([mine.id]);
      const none = await get<Page<Account>>('/api/accounts?branchId=demo-lagos&q=zebra');
      expect(none.body).toMatchObject({ items: [], total: 0 });
      // LIKE wildcards are matched literally.
      expect((await get<Page<Account>>('/api/accounts?q=%25')).body.total).toBe(0);
    });

    it('finds an account by its exact number with the accountNumber filter of the contract', async () => {
      // openapi.yaml, listAccounts: `accountNumber`, "the exact ten-digit NUBAN account
      // number". The handler drops the parameter and answers every account.
      const mine = await opened(customers.lagos);
      const answer = await get<Page<Account>>(`/api/accounts?accountNumber=${mine.accountNumber}`);
      expect(answer.status).toBe(200);
      expect({ total: answer.body.total, ids: answer.body.items.map((a) => a.id) }).toEqual({
        total: 1,
        ids: [mine.id],
      });
    });

    it('shows a Lagos teller only Lagos accounts', async () => {
      const all = await get<Page<Account>>('/api/accounts?pageSize=1');
      const lagos = await get<Page<Account>>('/api/accounts?branchId=demo-lagos&pageSize=1');
      const seen = await get<Page<Account>>('/api/accounts?pageSize=100', teller);
      expect(seen.status).toBe(200);
      expect(seen.body.total).toBe(lagos.body.total);
      expect(seen.body.total).toBeLessThan(all.body.total);
      expect(new Set(seen.body.items.map((a) => a.branchId))).toEqual(new Set(['demo-lagos']));
      const abuja = await get<Page<Account>>('/api/accounts?branchId=demo-abuja', teller);
      expect(abuja.body).toMatchObject({ items: [], total: 0 });
      const abujaAccount = await opened(customers.abuja);
      const byNumber = await get<Page<Account>>(
        `/api/accounts?q=${abujaAccount.accountNumber}`,
        teller,
      );
      expect(byNumber.body).toMatchObject({ items: [], total: 0 });
      for (const path of ['', '/transactions', '/holds', '/statement.csv', '/statement.pdf']) {
        const answer = await get(`/api/accounts/${abujaAccount.id}${path}`, teller);
        expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'account_not_found']);
      }
      const lagosAccount = seen.body.items[0] as Account;
      expect((await get<Account>(`/api/accounts/${lagosAccount.id}`, teller)).body).toEqual(
        await account(lagosAccount.id),
      );
    });

    it('answers 404 for unknown accounts and for a demo account asked for by acme', async () => {
      const demoAccount = (await get<Page<Account>>('/api/accounts?pageSize=1')).body
        .items[0] as Account;
      const unknown = await get(`/api/accounts/${randomUUID()}`);
      expect([unknown.status, unknown.body.code]).toEqual([404, 'account_not_found']);
      const acme = await signIn(t.app, 'admin', 'acme');
      for (const path of ['', '/transactions', '/holds']) {
        const answer = await get(`/api/accounts/${demoAccount.id}${path}`, acme, 'acme');
        expect([path, answer.status, answer.body.code]).toEqual([path, 404, 'account_not_found']);
      }
      const hold = await post(
        `/api/accounts/${demoAccount.id}/holds`,
        { amountKobo: 100, reason: 'x' },
        acme,
        'acme',
      );
      expect(hold.status).toBe(404);
      const status = await post(
        `/api/accounts/${demoAccount.id}/status`,
        { event: 'freeze', reason: 'x' },
        acme,
        'acme',
      );
      expect(status.status).toBe(404);
      const acmeList = await get<Page<Account>>(
        `/api/accounts?q=${demoAccount.accountNumber}`,
        acme,
        'acme',
      );
      expect(acmeList.body).toMatchObject({ items: [], total: 0 });
      expect((await account(demoAccount.id)).status).toBe('ACTIVE');
    });
  });

  describe('life cycle', () => {
    const expectStatus = async (
      id: string,
      event: string,
      status: Account['status'],
      token = admin,
    ) => {
      const answer = await changeStatus(id, event, token);
      expect([event, answer.status, answer.body.status]).toEqual([event, 200, status]);
      return answer.body;
    };
    const expectRefused = async (id: string, event: string, code: string) => {
      const before = await account(id);
      const answer = await changeStatus(id, event);
      expect([before.status, event, answer.status, answer.body.code]).toEqual([
        before.status,
        event,
        422,
        code,
      ]);
      expect(await account(id)).toEqual(before);
    };

    it('walks every move of the chart that an opened account can make', async () => {
      const a = await opened(customers.lagos);
      await expectStatus(a.id, 'markDormant', 'DORMANT');
      await expectStatus(a.id, 'reactivate', 'ACTIVE');
      await expectStatus(a.id, 'freeze', 'FROZEN');
      // Frozen from active, unfrozen back to active.
      await expectStatus(a.id, 'unfreeze', 'ACTIVE');
      await expectStatus(a.id, 'markDormant', 'DORMANT');
      await expectStatus(a.id, 'freeze', 'FROZEN');
      // Frozen from dormant, unfrozen back to dormant, not to active.
      await expectStatus(a.id, 'unfreeze', 'DORMANT');
      const closed = await expectStatus(a.id, 'close', 'CLOSED');
      expect(closed.closedAt).toBe(t.clock.now.toISOString());
      const b = await opened(customers.lagos);
      const closedActive = await expectStatus(b.id, 'close', 'CLOSED');
      expect(closedActive).toMatchObject({ ledgerBalanceKobo: 0, closedAt: expect.any(String) });
      const c = await opened(customers.lagos);
      expect((await expectStatus(c.id, 'markDormant', 'DORMANT')).closedAt).toBeNull();
    });

    it('refuses the moves the chart does not have, and changes nothing', async () => {
      const a = await opened(customers.lagos);
      for (const event of ['activate', 'reactivate', 'unfreeze']) {
        await expectRefused(a.id, event, 'account_transition_not_allowed');
      }
      await expectStatus(a.id, 'markDormant', 'DORMANT');
      for (const event of ['markDormant', 'activate', 'unfreeze']) {
        await expectRefused(a.id, event, 'account_transition_not_allowed');
      }
      await expectStatus(a.id, 'freeze', 'FROZEN');
      // A frozen account cannot be closed, even empty: closing cannot escape a freeze.
      for (const event of ['freeze', 'markDormant', 'reactivate', 'activate', 'close']) {
        await expectRefused(a.id, event, 'account_transition_not_allowed');
      }
      await expectStatus(a.id, 'unfreeze', 'DORMANT');
      await expectStatus(a.id, 'close', 'CLOSED');
      for (const event of [
        'activate',
        'reactivate',
        'markDormant',
        'freeze',
        'unfreeze',
        'close',
      ]) {
        await expectRefused(a.id, event, 'account_transition_not_allowed');
      }
      for (const body of [
        { event: 'delete', reason: 'x' },
        { event: 'freeze' },
        { event: 'freeze', reason: '' },
      ]) {
        const answer = await post(`/api/accounts/${a.id}/status`, body);
        expect([answer.status, answer.body.code]).toEqual([400, 'validation_failed']);
      }
      const unknown = await changeStatus(randomUUID(), 'freeze');
      expect([unknown.status, unknown.body.code]).toEqual([404, 'account_not_found']);
    });

    it('closes only an empty account without holds, and an emptied one', async () => {
      const a = await opened(customers.lagos);
      await fund(a.id, 12_345_67);
      await expectRefused(a.id, 'close', 'account_balance_not_zero');
      // An overdrawn current account is not empty either.
      const overdrawn = await opened(customers.company, current);
      expect((await transfer(overdrawn.id, a.id, 1_00)).status).toBe(201);
      expect((await account(overdrawn.id)).ledgerBalanceKobo).toBe(-1_00);
      await expectRefused(overdrawn.id, 'close', 'account_balance_not_zero');
      const empty = await opened(customers.lagos);
      const hold = await post<Hold>(`/api/accounts/${empty.id}/holds`, {
        amountKobo: 5_00,
        reason: 'Court order',
      });
      expect(hold.status).toBe(201);
      await expectRefused(empty.id, 'close', 'account_has_holds');
      expect(
        (await post(`/api/accounts/${empty.id}/holds/${hold.body.id}/release`, {})).status,
      ).toBe(200);
      await expectStatus(empty.id, 'close', 'CLOSED');
      // Emptied: everything moved out, then closed.
      const all = (await account(a.id)).ledgerBalanceKobo;
      expect((await transfer(a.id, bank.id, all)).status).toBe(201);
      t.clock.advanceMs(60_000);
      const closed = await expectStatus(a.id, 'close', 'CLOSED');
      expect(closed).toMatchObject({
        ledgerBalanceKobo: 0,
        availableBalanceKobo: 0,
        closedAt: t.clock.now.toISOString(),
      });
      // Money cannot reach a closed account, nor a hold be placed on it.
      const late = await transfer(bank.id, a.id, 1_00);
      expect([late.status, late.body.code]).toEqual([422, 'account_not_creditable']);
      const lien = await post(`/api/accounts/${a.id}/holds`, { amountKobo: 1_00, reason: 'x' });
      expect([lien.status, lien.body.code]).toEqual([422, 'account_closed']);
      expect((await account(a.id)).ledgerBalanceKobo).toBe(0);
    });

    it('lets no money leave or enter a frozen account, and unfreezes it where it was', async () => {
      const a = await opened(customers.lagos);
      const b = await opened(customers.lagos);
      await fund(a.id, 10_000_00);
      await fund(b.id, 10_000_00);
      await expectStatus(a.id, 'freeze', 'FROZEN');
      const out = await transfer(a.id, b.id, 1_00);
      expect([out.status, out.body.code]).toEqual([422, 'account_not_debitable']);
      const into = await transfer(b.id, a.id, 1_00);
      expect([into.status, into.body.code]).toEqual([422, 'account_not_creditable']);
      expect((await account(a.id)).ledgerBalanceKobo).toBe(10_000_00);
      expect((await account(b.id)).ledgerBalanceKobo).toBe(10_000_00);
      await expectStatus(a.id, 'unfreeze', 'ACTIVE');
      expect((await transfer(a.id, b.id, 1_00)).status).toBe(201);
    });

    it('lets money into a dormant account but not out of it', async () => {
      const a = await opened(customers.lagos);
      await fund(a.id, 5_000_00);
      await expectStatus(a.id, 'markDormant', 'DORMANT');
      const salary = await transfer(bank.id, a.id, 2_500_00, { narration: 'Salary' });
      expect(salary.status).toBe(201);
      expect(await account(a.id)).toMatchObject({ status: 'DORMANT', ledgerBalanceKobo: 7_500_00 });
      const out = await transfer(a.id, bank.id, 1_00);
      expect([out.status, out.body.code]).toEqual([422, 'account_not_debitable']);
      expect((await account(a.id)).ledgerBalanceKobo).toBe(7_500_00);
      await expectStatus(a.id, 'freeze', 'FROZEN');
      await expectStatus(a.id, 'unfreeze', 'DORMANT');
      const stillOut = await transfer(a.id, bank.id, 1_00);
      expect(stillOut.body.code).toBe('account_not_debitable');
      await expectStatus(a.id, 'reactivate', 'ACTIVE');
      expect((await transfer(a.id, bank.id, 1_00)).status).toBe(201);
    });

    it('does not let a teller change an account’s status', async () => {
      const a = await opened(customers.lagos);
      const answer = await changeStatus(a.id, 'freeze', teller);
      expect([answer.status, answer.body.code]).toEqual([403, 'permission_denied']);
      expect((await account(a.id)).status).toBe('ACTIVE');
    });
  });

  describe('minimum balance', () => {
    it('keeps the product’s minimum in the account, except when the account is emptied', async () => {
      const minimum = savings.minimumBalanceKobo;
      expect(minimum).toBeGreaterThan(0);
      const a = await opened(customers.lagos);
      const b = await opened(customers.lagos);
      // A new account is below its minimum: nothing but all of nothing can leave.
      const none = await transfer(a.id, b.id, 1);
      expect([none.status, none.body.code]).toEqual([422, 'insufficient_funds']);
      await fund(a.id, 10_000_00);
      expect((await account(a.id)).availableBalanceKobo).toBe(10_000_00 - minimum);
      const pastMinimum = await transfer(a.id, b.id, 10_000_00 - minimum + 1);
      expect([pastMinimum.status, pastMinimum.body.code]).toEqual([422, 'insufficient_funds']);
      expect((await transfer(a.id, b.id, 10_000_00 - minimum)).status).toBe(201);
      expect(await account(a.id)).toMatchObject({
        ledgerBalanceKobo: minimum,
        availableBalanceKobo: 0,
      });
      // Part of the minimum stays; all of it may leave, to close the account out.
      const part = await transfer(a.id, b.id, minimum - 1);
      expect([part.status, part.body.code]).toEqual([422, 'insufficient_funds']);
      expect((await transfer(a.id, b.id, minimum)).status).toBe(201);
      expect((await account(a.id)).ledgerBalanceKobo).toBe(0);
      expect((await account(b.id)).ledgerBalanceKobo).toBe(10_000_00);
      const closed = await changeStatus(a.id, 'close');
      expect([closed.status, closed.body.status, closed.body.availableBalanceKobo]).toEqual([
        200,
        'CLOSED',
        0,
      ]);
    });

    it('does not let an account with a hold be emptied past its minimum', async () => {
      const a = await opened(customers.lagos);
      const b = await opened(customers.lagos);
      await fund(a.id, 5_000_00);
      const hold = await post<Hold>(`/api/accounts/${a.id}/holds`, {
        amountKobo: 1_00,
        reason: 'Lien',
      });
      expect(hold.status).toBe(201);
      const all = await transfer(a.id, b.id, 5_000_00);
      expect([all.status, all.body.code]).toEqual([422, 'insufficient_funds']);
      expect((await account(a.id)).ledgerBalanceKobo).toBe(5_000_00);
    });
  });

  describe('holds', () => {
    it('reduces the available balance only, blocks a transfer above it, and is released once', async () => {
      const a = await opened(customers.lagos);
      const b = await opened(customers.lagos);
      await fund(a.id, 100_000_00);
      const placed = await post<Hold>(`/api/accounts/${a.id}/holds`, {
        amountKobo: 30_000_00,
        reason: '  Lien for loan LN-9  ',
      });
      expect(placed.status).toBe(201);
      expect(placed.body).toEqual({
        id: expect.any(String),
        accountId: a.id,
        amountKobo: 30_000_00,
        reason: 'Lien for loan LN-9',
        status: 'ACTIVE',
        placedBy: 'demo-admin',
        placedAt: t.clock.now.toISOString(),
        releasedAt: null,
      });
      const minimum = savings.minimumBalanceKobo;
      expect(await account(a.id)).toMatchObject({
        ledgerBalanceKobo: 100_000_00,
        holdsKobo: 30_000_00,
        availableBalanceKobo: 70_000_00 - minimum,
      });
      const journals = (await get<Page<unknown>>('/api/journals?pageSize=1')).body.total;
      const tooMuch = await transfer(a.id, b.id, 70_000_00 - minimum + 1);
      expect([tooMuch.status, tooMuch.body.code]).toEqual([422, 'insufficient_funds']);
      expect(await account(a.id)).toMatchObject({
        ledgerBalanceKobo: 100_000_00,
        availableBalanceKobo: 70_000_00 - minimum,
      });
      expect((await account(b.id)).ledgerBalanceKobo).toBe(0);
      expect((await get<Page<unknown>>('/api/journals?pageSize=1')).body.total).toBe(journals);
      t.clock.advanceMs(1_000);
      const released = await post<Hold>(
        `/api/accounts/${a.id}/holds/${placed.body.id}/release`,
        {},
      );
      expect(released.status).toBe(200);
      expect(released.body).toEqual({
        ...placed.body,
        status: 'RELEASED',
        releasedAt: t.clock.now.toISOString(),
      });
      expect(await account(a.id)).toMatchObject({
        ledgerBalanceKobo: 100_000_00,
        holdsKobo: 0,
        availableBalanceKobo: 100_000_00 - minimum,
      });
      expect((await transfer(a.id, b.id, 70_000_00 - minimum + 1)).status).toBe(201);
      const twice = await post(`/api/accounts/${a.id}/holds/${placed.body.id}/release`, {});
      expect([twice.status, twice.body.code]).toEqual([422, 'hold_already_released']);
      expect((await account(a.id)).holdsKobo).toBe(0);
    });

    it('lists active holds first, newest first, and adds them up', async () => {
      const a = await opened(customers.lagos);
      await fund(a.id, 10_000_00);
      const place = async (amountKobo: number) => {
        t.clock.advanceMs(1_000);
        const answer = await post<Hold>(`/api/accounts/${a.id}/holds`, {
          amountKobo,
          reason: `Hold of ${amountKobo}`,
        });
        expect(answer.status).toBe(201);
        return answer.body;
      };
      const first = await place(1_000_00);
      const second = await place(2_000_00);
      const third = await place(3_000_00);
      expect(await account(a.id)).toMatchObject({
        holdsKobo: 6_000_00,
        availableBalanceKobo: 4_000_00 - savings.minimumBalanceKobo,
      });
      expect((await post(`/api/accounts/${a.id}/holds/${second.id}/release`, {})).status).toBe(200);
      const listed = await get<{ items: Hold[] }>(`/api/accounts/${a.id}/holds`);
      expect(listed.body.items.map((h) => [h.id, h.status])).toEqual([
        [third.id, 'ACTIVE'],
        [first.id, 'ACTIVE'],
        [second.id, 'RELEASED'],
      ]);
      expect(await account(a.id)).toMatchObject({
        holdsKobo: 4_000_00,
        availableBalanceKobo: 6_000_00 - savings.minimumBalanceKobo,
      });
      // A teller may see the holds but not place or release them.
      expect((await get(`/api/accounts/${bank.id}/holds`, teller)).status).toBe(200);
      const byTeller = await post(
        `/api/accounts/${a.id}/holds`,
        { amountKobo: 1_00, reason: 'x' },
        teller,
      );
      expect(byTeller.status).toBe(403);
      const releaseByTeller = await post(
        `/api/accounts/${a.id}/holds/${first.id}/release`,
        {},
        teller,
      );
      expect(releaseByTeller.status).toBe(403);
      expect((await account(a.id)).holdsKobo).toBe(4_000_00);
    });

    it('answers hold_not_found for an unknown hold or one of another account, and refuses bad amounts', async () => {
      const a = await opened(customers.lagos);
      const b = await opened(customers.lagos);
      const onB = await post<Hold>(`/api/accounts/${b.id}/holds`, {
        amountKobo: 1_00,
        reason: 'x',
      });
      expect(onB.status).toBe(201);
      for (const holdId of [randomUUID(), onB.body.id]) {
        const answer = await post(`/api/accounts/${a.id}/holds/${holdId}/release`, {});
        expect([answer.status, answer.body.code]).toEqual([404, 'hold_not_found']);
      }
      expect((await account(b.id)).holdsKobo).toBe(1_00);
      for (const body of [
        { amountKobo: 0, reason: 'x' },
        { amountKobo: -1, reason: 'x' },
        { amountKobo: 1.5, reason: 'x' },
        { amountKobo: '100', reason: 'x' },
        { amountKobo: 100_000_000_000_001, reason: 'x' },
        { amountKobo: 100 },
        { amountKobo: 100, reason: '' },
      ]) {
        const answer = await post(`/api/accounts/${a.id}/holds`, body);
        expect([JSON.stringify(body), answer.status, answer.body.code]).toEqual([
          JSON.stringify(body),
          400,
          'validation_failed',
        ]);
      }
      expect((await account(a.id)).holdsKobo).toBe(0);
      const unknownAccount = await post(`/api/accounts/${randomUUID()}/holds`, {
        amountKobo: 1,
        reason: 'x',
      });
      expect([unknownAccount.status, unknownAccount.body.code]).toEqual([404, 'account_not_found']);
    });
  });

  describe('transactions and statements', () => {
    /** An account with three credits and two debits, all on the processing date. */
    let a: Account;
    let other: Account;
    const moves: [string, number][] = [
      ['in', 50_000_00],
      ['in', 20_000_50],
      ['out', 15_000_25],
      ['in', 1_00],
      ['out', 5_000_00],
    ];

    beforeAll(async () => {
      a = await opened(customers.lagos, savings, { name: 'Statement, "Test" Account' });
      other = await opened(customers.lagos);
      for (const [index, [direction, kobo]] of moves.entries()) {
        const narration = `Move ${index + 1}`;
        const answer =
          direction === 'in'
            ? await transfer(bank.id, a.id, kobo, { narration, reference: `REF-${index + 1}` })
            : await transfer(a.id, other.id, kobo, { narration, reference: `REF-${index + 1}` });
        expect(answer.status).toBe(201);
      }
    });

    it('lists them newest first with the balance after each, across pages', async () => {
      const all = await get<Page<Transaction>>(`/api/accounts/${a.id}/transactions`);
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
      const items = all.body.items;
      expect(items.map((i) => i.reference)).toEqual(['REF-5', 'REF-4', 'REF-3', 'REF-2', 'REF-1']);
      expect(items.map((i) => [i.debitKobo, i.creditKobo])).toEqual(
        [...moves].reverse().map(([d, kobo]) => (d === 'in' ? [0, kobo] : [kobo, 0])),
      );
      const balance = (await account(a.id)).ledgerBalanceKobo;
      expect(balance).toBe(50_000_00 + 20_000_50 - 15_000_25 + 1_00 - 5_000_00);
      expect(items[0]?.runningBalanceKobo).toBe(balance);
      items.forEach((item, index) => {
        const before = items[index + 1]?.runningBalanceKobo ?? 0;
        expect(item.runningBalanceKobo).toBe(before + item.creditKobo - item.debitKobo);
        expect(item).toMatchObject({ postingDate: processingDate, valueDate: processingDate });
      });
      expect(items[0]?.narration).toBe(`Move 5 to ${other.accountNumber}`);
      expect(items[1]?.narration).toBe(`Move 4 from ${bank.accountNumber}`);
      const paged: Transaction[] = [];
      for (const page of [1, 2, 3]) {
        const answer = await get<Page<Transaction>>(
          `/api/accounts/${a.id}/transactions?page=${page}&pageSize=2`,
        );
        expect(answer.body).toMatchObject({ page, pageSize: 2, total: 5 });
        expect(answer.body.items).toHaveLength(page === 3 ? 1 : 2);
        paged.push(...answer.body.items);
      }
      expect(paged).toEqual(items);
      const beyond = await get<Page<Transaction>>(
        `/api/accounts/${a.id}/transactions?page=4&pageSize=2`,
      );
      expect(beyond.body).toMatchObject({ items: [], total: 5 });
      const empty = await get<Page<Transaction>>(
        `/api/accounts/${(await opened(customers.lagos)).id}/transactions`,
      );
      expect(empty.body).toMatchObject({ items: [], total: 0 });
    });

    it('limits them to the dates asked for', async () => {
      const today = await get<Page<Transaction>>(
        `/api/accounts/${a.id}/transactions?from=${processingDate}&to=${processingDate}`,
      );
      expect(today.body.total).toBe(5);
      const yesterday = shiftDate(processingDate, -1);
      const tomorrow = shiftDate(processingDate, 1);
      for (const query of [
        `to=${yesterday}`,
        `from=${tomorrow}`,
        `from=${tomorrow}&to=${yesterday}`,
      ]) {
        const answer = await get<Page<Transaction>>(`/api/accounts/${a.id}/transactions?${query}`);
        expect([query, answer.status, answer.body.total, answer.body.items]).toEqual([
          query,
          200,
          0,
          [],
        ]);
      }
      expect((await get(`/api/accounts/${a.id}/transactions?from=yesterday`)).status).toBe(400);
    });

    it('exports the statement as CSV, opening to closing balance', async () => {
      const answer = await download(`/api/accounts/${a.id}/statement.csv`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/csv/);
      const from = `${processingDate.slice(0, 8)}01`;
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="statement-${a.accountNumber}-${from}-to-${processingDate}.csv"`,
      );
      expect(answer.body.endsWith('\r\n')).toBe(true);
      const rows = answer.body.slice(0, -2).split('\r\n');
      const balance = (await account(a.id)).ledgerBalanceKobo;
      const holder = { body: customers.lagos as unknown as Holder };
      expect(rows[0]).toBe(`Account,${a.accountNumber},"Statement, ""Test"" Account"`);
      expect(rows[1]).toBe(`Customer number,${holder.body.customerNumber}`);
      expect(rows[2]).toContain(holder.body.address.line1);
      expect(rows[3]).toMatch(/^Branch,.*Lagos/);
      expect(rows[4]).toBe(`Period,${from},${processingDate}`);
      expect(rows[5]).toMatch(/^Produced,"\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}"$/);
      expect(rows.slice(6, 9)).toEqual([
        '',
        'Posting date,Value date,Narration,Reference,Debit (NGN),Credit (NGN),Balance (NGN)',
        ',,Opening balance,,,,0.00',
      ]);
      let running = 0;
      const lines = moves.map(([direction, kobo], index) => {
        running += direction === 'in' ? kobo : -kobo;
        const narration =
          direction === 'in'
            ? `Move ${index + 1} from ${bank.accountNumber}`
            : `Move ${index + 1} to ${other.accountNumber}`;
        const [debit, credit] = direction === 'in' ? ['', naira(kobo)] : [naira(kobo), ''];
        return `${processingDate},${processingDate},${narration},REF-${index + 1},${debit},${credit},${naira(running)}`;
      });
      expect(rows.slice(9, -1)).toEqual(lines);
      expect(rows.at(-1)).toBe(`,,Closing balance,,,,${naira(balance)}`);
    });

    it('opens a later statement with the balance brought forward', async () => {
      const tomorrow = shiftDate(processingDate, 1);
      const answer = await download(
        `/api/accounts/${a.id}/statement.csv?fromDate=${tomorrow}&toDate=${tomorrow}`,
      );
      expect(answer.statusCode).toBe(200);
      const balance = naira((await account(a.id)).ledgerBalanceKobo);
      const rows = answer.body.slice(0, -2).split('\r\n');
      expect(rows.slice(4)).toEqual([
        `Period,${tomorrow},${tomorrow}`,
        expect.stringMatching(/^Produced,/),
        '',
        'Posting date,Value date,Narration,Reference,Debit (NGN),Credit (NGN),Balance (NGN)',
        `,,Opening balance,,,,${balance}`,
        `,,Closing balance,,,,${balance}`,
      ]);
      const backwards = await get(
        `/api/accounts/${a.id}/statement.csv?fromDate=${tomorrow}&toDate=${processingDate}`,
      );
      expect([backwards.status, backwards.body.code]).toEqual([422, 'statement_range_invalid']);
      const pdfBackwards = await download(
        `/api/accounts/${a.id}/statement.pdf?fromDate=${tomorrow}&toDate=${processingDate}`,
      );
      expect(pdfBackwards.statusCode).toBe(422);
      expect(JSON.parse(pdfBackwards.body).code).toBe('statement_range_invalid');
      expect(
        (await download(`/api/accounts/${a.id}/statement.csv?fromDate=01-01-2026`)).statusCode,
      ).toBe(400);
    });

    it('exports the statement as a PDF that names the account', async () => {
      const answer = await download(`/api/accounts/${a.id}/statement.pdf`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      const bytes = answer.rawPayload;
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
      const pdf = await pdfText(bytes);
      const text = pdf.text.replace(/[ \t]+/g, ' ');
      const closing = formatKobo((await account(a.id)).ledgerBalanceKobo);
      expect(closing).toBe('₦50,001.25');
      for (const part of [
        'Statement of account',
        `Account number ${a.accountNumber}`,
        'Account name Statement, "Test" Account',
        'Opening balance ₦0.00',
        `Closing balance ${closing}`,
        `Move 2 from ${bank.accountNumber}`,
        '₦20,000.50',
        `Statement ${a.accountNumber} - page 1 of 1`,
        'Date Narration Reference Debit Credit Balance',
        'REF-2',
      ]) {
        expect(text).toContain(part);
      }
      expect(pdf.info).toMatchObject({ Title: `Statement ${a.accountNumber}` });
      expect(answer.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="statement-${a.accountNumber}-.*\\.pdf"$`),
      );
    });

    it('prints a long statement over several pages, numbered, with the column headings on each', async () => {
      const long = await opened(customers.lagos);
      const lineCount = 60;
      const longNarration =
        'School fees for the second term, Greenfield Academy, pupil 7 of class 3B';
      for (let index = 1; index <= lineCount; index += 1) {
        await fund(long.id, index * 1_00, index === 7 ? longNarration : `Line ${index};`);
      }
      const answer = await download(`/api/accounts/${long.id}/statement.pdf`);
      expect(answer.statusCode).toBe(200);
      const pdf = await pdfText(answer.rawPayload);
      expect(pdf.pageCount).toBeGreaterThan(1);
      pdf.pages.forEach((page, index) => {
        expect(page).toContain(
          `Statement ${long.accountNumber} - page ${index + 1} of ${pdf.pageCount}`,
        );
        expect(page).toContain('Date Narration Reference Debit Credit Balance');
      });
      for (let index = 1; index <= lineCount; index += 1) {
        if (index !== 7) expect(pdf.text).toContain(`Line ${index};`);
      }
      // A narration wider than its column wraps within the row instead of being cut.
      expect(pdf.text.replace(/\s+/g, ' ')).toContain(longNarration);
      expect(pdf.pages.at(-1)).toContain(
        `Closing balance ${formatKobo(((lineCount * (lineCount + 1)) / 2) * 1_00)}`,
      );
    });

    it('prints who the statement is for, where the account is kept and when it was produced', async () => {
      const holder = { body: customers.lagos as unknown as Holder };
      const answer = await download(`/api/accounts/${a.id}/statement.pdf`);
      const text = (await pdfText(answer.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain(`Customer number ${holder.body.customerNumber}`);
      expect(text).toContain(`Address ${holder.body.address.line1}`);
      expect(text).toMatch(/Branch [^\n]*Lagos/);
      expect(text).toMatch(/Produced \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });

    it('gives an internal transfer without a reference its journal number, on the account and the statement', async () => {
      const plain = await opened(customers.lagos);
      await fund(plain.id, 7_500_00, 'Internal transfer');
      const listed = await get<Page<Transaction & { entryNumber: string }>>(
        `/api/accounts/${plain.id}/transactions`,
      );
      const line = listed.body.items[0];
      expect(line?.reference).toBeNull();
      expect(line?.entryNumber).toMatch(/^JE-\d{8}$/);
      const number = line?.entryNumber as string;
      const csv = await download(`/api/accounts/${plain.id}/statement.csv`);
      expect(csv.body).toContain(`Internal transfer from ${bank.accountNumber},${number},`);
      const pdf = await pdfText(
        (await download(`/api/accounts/${plain.id}/statement.pdf`)).rawPayload,
      );
      expect(pdf.text).toContain(number);
      expect(pdf.text).not.toContain('—');
    });

    it('lets a teller read the statement of a Lagos account', async () => {
      const answer = await download(`/api/accounts/${a.id}/statement.csv`, teller);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain(a.accountNumber);
    });
  });
});
