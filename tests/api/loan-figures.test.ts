import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { findGlMapping } from '../../server/gl/gl-mapping.repository';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * What staff read on a loan's page, on both engines: only the actions the reader may take, the
 * balances tied to the loan's transactions and ledger lines (liquidated, topped up, written off),
 * due now, overdue and payoff as three figures, and the disbursement's fees and net amount.
 */

afterAll(stopClusters);

interface Balance {
  dueKobo: number;
  paidKobo: number;
  waivedKobo: number;
  writtenOffKobo: number;
  outstandingKobo: number;
}
interface Loan {
  id: string;
  loanNumber: string;
  status: string;
  productId: string;
  accountId: string;
  principalKobo: number;
  disbursementChargesKobo: number;
  balances: {
    principal: Balance;
    interest: Balance;
    fees: Balance;
    penalties: Balance;
    totalPaidKobo: number;
    customerPaidKobo: number;
    totalOutstandingKobo: number;
  };
  schedule: {
    dueDate: string;
    paidKobo: number;
    waivedKobo: number;
    writtenOffKobo: number;
    outstandingKobo: number;
    totalDueKobo: number;
    state: string;
  }[];
  allowedActions: string[];
  asOfDate: string;
  dueNowKobo: number;
  overdueKobo: number;
  payoffTodayKobo: number | null;
  disbursementFees: { name: string; amountKobo: number }[];
  netDisbursementKobo: number;
  toppedUpByLoanId: string | null;
  writeOffRequestId: string | null;
}
interface Transaction {
  type: string;
  amountKobo: number;
  principalKobo: number;
  interestKobo: number;
  feeKobo: number;
  penaltyKobo: number;
  interestWaivedKobo: number;
  entryId: string;
}

const PAYMENTS = ['REPAYMENT', 'LIQUIDATION', 'TOP_UP_PAYOFF'];
const KINDS = [
  ['principal', 'LOAN_PRINCIPAL', 'principalKobo'],
  ['interest', 'LOAN_INTEREST', 'interestKobo'],
  ['fees', 'LOAN_FEE', 'feeKobo'],
  ['penalties', 'LOAN_PENALTY', 'penaltyKobo'],
] as const;

