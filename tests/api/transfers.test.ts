import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { depositSubledger } from '../../server/deposits/deposit-subledger';
import { DomainError } from '../../server/errors/domain-error';
import { reverseEntry } from '../../server/ledger/ledger.service';
import { type Answer, call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Transfers between deposit accounts as tellers and back-office staff make them: one balanced
 * journal entry per transfer, balances that move by exactly the amount, the balance rule (holds
 * and overdraft), idempotent retries, reversals, and many transfers at once. After each, the
 * deposit control GL accounts still equal what the accounts hold: the sub-ledger ties to the GL.
 */

afterAll(stopClusters);

interface Product {
  id: string;
  code: string;
  overdraftLimitKobo: number;
  minimumBalanceKobo: number;
}
interface Account {
  id: string;
  accountNumber: string;
  productId: string;
  branchId: string;
  status: string;
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  holdsKobo: number;
  overdraftLimitKobo: number;
}
interface Customer {
  id: string;
  customerType: string;
  branchId: string | null;
}
interface Transfer {
  id: string;
  entryId: string;
  entryNumber: string;
  fromAccountId: string;
  toAccountId: string;
  amountKobo: number;
  feeKobo: number;
  narration: string;
  reference: string | null;
  postingDate: string;
  createdAt: string;
}
interface JournalEntry {
  id: string;
  entryNumber: string;
  status: 'POSTED' | 'REVERSED';
  reversalOfId: string | null;
  reversedById: string | null;
  lines: { accountCode: string; debitKobo: number; creditKobo: number; narration: string }[];
}
interface GlAccount {
  id: string;
  code: string;
  balanceKobo: number;
}
interface GlMapping {
  productId: string | null;
  event: string;
  creditAccountId: string;
}
interface TrialBalance {
  totalDebitKobo: number;
  totalCreditKobo: number;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface Refusal {
  code: string;
  message: string;
  errors?: { field: string; code: string }[];
}

const OVERDRAFT_KOBO = 500_000_00;

describe.each(ENGINES)('transfers on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let teller: string;
  let processingDate: string;
  let savings: Product;
  let current: Product;
  let lagosCustomer: Customer;
  let abujaCustomer: Customer;
  /** A well-funded seeded Lagos savings account that pays for the tests' transfers. */
  let bank: Account;
  const glIds = new Map<string, string>();

  const get = <T>(url: string, token = admin, tenant = 'demo') =>
    call<T & Refusal>(t.app, 'GET', url, { token, tenant });
  const post = <T>(url: string, body: unknown, token = admin, tenant = 'demo') =>
    call<T & Refusal>(t.app, 'POST', url, { token, body, tenant });
  const account = async (id: string, token = admin, tenant = 'demo') => {
    const answer = await get<Account>(`/api/accounts/${id}`, token, tenant);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const balance = async (id: string) => (await account(id)).ledgerBalanceKobo;
  const send = (
    body: Record<string, unknown>,
    options: { key?: string | null; token?: string; tenant?: string } = {},
  ): Promise<Answer<Transfer & Refusal>> => {
    const key = options.key === undefined ? randomUUID() : options.key;
    return call(t.app, 'POST', '/api/transfers', {
      token: options.token ?? admin,
      tenant: options.tenant ?? 'demo',
      body,
      headers: key === null ? {} : { 'idempotency-key': key },
    });
  };
  const transfer = (
    from: string,
    to: string,
    amountKobo: number,
    options: { key?: string; token?: string; narration?: string; reference?: string } = {},
  ) =>
    send(
      {
        fromAccountId: from,
        toAccountId: to,
        amountKobo,
        narration: options.narration ?? 'Transfer',
        ...(options.reference && { reference: options.reference }),
      },
      options,
    );
  const opened = async (product: Product = savings, customer: Customer = lagosCustomer) => {
    const answer = await post<Account>('/api/accounts', {
      customerId: customer.id,
      productId: product.id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const fund = async (id: string, amountKobo: number) => {
    const answer = await transfer(bank.id, id, amountKobo, { narration: 'Funding' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const reverseThroughJournals = (entryId: string) =>
    call<JournalEntry & Refusal>(t.app, 'POST', `/api/journals/${entryId}/reverse`, {
      token: admin,
      body: {},
      headers: { 'idempotency-key': randomUUID() },
    });
  /**
   * The ledger's reversal of a transfer's entry, as the transfer's own reversal will post it:
   * the journals refuse a customer's money, so these tests call the posting engine directly.
   */
  const reverse = async (
    entryId: string,
  ): Promise<{ status: number; body: JournalEntry & Refusal }> => {
    try {
      const body = await inTenant(t.database.db, 'demo', (tx) =>
        reverseEntry(tx, entryId, { narration: null, createdBy: 'demo-admin' }, t.clock.now, [
          depositSubledger,
        ]),
      );
      return { status: 201, body: body as never };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { status: error.status, body: { code: error.code, message: error.message } as never };
    }
  };
  /** Whose books to read: demo's admin unless told. */
  interface Books {
    token: string;
    tenant: string;
  }
  const demo = (): Books => ({ token: admin, tenant: 'demo' });
  const glAccounts = async (who: Books = demo()) => {
    const answer = await get<{ items: GlAccount[] }>('/api/coa', who.token, who.tenant);
    expect(answer.status).toBe(200);
    return answer.body.items;
  };
  const chart = async (who: Books = demo()) =>
    new Map((await glAccounts(who)).map((a) => [a.code, a.balanceKobo]));
  const trialBalance = async (who: Books = demo()) => {
    const answer = await get<TrialBalance>('/api/ledger/trial-balance', who.token, who.tenant);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const journalCount = async () =>
    (await get<Page<unknown>>('/api/journals?pageSize=1')).body.total;
  /** Everything a refused transfer must leave as it was. */
  const books = async (...ids: string[]) => ({
    balances: await Promise.all(ids.map((id) => account(id))),
    chart: await chart(),
    trialBalance: await trialBalance(),
    journals: await journalCount(),
  });
  const allAccounts = async (who: Books) => {
    const accounts: Account[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await get<Page<Account>>(
        `/api/accounts?pageSize=100&page=${page}`,
        who.token,
        who.tenant,
      );
      accounts.push(...answer.body.items);
      if (accounts.length >= answer.body.total) return accounts;
    }
  };
  /**
   * The deposit control GL accounts beside the accounts they control: each product's accounts are
   * held in the GL account its DEPOSIT mapping credits (its own mapping, else the tenant's). A
   * liability's balance is credit-positive, so the GL balance is minus the accounts' sum.
   */
  const subLedger = async (who: Books) => {
    const map = (
      await get<{ items: GlMapping[] }>('/api/glmap', who.token, who.tenant)
    ).body.items.filter((m) => m.event === 'DEPOSIT');
    const tenantWide = map.find((m) => m.productId === null)?.creditAccountId;
    const controlOf = (productId: string) =>
      map.find((m) => m.productId === productId)?.creditAccountId ?? tenantWide;
    const gl = await glAccounts(who);
    const codeOf = new Map(gl.map((a) => [a.id, a.code]));
    const held = new Map<string, number>([
      ['2101', 0],
      ['2102', 0],
    ]);
    for (const a of await allAccounts(who)) {
      const code = codeOf.get(controlOf(a.productId) as string) as string;
      held.set(code, (held.get(code) ?? 0) + a.ledgerBalanceKobo);
    }
    const balances = new Map(gl.map((a) => [a.code, a.balanceKobo]));
    return {
      gl: Object.fromEntries([...held.keys()].map((code) => [code, balances.get(code)])),
      accounts: Object.fromEntries([...held].map(([code, sum]) => [code, sum === 0 ? 0 : -sum])),
    };
  };
  const expectTied = async (who: Books = demo()) => {
    const { gl, accounts } = await subLedger(who);
    expect(gl).toEqual(accounts);
    const report = await trialBalance(who);
    expect(report.totalDebitKobo).toBe(report.totalCreditKobo);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    teller = await signIn(t.app, 'teller');
    processingDate = (await get<{ processingDate: string }>('/api/auth/me')).body.processingDate;
    const products = (await get<{ items: Product[] }>('/api/products')).body.items;
    savings = products.find((p) => p.code === 'SAV01') as Product;
    current = products.find((p) => p.code === 'CUR01') as Product;
    const people = (await get<Page<Customer>>('/api/customers?pageSize=100')).body.items;
    lagosCustomer = people.find((c) => c.branchId === 'demo-lagos') as Customer;
    abujaCustomer = people.find((c) => c.branchId === 'demo-abuja') as Customer;
    const lagos = await get<Page<Account>>(
      `/api/accounts?branchId=demo-lagos&productId=${savings.id}&pageSize=100`,
    );
    bank = [...lagos.body.items].sort(
      (a, b) => b.ledgerBalanceKobo - a.ledgerBalanceKobo,
    )[0] as Account;
    expect(bank.ledgerBalanceKobo).toBeGreaterThan(2_000_000_00);
    for (const gl of (await get<{ items: GlAccount[] }>('/api/coa')).body.items) {
      glIds.set(gl.code, gl.id);
    }
  }, 60_000);
  afterAll(() => t.close());

  it('starts with the seeded accounts tied to the deposit control GL accounts', async () => {
    await expectTied();
    const { gl } = await subLedger(demo());
    expect(gl['2101']).toBeLessThan(0);
  });

  it('moves exactly the amount in one balanced entry, and the sub-ledger still ties', async () => {
    const from = await opened(savings);
    const to = await opened(current);
    await fund(from.id, 250_000_00);
    const journals = await journalCount();
    const answer = await transfer(from.id, to.id, 123_456_78, {
      narration: 'School fees',
      reference: 'INV-2026-001',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(String),
      entryId: answer.body.id,
      entryNumber: expect.stringMatching(/^JE-\d{8}$/),
      fromAccountId: from.id,
      toAccountId: to.id,
      amountKobo: 123_456_78,
      feeKobo: 0,
      narration: 'School fees',
      reference: 'INV-2026-001',
      postingDate: processingDate,
      createdAt: t.clock.now.toISOString(),
    });
    expect(await account(from.id)).toMatchObject({
      ledgerBalanceKobo: 250_000_00 - 123_456_78,
      availableBalanceKobo: 250_000_00 - 123_456_78 - savings.minimumBalanceKobo,
    });
    expect(await account(to.id)).toMatchObject({
      ledgerBalanceKobo: 123_456_78,
      availableBalanceKobo: 123_456_78 - current.minimumBalanceKobo + OVERDRAFT_KOBO,
    });
    expect(await journalCount()).toBe(journals + 1);
    const entry = await get<JournalEntry>(`/api/journals/${answer.body.entryId}`);
    expect(entry.body.lines.map((l) => [l.debitKobo, l.creditKobo, l.narration])).toEqual([
      [123_456_78, 0, `School fees to ${to.accountNumber}`],
      [0, 123_456_78, `School fees from ${from.accountNumber}`],
    ]);
    await expectTied();
  });

  it("books a product with its own DEPOSIT mapping in that mapping's GL account", async () => {
    const product = await post<Product>('/api/products', {
      subtype: 'CURRENT',
      code: 'CUR-OWN',
      name: 'Corporate Current (own GL)',
      interestRateBps: 0,
      interestPostingPeriod: 'MONTHLY',
      minimumBalanceKobo: 0,
    });
    expect(product.status).toBe(201);
    const mapping = await post<GlMapping>('/api/glmap', {
      productId: product.body.id,
      event: 'DEPOSIT',
      debitAccountId: glIds.get('1102'),
      creditAccountId: glIds.get('2102'),
    });
    expect(mapping.status).toBe(201);
    const own = await opened(product.body);
    const before = await chart();
    expect((await transfer(bank.id, own.id, 40_000_00)).status).toBe(201);
    expect((await transfer(own.id, bank.id, 15_000_00)).status).toBe(201);
    const after = await chart();
    expect((after.get('2101') as number) - (before.get('2101') as number)).toBe(25_000_00);
    expect((after.get('2102') as number) - (before.get('2102') as number)).toBe(-25_000_00);
    const entry = (await get<Page<JournalEntry>>('/api/journals?pageSize=1')).body.items[0];
    expect(entry?.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo])).toEqual([
      ['2102', 15_000_00, 0],
      ['2101', 0, 15_000_00],
    ]);
    await expectTied();
  });

  describe('idempotency', () => {
    it('answers a retry with the first result and moves the money once', async () => {
      const from = await opened();
      const to = await opened();
      await fund(from.id, 10_000_00);
      const key = randomUUID();
      const journals = await journalCount();
      const first = await transfer(from.id, to.id, 3_000_00, { key });
      expect(first.status).toBe(201);
      t.clock.advanceMs(5_000);
      const retry = await transfer(from.id, to.id, 3_000_00, { key });
      expect(retry.status).toBe(201);
      expect(retry.body).toEqual(first.body);
      expect([await balance(from.id), await balance(to.id)]).toEqual([7_000_00, 3_000_00]);
      expect(await journalCount()).toBe(journals + 1);
      const other = await transfer(from.id, to.id, 3_000_01, { key });
      expect([other.status, other.body.code]).toEqual([422, 'idempotency_key_reused']);
      const otherNarration = await transfer(from.id, to.id, 3_000_00, { key, narration: 'Other' });
      expect([otherNarration.status, otherNarration.body.code]).toEqual([
        422,
        'idempotency_key_reused',
      ]);
      expect([await balance(from.id), await balance(to.id)]).toEqual([7_000_00, 3_000_00]);
      expect(await journalCount()).toBe(journals + 1);
    });

    it('lets a refused transfer be retried with its key once the money is there', async () => {
      const from = await opened();
      const to = await opened();
      const key = randomUUID();
      const refused = await transfer(from.id, to.id, 5_000_00, { key });
      expect([refused.status, refused.body.code]).toEqual([422, 'insufficient_funds']);
      await fund(from.id, 5_000_00);
      const retried = await transfer(from.id, to.id, 5_000_00, { key });
      expect(retried.status).toBe(201);
      expect([await balance(from.id), await balance(to.id)]).toEqual([0, 5_000_00]);
    });

    it('moves the money once when the same request arrives several times at once', async () => {
      const from = await opened();
      const to = await opened();
      await fund(from.id, 10_000_00);
      const key = randomUUID();
      const journals = await journalCount();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => transfer(from.id, to.id, 1_000_00, { key })),
      );
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.every((s) => s === 201 || s === 409),
        JSON.stringify(statuses),
      ).toBe(true);
      const posted = answers.filter((a) => a.status === 201);
      expect(posted.length).toBeGreaterThanOrEqual(1);
      expect(new Set(posted.map((a) => a.body.id)).size).toBe(1);
      for (const busy of answers.filter((a) => a.status === 409)) {
        expect(busy.body.code).toBe('idempotency_request_in_progress');
      }
      expect([await balance(from.id), await balance(to.id)]).toEqual([9_000_00, 1_000_00]);
      expect(await journalCount()).toBe(journals + 1);
    });

    it('refuses a transfer without a well-formed Idempotency-Key', async () => {
      const from = await opened();
      await fund(from.id, 1_000_00);
      const before = await books(from.id, bank.id);
      for (const key of [null, 'short', 'has a space in it']) {
        const answer = await transfer(from.id, bank.id, 1_00, { key: key as string });
        expect([key, answer.status, answer.body.code]).toEqual([key, 400, 'validation_failed']);
      }
      expect(await books(from.id, bank.id)).toEqual(before);
    });
  });

  // `gl_mapping_missing` is not reached here: every seeded tenant has a tenant-wide DEPOSIT
  // mapping, which every product falls back to, and the API can replace a mapping but not
  // delete one, so no product can be left without a control account through the API.
  describe('charges', () => {
    interface Charge {
      id: string;
      code: string;
      appliesTo: string;
      calculation: string;
      amountKobo: number | null;
      rateBps: number | null;
      event: string;
    }
    const charges = async (token = admin, tenant = 'demo') => {
      const answer = await get<{ items: Charge[] }>('/api/charges', token, tenant);
      expect(answer.status).toBe(200);
      return new Map(answer.body.items.map((charge) => [charge.code, charge]));
    };
    const feeProduct = async (code: string, chargeIds: string[]) =>
      post<Product & { chargeIds: string[] }>('/api/products', {
        subtype: 'SAVINGS',
        code,
        name: `Savings ${code}`,
        interestRateBps: 0,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
        chargeIds,
      });

    it("lists each tenant's own tariff", async () => {
      const demoCharges = await charges();
      expect([...demoCharges.keys()]).toEqual([
        'ACCT-MAINT',
        'CARD-ISSUE',
        'LOAN-PROC',
        'NIP-OUT',
        'SMS-ALERT',
        'TRF-FEE',
      ]);
      expect(demoCharges.get('TRF-FEE')).toMatchObject({
        appliesTo: 'DEPOSIT',
        calculation: 'FLAT',
        amountKobo: 10_00,
        rateBps: null,
        event: 'TRANSFER',
      });
      const acmeAdmin = await signIn(t.app, 'admin', 'acme');
      const acmeCharges = await charges(acmeAdmin, 'acme');
      expect([...acmeCharges.keys()]).toEqual([...demoCharges.keys()]);
      for (const [code, charge] of acmeCharges)
        expect(charge.id).not.toBe(demoCharges.get(code)?.id);
      // Another tenant's charge is no charge here.
      const foreign = await feeProduct('SAV-FOREIGN', [acmeCharges.get('TRF-FEE')?.id as string]);
      expect([foreign.status, foreign.body.code]).toEqual([422, 'charge_not_found']);
    });

    it('refuses a product with an unknown or a loan charge, naming the field, and creates nothing', async () => {
      const tariff = await charges();
      const unknown = await feeProduct('SAV-BAD1', [
        tariff.get('TRF-FEE')?.id as string,
        'no-such',
      ]);
      expect(unknown.status).toBe(422);
      expect(unknown.body).toMatchObject({
        code: 'charge_not_found',
        errors: [{ field: 'body.chargeIds.1', code: 'charge_not_found' }],
      });
      const loan = await feeProduct('SAV-BAD2', [tariff.get('LOAN-PROC')?.id as string]);
      expect([loan.status, loan.body.code]).toEqual([422, 'charge_not_found']);
      const codes = (await get<{ items: Product[] }>('/api/products')).body.items.map(
        (p) => p.code,
      );
      expect(codes).not.toContain('SAV-BAD1');
      expect(codes).not.toContain('SAV-BAD2');
    });

    it("levies the source product's transfer fee in the transfer's own entry, into fee income", async () => {
      const tariff = await charges();
      const withFee = await feeProduct('SAV-FEE', [
        tariff.get('TRF-FEE')?.id as string,
        tariff.get('SMS-ALERT')?.id as string,
      ]);
      expect(withFee.status).toBe(201);
      expect(withFee.body.chargeIds).toHaveLength(2);
      const from = await opened(withFee.body);
      const to = await opened();
      await fund(from.id, 1_000_00);
      const before = await chart();
      const answer = await transfer(from.id, to.id, 500_00);
      expect(answer.status).toBe(201);
      // Only the TRANSFER charge applies to a transfer, not the SMS alert.
      expect(answer.body).toMatchObject({ amountKobo: 500_00, feeKobo: 10_00 });
      expect(await balance(from.id)).toBe(1_000_00 - 500_00 - 10_00);
      expect(await balance(to.id)).toBe(500_00);
      const after = await chart();
      // Fee income (credit-positive, so lower) grows by the fee; the deposits fall by it.
      expect((after.get('4201') as number) - (before.get('4201') as number)).toBe(-10_00);
      expect((after.get('2101') as number) - (before.get('2101') as number)).toBe(10_00);
      const entry = await get<JournalEntry>(`/api/journals/${answer.body.entryId}`);
      expect(entry.body.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo])).toEqual([
        ['2101', 500_00, 0],
        ['2101', 0, 500_00],
        ['2101', 10_00, 0],
        ['4201', 0, 10_00],
      ]);
      // The account's own history shows the fee as a posting of its own.
      const lines = await get<Page<{ debitKobo: number; narration: string }>>(
        `/api/accounts/${from.id}/transactions`,
      );
      expect(lines.body.items[0]).toMatchObject({
        debitKobo: 10_00,
        narration: 'Transfer fee on transfer',
      });
      await expectTied();
    });

    it('counts the fee against the available balance, and refuses without moving anything', async () => {
      const tariff = await charges();
      const withFee = await feeProduct('SAV-FEE2', [tariff.get('TRF-FEE')?.id as string]);
      const from = await opened(withFee.body);
      const to = await opened();
      await fund(from.id, 1_000_00);
      const all = await transfer(from.id, to.id, 1_000_00);
      expect([all.status, all.body.code]).toEqual([422, 'insufficient_funds']);
      expect([await balance(from.id), await balance(to.id)]).toEqual([1_000_00, 0]);
      const rest = await transfer(from.id, to.id, 1_000_00 - 10_00);
      expect([rest.status, rest.body.feeKobo]).toEqual([201, 10_00]);
      expect(await balance(from.id)).toBe(0);
      await expectTied();
    });
  });

  describe('refusals', () => {
    it('refuses a transfer to the same account', async () => {
      const a = await opened();
      await fund(a.id, 1_000_00);
      const answer = await transfer(a.id, a.id, 1_00);
      expect([answer.status, answer.body.code]).toEqual([422, 'same_account']);
      expect(await balance(a.id)).toBe(1_000_00);
    });

    it('refuses more than the available balance and writes nothing', async () => {
      const from = await opened();
      const to = await opened();
      await fund(from.id, 2_500_00);
      const before = await books(from.id, to.id);
      const answer = await transfer(from.id, to.id, 2_500_01);
      expect([answer.status, answer.body.code]).toEqual([422, 'insufficient_funds']);
      const largest = await transfer(from.id, to.id, 100_000_000_000_000);
      expect([largest.status, largest.body.code]).toEqual([422, 'insufficient_funds']);
      expect(await books(from.id, to.id)).toEqual(before);
      await expectTied();
      expect((await transfer(from.id, to.id, 2_500_00)).status).toBe(201);
      expect([await balance(from.id), await balance(to.id)]).toEqual([0, 2_500_00]);
    });

    it('lets a current account go overdrawn to its limit and not one kobo further', async () => {
      const od = await opened(current);
      const to = await opened();
      // The product's minimum balance stays in the account even when overdrawn.
      const room = OVERDRAFT_KOBO - current.minimumBalanceKobo;
      expect(od).toMatchObject({ overdraftLimitKobo: OVERDRAFT_KOBO, availableBalanceKobo: room });
      expect((await transfer(od.id, to.id, 300_000_00)).status).toBe(201);
      expect((await transfer(od.id, to.id, room - 300_000_00)).status).toBe(201);
      expect(await account(od.id)).toMatchObject({
        ledgerBalanceKobo: -room,
        availableBalanceKobo: 0,
      });
      const before = await books(od.id, to.id);
      const oneKobo = await transfer(od.id, to.id, 1);
      expect([oneKobo.status, oneKobo.body.code]).toEqual([422, 'insufficient_funds']);
      expect(await books(od.id, to.id)).toEqual(before);
      // Money in brings the room back, kobo for kobo.
      await fund(od.id, 1);
      expect((await transfer(od.id, to.id, 1)).status).toBe(201);
      expect(await balance(od.id)).toBe(-room);
      // A savings account has no overdraft at all.
      const empty = await opened(savings);
      const fromEmpty = await transfer(empty.id, to.id, 1);
      expect([fromEmpty.status, fromEmpty.body.code]).toEqual([422, 'insufficient_funds']);
      await expectTied();
    });

    it('counts holds against the overdraft too', async () => {
      const od = await opened(current);
      const to = await opened();
      const hold = await post(`/api/accounts/${od.id}/holds`, {
        amountKobo: 100_000_00,
        reason: 'Lien',
      });
      expect(hold.status).toBe(201);
      const room = OVERDRAFT_KOBO - current.minimumBalanceKobo - 100_000_00;
      expect((await account(od.id)).availableBalanceKobo).toBe(room);
      const over = await transfer(od.id, to.id, room + 1);
      expect([over.status, over.body.code]).toEqual([422, 'insufficient_funds']);
      expect((await transfer(od.id, to.id, room)).status).toBe(201);
      expect(await account(od.id)).toMatchObject({
        ledgerBalanceKobo: -room,
        availableBalanceKobo: 0,
      });
    });

    it('refuses malformed amounts and bodies by the schema, and writes nothing', async () => {
      const from = await opened();
      const to = await opened();
      await fund(from.id, 1_000_00);
      const good = { fromAccountId: from.id, toAccountId: to.id, amountKobo: 100, narration: 'x' };
      const malformed: [string, Record<string, unknown>][] = [
        ['zero', { ...good, amountKobo: 0 }],
        ['negative', { ...good, amountKobo: -100 }],
        ['fractional', { ...good, amountKobo: 100.5 }],
        ['over ₦1 trillion', { ...good, amountKobo: 100_000_000_000_001 }],
        ['a string', { ...good, amountKobo: '100' }],
        ['null', { ...good, amountKobo: null }],
        ['missing', { ...good, amountKobo: undefined }],
        ['no narration', { ...good, narration: undefined }],
        ['a blank narration', { ...good, narration: '' }],
        ['no destination', { ...good, toAccountId: undefined }],
        ['a malformed account id', { ...good, fromAccountId: 'not an id!' }],
        ['an unknown field', { ...good, fee: 10 }],
        ['a blank reference', { ...good, reference: '' }],
      ];
      const before = await books(from.id, to.id);
      for (const [label, body] of malformed) {
        const answer = await send(body);
        expect({ label, status: answer.status, code: answer.body.code }).toEqual({
          label,
          status: 400,
          code: 'validation_failed',
        });
      }
      expect(await books(from.id, to.id)).toEqual(before);
    });

    it('refuses unknown accounts with unknown_account', async () => {
      const mine = await opened();
      await fund(mine.id, 1_000_00);
      const before = await books(mine.id);
      for (const [from, to] of [
        [mine.id, randomUUID()],
        [randomUUID(), mine.id],
      ] as const) {
        const answer = await transfer(from, to, 1_00);
        expect([answer.status, answer.body.code]).toEqual([422, 'unknown_account']);
      }
      expect(await books(mine.id)).toEqual(before);
    });

    it('lets a Lagos teller transfer out of Lagos accounts only', async () => {
      const lagos = await opened(savings, lagosCustomer);
      const abuja = await opened(savings, abujaCustomer);
      expect(abuja.branchId).toBe('demo-abuja');
      await fund(lagos.id, 10_000_00);
      await fund(abuja.id, 10_000_00);
      const out = await transfer(lagos.id, abuja.id, 1_000_00, { token: teller });
      expect(out.status).toBe(201);
      const back = await transfer(abuja.id, lagos.id, 1_000_00, { token: teller });
      expect([back.status, back.body.code]).toEqual([422, 'unknown_account']);
      expect([await balance(lagos.id), await balance(abuja.id)]).toEqual([9_000_00, 11_000_00]);
      const viewer = await signIn(t.app, 'viewer');
      const refused = await transfer(lagos.id, abuja.id, 1_00, { token: viewer });
      expect(refused.status).toBe(403);
      expect(await balance(lagos.id)).toBe(9_000_00);
    });
  });

  describe('reversal', () => {
    it('refuses to reverse a transfer through the journals, and changes nothing', async () => {
      const from = await opened();
      const to = await opened(current);
      await fund(from.id, 20_000_00);
      const sent = await transfer(from.id, to.id, 7_500_00);
      expect(sent.status).toBe(201);
      const before = await books(from.id, to.id);
      const refused = await reverseThroughJournals(sent.body.entryId);
      expect([refused.status, refused.body.code]).toEqual([
        422,
        'journal_reversed_through_its_product',
      ]);
      expect(await books(from.id, to.id)).toEqual(before);
      const original = await get<JournalEntry>(`/api/journals/${sent.body.entryId}`);
      expect(original.body).toMatchObject({
        status: 'POSTED',
        reversedById: null,
        source: 'TRANSFER',
      });
    });

    it('restores both balances when the transfer’s entry is reversed', async () => {
      const from = await opened();
      const to = await opened(current);
      await fund(from.id, 20_000_00);
      const sent = await transfer(from.id, to.id, 7_500_00);
      expect(sent.status).toBe(201);
      const reversal = await reverse(sent.body.entryId);
      expect(reversal.status).toBe(201);
      expect(reversal.body).toMatchObject({ reversalOfId: sent.body.entryId, status: 'POSTED' });
      expect([await balance(from.id), await balance(to.id)]).toEqual([20_000_00, 0]);
      const original = await get<JournalEntry>(`/api/journals/${sent.body.entryId}`);
      expect(original.body).toMatchObject({ status: 'REVERSED', reversedById: reversal.body.id });
      const lines = await get<
        Page<{
          debitKobo: number;
          creditKobo: number;
          runningBalanceKobo: number;
          reversalOfEntryId: string | null;
          reversedByEntryId: string | null;
        }>
      >(`/api/accounts/${from.id}/transactions`);
      // The history marks the transfer as reversed and the reversal as undoing it.
      expect(
        lines.body.items.map((l) => [
          l.debitKobo,
          l.creditKobo,
          l.runningBalanceKobo,
          l.reversalOfEntryId,
          l.reversedByEntryId,
        ]),
      ).toEqual([
        [0, 7_500_00, 20_000_00, sent.body.entryId, null],
        [7_500_00, 0, 12_500_00, null, reversal.body.id],
        [0, 20_000_00, 20_000_00, null, null],
      ]);
      await expectTied();
    });

    it('refuses to reverse a transfer whose money the destination has spent', async () => {
      const from = await opened();
      const to = await opened();
      const elsewhere = await opened();
      await fund(from.id, 20_000_00);
      const sent = await transfer(from.id, to.id, 7_500_00);
      expect(sent.status).toBe(201);
      expect((await transfer(to.id, elsewhere.id, 5_000_00)).status).toBe(201);
      const before = await books(from.id, to.id, elsewhere.id);
      const reversal = await reverse(sent.body.entryId);
      expect([reversal.status, reversal.body.code]).toEqual([422, 'insufficient_funds']);
      expect(await books(from.id, to.id, elsewhere.id)).toEqual(before);
      const original = await get<JournalEntry>(`/api/journals/${sent.body.entryId}`);
      expect(original.body).toMatchObject({ status: 'POSTED', reversedById: null });
    });

    it('does not put money back into an account that was closed since', async () => {
      // The reversal posts straight through the ledger without the account status checks a
      // transfer makes, so the closed account ends up CLOSED with a balance.
      const from = await opened();
      const to = await opened();
      await fund(from.id, 3_000_00);
      const sent = await transfer(from.id, to.id, 3_000_00);
      expect(sent.status).toBe(201);
      const closed = await post<Account>(`/api/accounts/${from.id}/status`, {
        event: 'close',
        reason: 'Customer left',
      });
      expect(closed.body.status).toBe('CLOSED');
      const reversal = await reverse(sent.body.entryId);
      expect(await account(from.id)).toMatchObject({ status: 'CLOSED', ledgerBalanceKobo: 0 });
      expect(reversal.status).toBe(422);
    });
  });

  describe('another tenant', () => {
    let acme: { token: string; tenant: string };
    let acmeSavings: Product;
    let acmeCurrent: Product;
    let acmeCustomer: Customer;
    const acmePost = <T>(url: string, body: unknown) => post<T>(url, body, acme.token, acme.tenant);
    const acmeProduct = async (code: string, subtype: string, overdraftLimitKobo = 0) => {
      const answer = await acmePost<Product>('/api/products', {
        subtype,
        code,
        name: `Acme ${code}`,
        interestRateBps: 0,
        interestPostingPeriod: 'MONTHLY',
        minimumBalanceKobo: 0,
        ...(overdraftLimitKobo > 0 && { overdraftAllowed: true, overdraftLimitKobo }),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body;
    };
    const acmeOpen = async (product: Product) => {
      const answer = await acmePost<Account>('/api/accounts', {
        customerId: acmeCustomer.id,
        productId: product.id,
        branchId: 'acme-main',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body;
    };
    const acmeTransfer = (from: string, to: string, amountKobo: number) =>
      send(
        { fromAccountId: from, toAccountId: to, amountKobo, narration: 'Acme transfer' },
        { token: acme.token, tenant: acme.tenant },
      );

    beforeAll(async () => {
      acme = { token: await signIn(t.app, 'admin', 'acme'), tenant: 'acme' };
      // The same product code is free in another tenant.
      acmeSavings = await acmeProduct('SAV01', 'SAVINGS');
      acmeCurrent = await acmeProduct('CUR01', 'CURRENT', 1_000_000_00);
      const customer = await acmePost<Customer>('/api/customers', {
        customerType: 'INDIVIDUAL',
        firstName: 'Ngozi',
        lastName: 'Okonjo',
        gender: 'FEMALE',
        dateOfBirth: '1990-06-13',
        phone: '08031234567',
        address: { line1: '3 Broad Street', city: 'Ibadan', state: 'OYO' },
        bvn: '12345678901',
        kycTier: 1,
        branchId: 'acme-main',
      });
      expect(customer.status, JSON.stringify(customer.body)).toBe(201);
      acmeCustomer = customer.body;
    });

    it("refuses another tenant's accounts with unknown_account, both ways", async () => {
      const theirs = await acmeOpen(acmeSavings);
      const mine = await opened();
      await fund(mine.id, 1_000_00);
      const before = await books(mine.id);
      const acmeBefore = await chart(acme);
      for (const [from, to] of [
        [mine.id, theirs.id],
        [theirs.id, mine.id],
      ] as const) {
        const answer = await transfer(from, to, 1_00);
        expect([answer.status, answer.body.code]).toEqual([422, 'unknown_account']);
        const fromAcme = await acmeTransfer(from, to, 1_00);
        expect([fromAcme.status, fromAcme.body.code]).toEqual([422, 'unknown_account']);
      }
      expect(await books(mine.id)).toEqual(before);
      expect(await chart(acme)).toEqual(acmeBefore);
      expect((await account(theirs.id, acme.token, acme.tenant)).ledgerBalanceKobo).toBe(0);
      await expectTied(acme);
    });

    it('keeps the sub-ledger tied when a product’s DEPOSIT mapping is re-pointed while its accounts hold money', async () => {
      // The control account is read from the GL map at each posting, so re-pointing the mapping
      // of a product whose accounts already hold money leaves their balances in the old GL
      // account (2101) and debits the new one (2102): the sub-ledger no longer ties to the GL,
      // and 2102, a liability, shows a debit balance. Run in acme so demo's books stay tied.
      const moved = await acmeProduct('SAV-MOVE', 'SAVINGS');
      const lender = await acmeOpen(acmeCurrent);
      const saver = await acmeOpen(moved);
      const funded = await acmeTransfer(lender.id, saver.id, 10_000_00);
      expect(funded.status).toBe(201);
      await expectTied(acme);
      const gl = new Map((await glAccounts(acme)).map((a) => [a.code, a.id]));
      const repoint = await acmePost<GlMapping>('/api/glmap', {
        productId: moved.id,
        event: 'DEPOSIT',
        debitAccountId: gl.get('1102'),
        creditAccountId: gl.get('2102'),
      });
      // Refusing the change would keep the books tied too; allowing it must not untie them.
      if (repoint.status === 201) {
        expect((await acmeTransfer(saver.id, lender.id, 10_000_00)).status).toBe(201);
      }
      await expectTied(acme);
    });
  });

  describe('many at once', () => {
    it('never takes an account past its limit when twenty transfers race, and the sums add up', async () => {
      const from = await opened(current);
      const to = await opened();
      await fund(from.id, 100_000_00);
      const journals = await journalCount();
      const amount = 40_000_00;
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          transfer(from.id, to.id, amount, { narration: `Race ${i + 1}` }),
        ),
      );
      const posted = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      // ₦100,000 plus ₦500,000 of overdraft less the ₦5,000 minimum is room for fourteen of ₦40,000.
      const room = 100_000_00 + OVERDRAFT_KOBO - current.minimumBalanceKobo;
      expect(current.minimumBalanceKobo).toBe(5_000_00);
      expect(posted).toHaveLength(14);
      expect(new Set(refused.map((a) => `${a.status} ${a.body.code}`))).toEqual(
        new Set(['422 insufficient_funds']),
      );
      expect(await account(from.id)).toMatchObject({
        ledgerBalanceKobo: 100_000_00 - 14 * amount,
        availableBalanceKobo: room - 14 * amount,
      });
      expect(await balance(to.id)).toBe(14 * amount);
      expect(await journalCount()).toBe(journals + 14);
      const lines = await get<Page<{ runningBalanceKobo: number }>>(
        `/api/accounts/${from.id}/transactions?pageSize=100`,
      );
      expect(lines.body.total).toBe(15);
      expect(Math.min(...lines.body.items.map((l) => l.runningBalanceKobo))).toBe(
        100_000_00 - 14 * amount,
      );
      await expectTied();
    });
  });
});
