import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { accountAt, insertDeposit, productBody, scopedReader } from './term-deposit-rows';

afterAll(stopClusters);

interface OverviewAccount {
  id: string;
  accountNumber: string;
  branchId: string;
  status: string;
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  lastActivityOn: string | null;
}
interface OverviewLoan {
  id: string;
  loanNumber: string;
  status: string;
  principalOutstandingKobo: number;
  dueNowKobo: number;
  overdueKobo: number;
  daysPastDue: number;
}
interface OverviewTermDeposit {
  id: string;
  depositNumber: string;
  productName: string;
  principalKobo: number;
  maturityDate: string;
  status?: string;
}
interface Section<T> {
  items: T[];
  total: number;
}
interface Overview {
  customer: { id: string; customerNumber: string; branchId: string | null };
  asOfDate: string;
  accounts: Section<OverviewAccount> | null;
  loans: Section<OverviewLoan> | null;
  creditApplications: Section<{ id: string }> | null;
  termDeposits: Section<OverviewTermDeposit> | null;
  nipTransfers: Section<{ id: string }> | null;
  alerts: { code: string; tone: string; message: string }[];
  code?: string;
}
interface Page<T> {
  items: T[];
  total: number;
}

describe.each(ENGINES)('a customer overview on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let teller: string;
  // The demo borrower whose loan is in arrears, and that loan.
  let borrowerId: string;
  let arrearsLoanId: string;
  const overview = (token: string, id: string, tenant = 'demo') =>
    call<Overview>(t.app, 'GET', `/api/customers/${id}/overview`, { token, tenant });
  const get = <T>(token: string, url: string) => call<T>(t.app, 'GET', url, { token });

  beforeAll(async () => {
    t = await startTestApp(engine);
    admin = await signIn(t.app, 'admin');
    teller = await signIn(t.app, 'teller');
    const late = await get<Page<{ id: string; customerId: string }>>(
      admin,
      '/api/loans?inArrears=true&pageSize=1',
    );
    const loan = late.body.items[0];
    if (!loan) throw new Error('The demo has no loan in arrears');
    borrowerId = loan.customerId;
    arrearsLoanId = loan.id;
  });
  afterAll(() => t.close());

  it("shows the borrower's accounts and loans with the figures of their own pages", async () => {
    const answer = await overview(admin, borrowerId);
    expect(answer.status).toBe(200);
    const { body } = answer;
    expect(body.customer.id).toBe(borrowerId);
    expect(body.accounts?.items.length).toBeGreaterThan(0);
    for (const item of body.accounts?.items ?? []) {
      const account = await get<OverviewAccount>(admin, `/api/accounts/${item.id}`);
      expect(item).toMatchObject({
        accountNumber: account.body.accountNumber,
        status: account.body.status,
        ledgerBalanceKobo: account.body.ledgerBalanceKobo,
        availableBalanceKobo: account.body.availableBalanceKobo,
      });
      // The borrower's account received the loan: it has a last posting.
      expect(item.lastActivityOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const item = body.loans?.items.find((loan) => loan.id === arrearsLoanId);
    const loan = await get<{
      loanNumber: string;
      balances: { principal: { outstandingKobo: number } };
      dueNowKobo: number;
      overdueKobo: number;
      daysPastDue: number;
    }>(admin, `/api/loans/${arrearsLoanId}`);
    expect(item).toMatchObject({
      loanNumber: loan.body.loanNumber,
      status: 'ACTIVE',
      principalOutstandingKobo: loan.body.balances.principal.outstandingKobo,
      dueNowKobo: loan.body.dueNowKobo,
      overdueKobo: loan.body.overdueKobo,
      daysPastDue: loan.body.daysPastDue,
    });
    expect(loan.body.daysPastDue).toBeGreaterThan(0);
    expect(body.loans?.total).toBe(body.loans?.items.length);
    const overdue = body.alerts.find((alert) => alert.code === 'loan_overdue');
    expect(overdue?.tone).toBe('danger');
    expect(overdue?.message).toContain(loan.body.loanNumber);
    expect(overdue?.message).toContain('₦');
  });

  it('warns of a dormant account the moment it is marked dormant', async () => {
    const before = await overview(admin, borrowerId);
    const account = before.body.accounts?.items.find((item) => item.status === 'ACTIVE');
    if (!account) throw new Error('The borrower has no active account');
    const moved = await call(t.app, 'POST', `/api/accounts/${account.id}/status`, {
      token: admin,
      body: { event: 'markDormant', reason: 'No customer activity for a year' },
    });
    expect(moved.status).toBe(200);
    const after = await overview(admin, borrowerId);
    expect(after.body.alerts).toContainEqual({
      code: 'account_dormant',
      tone: 'warning',
      message: expect.stringContaining(`${account.accountNumber} is dormant`),
    });
  });

  it("answers another tenant's customer, and one that does not exist, with 404", async () => {
    const acme = await signIn(t.app, 'admin', 'acme');
    const foreign = await overview(acme, borrowerId, 'acme');
    expect(foreign).toMatchObject({ status: 404, body: { code: 'customer_record_not_found' } });
    const unknown = await overview(admin, 'no-such-id');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'customer_record_not_found' } });
  });

  it('keeps a branch-bound user to the customers and accounts of their branches', async () => {
    const mine = await get<Page<{ id: string; branchId: string }>>(
      teller,
      '/api/customers?pageSize=100',
    );
    const every = await get<Page<{ id: string; branchId: string | null }>>(
      admin,
      '/api/customers?pageSize=100',
    );
    const served = new Set(mine.body.items.map((customer) => customer.branchId));
    const elsewhere = every.body.items.find(
      (customer) => customer.branchId !== null && !served.has(customer.branchId),
    );
    const local = mine.body.items[0];
    if (!elsewhere || !local) throw new Error('The demo needs customers of two branches');
    const refused = await overview(teller, elsewhere.id);
    expect(refused).toMatchObject({ status: 404, body: { code: 'customer_record_not_found' } });
    // The account's own page answers the same for an account of that branch.
    const theirs = await get<Page<{ id: string }>>(
      admin,
      `/api/accounts?customerId=${elsewhere.id}`,
    );
    const theirAccount = theirs.body.items[0];
    if (theirAccount) {
      expect((await get(teller, `/api/accounts/${theirAccount.id}`)).status).toBe(404);
    }
    const seen = await overview(teller, local.id);
    expect(seen.status).toBe(200);
    for (const account of seen.body.accounts?.items ?? []) {
      expect(served.has(account.branchId)).toBe(true);
    }
  });

  it('leaves out the loans of a user without loan.view, and the transfers of one without NIP', async () => {
    const csr = await signIn(t.app, 'csr');
    const customers = await get<Page<{ id: string }>>(csr, '/api/customers?pageSize=1');
    const id = customers.body.items[0]?.id as string;
    const asTeller = await overview(teller, id);
    expect(asTeller.status).toBe(200);
    expect(asTeller.body.loans).toBeNull();
    expect(asTeller.body.creditApplications).toBeNull();
    expect(asTeller.body.accounts).not.toBeNull();
    const asCsr = await overview(csr, id);
    expect(asCsr.status).toBe(200);
    expect(asCsr.body.loans).toBeNull();
    expect(asCsr.body.nipTransfers).toBeNull();
    // A checker who holds loan.view as their own permission sees the borrower's loans.
    const approver = await signIn(t.app, 'approver');
    const borrower = await overview(approver, borrowerId);
    expect(borrower.body.loans?.items.map((loan) => loan.id)).toContain(arrearsLoanId);
  });

  it("lists the customer's term deposits the caller may see, newest first, without the rejected", async () => {
    const product = await call<{ id: string }>(t.app, 'POST', '/api/term-deposits/products', {
      token: await signIn(t.app, 'product'),
      body: productBody('TP-OVERVIEW'),
    });
    const lagos = await accountAt(t, 'LAG-HO');
    const abuja = await accountAt(t, 'ABJ-01');
    const book = (status: string, minute: number, branchId = lagos.branchId) =>
      insertDeposit(t, {
        home: { ...lagos, branchId },
        productId: product.body.id,
        status,
        principalKobo: 50_000_000 + minute,
        interestKobo: 3_000_000,
        startDate: '2026-01-01',
        maturityDate: '2026-07-02',
        createdAt: new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString(),
      });
    const active = await book('ACTIVE', 1);
    const matured = await book('MATURED', 2);
    const rejected = await book('REJECTED', 3);
    const elsewhere = await book('ACTIVE', 4, abuja.branchId);
    await scopedReader(t, 'relationship', lagos.branchId);
    const officer = await signIn(t.app, 'relationship');
    const answer = await overview(officer, lagos.customerId);
    expect(answer.status).toBe(200);
    const section = answer.body.termDeposits;
    const mine = section?.items.filter((item) =>
      [active.id, matured.id, rejected.id, elsewhere.id].includes(item.id),
    );
    expect(mine).toEqual([
      {
        id: matured.id,
        depositNumber: matured.depositNumber,
        productName: 'Test deposit TP-OVERVIEW',
        principalKobo: 50_000_002,
        maturityDate: '2026-07-02',
        status: 'MATURED',
      },
      expect.objectContaining({ id: active.id, status: 'ACTIVE', principalKobo: 50_000_001 }),
    ]);
    expect(section?.total).toBe(section?.items.length);
    // The customer service desk does not read term deposits: the section is left out, not empty.
    const csr = await signIn(t.app, 'csr');
    expect((await overview(csr, lagos.customerId)).body.termDeposits).toBeNull();
  });
});