describe.each(ENGINES)('a loan as staff read it on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'admin') => call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user = 'ops') =>
    call<T>(t.app, 'POST', url, {
      token: as(user),
      body,
      headers: { 'idempotency-key': randomUUID() },
    });
  const loan = async (id: string, user = 'admin') =>
    (await get<Loan>(`/api/loans/${id}`, user)).body;
  let demo: { id: string; status: string }[];

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'loanofficer', 'ops', 'viewer', 'director']) {
      tokens[user] = await signIn(t.app, user);
    }
    demo = (await get<{ items: Loan[] }>('/api/loans?pageSize=100')).body.items;
  }, 120_000);
  afterAll(() => t.close());

  const demoLoan = (status: string) => {
    const found = demo.find((item) => item.status === status);
    if (!found) throw new Error(`The demo has no ${status} loan.`);
    return found.id;
  };

  /** The page's figures, its transactions summed by component, and its ledger lines agree. */
  async function expectFiguresTie(id: string) {
    const page = await loan(id);
    const txs = (await get<{ items: Transaction[] }>(`/api/loans/${id}/transactions?limit=500`))
      .body.items;
    const total = (types: string[], pick: (tx: Transaction) => number) =>
      txs.filter((tx) => types.includes(tx.type)).reduce((sum, tx) => sum + pick(tx), 0);
    const charges = total(['DISBURSEMENT'], (tx) => tx.feeKobo);
    expect(charges).toBe(page.disbursementChargesKobo);
    for (const [name, , key] of KINDS) {
      const b = page.balances[name];
      const paid = total(PAYMENTS, (tx) => tx[key]) + (name === 'fees' ? charges : 0);
      expect([name, 'paid', b.paidKobo]).toEqual([name, 'paid', paid]);
      expect([name, 'written off', b.writtenOffKobo]).toEqual([
        name,
        'written off',
        total(['WRITE_OFF'], (tx) => tx[key]),
      ]);
      expect(b.dueKobo - b.paidKobo - b.waivedKobo - b.writtenOffKobo).toBe(b.outstandingKobo);
    }
    expect(page.balances.interest.waivedKobo).toBe(total(PAYMENTS, (tx) => tx.interestWaivedKobo));
    expect(page.balances.customerPaidKobo).toBe(total(PAYMENTS, (tx) => tx.amountKobo));
    expect(page.balances.totalPaidKobo).toBe(page.balances.customerPaidKobo + charges);
    // Every schedule row: paid, waived or written off, and outstanding make up the instalment.
    for (const row of page.schedule) {
      expect(row.paidKobo + row.waivedKobo + row.writtenOffKobo + row.outstandingKobo).toBe(
        row.totalDueKobo,
      );
    }
    const sumRows = (pick: (row: Loan['schedule'][number]) => number) =>
      page.schedule.reduce((sum, row) => sum + pick(row), 0);
    expect(sumRows((row) => row.waivedKobo)).toBe(page.balances.interest.waivedKobo);
    expect(sumRows((row) => row.writtenOffKobo)).toBe(
      page.balances.principal.writtenOffKobo +
        page.balances.interest.writtenOffKobo +
        page.balances.fees.writtenOffKobo +
        page.balances.penalties.writtenOffKobo,
    );
    await inTenant(t.database.db, 'demo', async (tx) => {
      const entryIds = [...new Set(txs.map((row) => row.entryId))];
      const lines = await tx.trx
        .selectFrom('journal_line')
        .select(['account_id', 'subledger', 'subledger_account_id', 'debit_kobo', 'credit_kobo'])
        .where('tenant_id', '=', 'demo')
        .where('entry_id', 'in', entryIds)
        .execute();
      const side = (kind: string, pick: 'debit_kobo' | 'credit_kobo') =>
        lines
          .filter((l) => l.subledger === kind && l.subledger_account_id === id)
          .reduce((sum, l) => sum + Number(l[pick]), 0);
      for (const [name, kind] of KINDS) {
        const b = page.balances[name];
        expect([kind, side(kind, 'debit_kobo') - side(kind, 'credit_kobo')]).toEqual([
          kind,
          b.outstandingKobo,
        ]);
      }
      expect(side('LOAN_PRINCIPAL', 'debit_kobo')).toBe(page.balances.principal.dueKobo);
      expect(side('LOAN_INTEREST', 'debit_kobo')).toBe(page.balances.interest.dueKobo);
      expect(side('LOAN_INTEREST', 'credit_kobo')).toBe(
        page.balances.interest.paidKobo +
          page.balances.interest.waivedKobo +
          page.balances.interest.writtenOffKobo,
      );
      // The customer's account: paid in exactly what the page says the customer paid.
      const account = lines.filter(
        (l) => l.subledger === 'DEPOSIT' && l.subledger_account_id === page.accountId,
      );
      expect(account.reduce((sum, l) => sum + Number(l.debit_kobo), 0)).toBe(
        page.balances.customerPaidKobo,
      );
      // Fee income: every fee charged (charges, schedule, early repayment) less those written off.
      const fee = await findGlMapping(tx, page.productId, 'LOAN_FEE');
      const income = lines.filter((l) => l.account_id === fee?.creditAccountId);
      expect(income.reduce((sum, l) => sum + Number(l.credit_kobo) - Number(l.debit_kobo), 0)).toBe(
        page.balances.fees.dueKobo - page.balances.fees.writtenOffKobo,
      );
    });
    return { page, txs };
  }

  it('ties a liquidated loan: the early-repayment fee is a fee due and paid, the rest waived', async () => {
    const { page, txs } = await expectFiguresTie(demoLoan('CLOSED_LIQUIDATED'));
    const payoff = txs.find((tx) => tx.type === 'LIQUIDATION') as Transaction;
    expect(page.balances.customerPaidKobo).toBe(payoff.amountKobo);
    expect(page.balances.interest.waivedKobo).toBeGreaterThan(0);
    expect(page.schedule.some((row) => row.state === 'SETTLED')).toBe(true);
    expect(page.balances.totalOutstandingKobo).toBe(0);
  });

  it('ties a topped-up loan and the loan that replaced it', async () => {
    const old = await expectFiguresTie(demoLoan('CLOSED_TOPPED_UP'));
    expect(old.page.balances.customerPaidKobo).toBeGreaterThan(0);
    await expectFiguresTie(old.page.toppedUpByLoanId as string);
  });

  it('ties a written-off loan: what it owed is written off, not waived', async () => {
    const id = demoLoan('ACTIVE');
    const before = await loan(id);
    const asked = await post<Loan>(`/api/loans/${id}/write-off`, { reason: 'Borrower absconded' });
    expect(asked.status).toBe(202);
    const approved = await call<{ status: string }>(
      t.app,
      'POST',
      `/api/approvals/requests/${asked.body.writeOffRequestId}/approve`,
      { token: as('director'), body: { reason: 'Uncollectable' } },
    );
    expect(approved.body.status).toBe('EXECUTED');
    const { page } = await expectFiguresTie(id);
    expect(page.status).toBe('WRITTEN_OFF');
    expect(page.balances.principal.writtenOffKobo).toBe(before.balances.principal.outstandingKobo);
    expect(page.balances.interest.waivedKobo).toBe(before.balances.interest.waivedKobo);
    expect(page.schedule.filter((row) => row.outstandingKobo > 0)).toEqual([]);
  });

  it('offers each reader only the actions the server lets them take', async () => {
    const approved = demoLoan('APPROVED');
    expect((await loan(approved, 'loanofficer')).allowedActions).toEqual(['UPDATE']);
    expect((await loan(approved, 'ops')).allowedActions).toEqual(['CANCEL', 'DISBURSE']);
    expect((await loan(approved, 'viewer')).allowedActions).toEqual([]);
    const refused = await post<{ code: string }>(
      `/api/loans/${approved}/disburse`,
      {},
      'loanofficer',
    );
    expect(refused.status).toBe(403);
    const active = demo.filter((item) => item.status === 'ACTIVE').at(-1)?.id as string;
    expect((await loan(active, 'ops')).allowedActions).toEqual(
      expect.arrayContaining(['REPAY', 'LIQUIDATE', 'TOP_UP', 'WRITE_OFF', 'ASSESS_PENALTIES']),
    );
    expect((await loan(active, 'loanofficer')).allowedActions).toEqual(['REPAY']);
  });

  it('names due now, overdue and payoff apart, and the disbursement fees with the net', async () => {
    const approved = await loan(demoLoan('APPROVED'));
    // SME Working Capital on ₦750,000: processing fee 1 % and credit life insurance 0.5 %.
    expect(approved.disbursementFees).toEqual([
      { name: 'Processing fee', amountKobo: 7_500_00 },
      { name: 'Credit life insurance', amountKobo: 3_750_00 },
    ]);
    expect(approved.netDisbursementKobo).toBe(750_000_00 - 11_250_00);
    expect(approved.payoffTodayKobo).toBeNull();
    for (const summary of demo.filter((item) => item.status === 'ACTIVE')) {
      const l = await loan(summary.id);
      if (l.status !== 'ACTIVE') continue;
      const today = l.schedule.filter((row) => row.dueDate <= l.asOfDate);
      const unpaid = (rows: Loan['schedule']) =>
        rows.reduce((sum, row) => sum + row.outstandingKobo, 0);
      expect(l.dueNowKobo).toBe(unpaid(today));
      expect(l.overdueKobo).toBe(unpaid(l.schedule.filter((row) => row.state === 'OVERDUE')));
      const payoff = (await get<{ totalKobo: number }>(`/api/loans/${l.id}/payoff`)).body;
      expect(l.payoffTodayKobo).toBe(payoff.totalKobo);
      expect(l.payoffTodayKobo).not.toBe(l.dueNowKobo);
    }
  });

  it('dates the demo arrears loan at its past disbursement and repayment', async () => {
    const late: Loan[] = [];
    for (const item of demo.filter((l) => l.status === 'ACTIVE')) {
      const l = await loan(item.id);
      if (l.status === 'ACTIVE' && l.overdueKobo > 0) late.push(l);
    }
    const arrears = late[0] as Loan & { disbursementDate: string; daysPastDue: number };
    expect(arrears.daysPastDue).toBeGreaterThan(60);
    const txs = (
      await get<{ items: (Transaction & { postingDate: string })[] }>(
        `/api/loans/${arrears.id}/transactions`,
      )
    ).body.items;
    const on = (type: string) => txs.find((tx) => tx.type === type)?.postingDate;
    expect(on('DISBURSEMENT')).toBe(arrears.disbursementDate);
    expect((on('DISBURSEMENT') as string) < arrears.asOfDate).toBe(true);
    expect(on('REPAYMENT')).toBe(arrears.schedule[0]?.dueDate);
  });

  it('lends above the second level in the demo, with an application waiting for a director', async () => {
    const products = (
      await get<{ items: { code: string; maxPrincipalKobo: number }[] }>('/api/loans/products')
    ).body.items;
    expect(Math.max(...products.map((p) => p.maxPrincipalKobo))).toBeGreaterThan(5_000_000_00);
    const list = await get<{
      items: { id: string; status: string; principalKobo: number }[];
    }>('/api/credit-applications?status=PENDING_APPROVAL&pageSize=100', 'director');
    const waiting = [];
    for (const item of list.body.items) {
      const detail = await get<{ approval: { awaitingLevel: number | null } }>(
        `/api/credit-applications/${item.id}`,
        'director',
      );
      if (detail.body.approval?.awaitingLevel === 2) waiting.push(item);
    }
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.principalKobo).toBeGreaterThan(5_000_000_00);
  });

  it('exports the loans the filters choose as CSV, in naira and bank dates', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/loans.csv?status=CLOSED_LIQUIDATED',
      headers: { authorization: `Bearer ${as('viewer')}`, 'x-tenant-id': 'demo' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Loan number,Customer,Product,Status,Officer,Principal (NGN),Outstanding (NGN),Arrears (NGN),Days past due,Disbursed on,Matures on',
    );
    const liquidated = demo.filter((item) => item.status === 'CLOSED_LIQUIDATED');
    expect(lines).toHaveLength(1 + liquidated.length);
    expect(lines[1]).toContain('Closed liquidated');
    expect(lines[1]).not.toMatch(/CLOSED_|\d{4}-\d{2}-\d{2}/);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/loans.csv?status=NOPE',
      headers: { authorization: `Bearer ${as('viewer')}`, 'x-tenant-id': 'demo' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('exports the credit applications the filters choose as CSV', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/credit-applications.csv?status=PENDING_APPROVAL',
      headers: { authorization: `Bearer ${as('director')}`, 'x-tenant-id': 'demo' },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Application number,Customer,Product,Amount (NGN),Status,Grade,Officer,Analyst,Made on',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes('Pending approval'))).toBe(true);
    expect(csv.body).toContain('8000000.00');
  });
});
