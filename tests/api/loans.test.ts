import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { bookLoan } from '../../server/loans/loan.service';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Loans through their whole life on both engines: booking within the product's limits, the
 * disbursement with its charges and schedule, repayments in the product's order, penalties,
 * the payoff and liquidation, the top-up, closing, cancelling and writing off, the refusals that
 * change nothing, idempotent retries, and after every scenario the invariant that each loan's
 * balances equal its sub-ledger lines and each control account the sum over the loans.
 */

afterAll(stopClusters);

interface Balance {
  dueKobo: number;
  paidKobo: number;
  waivedKobo: number;
  writtenOffKobo: number;
  outstandingKobo: number;
}
interface Instalment {
  number: number;
  dueDate: string;
  principalKobo: number;
  interestKobo: number;
  penaltyKobo: number;
  principalPaidKobo: number;
  interestPaidKobo: number;
  penaltyPaidKobo: number;
  outstandingKobo: number;
  state: string;
}
interface Loan {
  id: string;
  loanNumber: string;
  status: string;
  customerName: string;
  accountNumber: string;
  principalKobo: number;
  disbursementDate: string | null;
  maturityDate: string | null;
  disbursementChargesKobo: number;
  balances: {
    principal: Balance;
    interest: Balance;
    fees: Balance;
    penalties: Balance;
    totalOutstandingKobo: number;
  };
  schedule: Instalment[];
  arrearsKobo: number;
  daysPastDue: number;
  delinquencyBucket: string;
  prudentialClass: string;
  provisionPercent: number;
  allowedActions: string[];
  toppedUpByLoanId: string | null;
  topUpOfLoanId: string | null;
  code?: string;
  errors?: { field: string; code: string }[];
}
interface Payoff {
  principalKobo: number;
  interestKobo: number;
  penaltyKobo: number;
  earlyRepaymentFeeKobo: number;
  totalKobo: number;
  interestWaivedKobo: number;
  code?: string;
}
interface Product {
  id: string;
  code: string;
  name: string;
  charges: unknown[];
}
interface Account {
  id: string;
  ledgerBalanceKobo: number;
}
interface TrialBalance {
  rows: { code: string; debitKobo: number; creditKobo: number }[];
  totalDebitKobo: number;
  totalCreditKobo: number;
}

const COMPONENTS = [
  ['LOAN_PRINCIPAL', 'principal_outstanding_kobo', '1201'],
  ['LOAN_INTEREST', 'interest_outstanding_kobo', '1202'],
  ['LOAN_FEE', 'fee_outstanding_kobo', '1203'],
  ['LOAN_PENALTY', 'penalty_outstanding_kobo', '1204'],
] as const;

describe.each(ENGINES)('loans on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let products: Product[];
  let today: string;
  let officerId: string;
  let borrowers: { accountId: string; customerId: string }[];

  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'admin') => call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user = 'admin', key: string | null = randomUUID()) =>
    call<T>(t.app, 'POST', url, {
      token: as(user),
      body,
      ...(key && { headers: { 'idempotency-key': key } }),
    });
  const loan = async (id: string) => (await get<Loan>(`/api/loans/${id}`)).body;
  const account = async (id: string) => (await get<Account>(`/api/accounts/${id}`)).body;
  const product = (code: string) => products.find((p) => p.code === code) as Product;
  const setProcessingDate = (date: string) =>
    inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .updateTable('tenant')
        .set({ processing_date: date })
        .where('id', '=', 'demo')
        .execute(),
    );
  const book = (
    code: string,
    borrower: number,
    overrides: Partial<Parameters<typeof bookLoan>[1]> = {},
  ) =>
    inTenant(t.database.db, 'demo', (tx) =>
      bookLoan(
        tx,
        {
          applicationId: null,
          customerId: borrowers[borrower]?.customerId as string,
          productId: product(code).id,
          accountId: borrowers[borrower]?.accountId as string,
          principalKobo: 500_000_00,
          annualInterestRate: '30',
          numberOfRepayments: 12,
          expectedDisbursementDate: today,
          officerId,
          branchId: null,
          purpose: 'Stock for the shop',
          createdBy: officerId,
          ...overrides,
        },
        t.clock.now,
      ),
    );

  /** Every loan's components equal its sub-ledger lines, and each control account their sum. */
  const assertSubledgerEqualsGl = async () => {
    // Some scenarios move the processing date forward and back; the balance takes every posting.
    const trial = (await get<TrialBalance>('/api/ledger/trial-balance?asOf=2099-12-31')).body;
    expect(trial.totalDebitKobo).toBe(trial.totalCreditKobo);
    await inTenant(t.database.db, 'demo', async (tx) => {
      const loans = await tx.trx
        .selectFrom('loan')
        .selectAll()
        .where('tenant_id', '=', 'demo')
        .execute();
      for (const [kind, column, code] of COMPONENTS) {
        const lines = await tx.trx
          .selectFrom('journal_line')
          .select(['subledger_account_id', 'debit_kobo', 'credit_kobo'])
          .where('tenant_id', '=', 'demo')
          .where('subledger', '=', kind)
          .execute();
        const byLoan = new Map<string, number>();
        for (const line of lines) {
          const id = line.subledger_account_id as string;
          byLoan.set(
            id,
            (byLoan.get(id) ?? 0) + Number(line.debit_kobo) - Number(line.credit_kobo),
          );
        }
        let sum = 0;
        for (const row of loans) {
          const held = Number(row[column]);
          expect([row.loan_number, kind, held]).toEqual([
            row.loan_number,
            kind,
            byLoan.get(row.id) ?? 0,
          ]);
          sum += held;
        }
        const gl = trial.rows.find((r) => r.code === code);
        expect([code, sum]).toEqual([code, gl ? gl.debitKobo - gl.creditKobo : 0]);
      }
      // Interest receivable is always matched by unearned interest until it is paid or waived.
      const net = (code: string) => {
        const row = trial.rows.find((r) => r.code === code);
        return row ? row.debitKobo - row.creditKobo : 0;
      };
      expect(net('1202') + net('2160')).toBe(0);
    });
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'loanofficer', 'teller', 'viewer']) {
      tokens[user] = await signIn(t.app, user);
    }
    products = (await get<{ items: Product[] }>('/api/loans/products')).body.items;
    await inTenant(t.database.db, 'demo', async (tx) => {
      const tenant = await tx.trx
        .selectFrom('tenant')
        .select('processing_date')
        .executeTakeFirstOrThrow();
      today = tenant.processing_date;
      const officer = await tx.trx
        .selectFrom('app_user')
        .select('id')
        .where('username', '=', 'loanofficer')
        .executeTakeFirstOrThrow();
      officerId = officer.id;
      borrowers = await tx.trx
        .selectFrom('deposit_account as a')
        .innerJoin('customer as c', 'c.id', 'a.customer_id')
        .select(['a.id as accountId', 'a.customer_id as customerId'])
        .where('a.tenant_id', '=', 'demo')
        .where('a.status', '=', 'ACTIVE')
        .where('c.customer_type', '=', 'INDIVIDUAL')
        .where('a.ledger_balance_kobo', '>=', 1_000_000_00)
        .orderBy('a.account_number', 'desc')
        .limit(12)
        .execute();
    });
  }, 120_000);
  afterAll(() => t.close());

  it('seeds the demo products and a loan in every state, the sub-ledger equal to the GL', async () => {
    expect(products.map((p) => p.code).sort()).toEqual(['MKT-WK', 'SAL-ADV', 'SME-WC']);
    const page = await get<{ items: Loan[]; total: number }>('/api/loans?pageSize=100');
    expect(page.status).toBe(200);
    expect(new Set(page.body.items.map((l) => l.status))).toEqual(
      new Set([
        'APPROVED',
        'ACTIVE',
        'CLOSED_OBLIGATIONS_MET',
        'CLOSED_LIQUIDATED',
        'CLOSED_TOPPED_UP',
        'CANCELLED',
      ]),
    );
    const inArrears = [];
    for (const summary of page.body.items.filter((l) => l.status === 'ACTIVE')) {
      const detail = await loan(summary.id);
      if (detail.daysPastDue > 0) inArrears.push(detail);
    }
    expect(inArrears.length).toBeGreaterThan(0);
    const late = inArrears[0] as Loan;
    expect(late.arrearsKobo).toBeGreaterThan(0);
    expect(late.schedule.some((i) => i.state === 'OVERDUE')).toBe(true);
    expect(late.delinquencyBucket).not.toBe('CURRENT');
    expect(late.prudentialClass).not.toBe('PERFORMING');
    await assertSubledgerEqualsGl();
  });

  it('previews a schedule and refuses a rate with more than 4 decimals', async () => {
    const body = {
      principalKobo: 120_000_00,
      annualInterestRate: '12',
      interestMethod: 'DECLINING_BALANCE',
      amortization: 'EQUAL_INSTALLMENTS',
      interestCalculationPeriod: 'SAME_AS_REPAYMENT_PERIOD',
      daysInYear: '365',
      repaymentEvery: 1,
      repaymentFrequency: 'MONTHS',
      numberOfRepayments: 12,
      disbursementDate: '2026-01-15',
    };
    const preview = await post<{
      periods: { principalKobo: number }[];
      totalPrincipalKobo: number;
    }>('/api/loans/schedule-preview', body, 'loanofficer', null);
    expect(preview.status).toBe(200);
    expect(preview.body.periods).toHaveLength(12);
    expect(preview.body.totalPrincipalKobo).toBe(120_000_00);
    expect(preview.body.periods.reduce((s, p) => s + p.principalKobo, 0)).toBe(120_000_00);
    const bad = await post<Loan>(
      '/api/loans/schedule-preview',
      { ...body, annualInterestRate: '9.48225' },
      'loanofficer',
      null,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('interest_rate_invalid');
    expect(bad.body.errors?.[0]?.field).toBe('body.annualInterestRate');
    const denied = await post('/api/loans/schedule-preview', body, 'teller', null);
    expect(denied.status).toBe(403);
  });

  it('books only within the product limits and keeps the terms it was booked with', async () => {
    await expect(book('SME-WC', 0, { principalKobo: 50_00 })).rejects.toMatchObject({
      code: 'loan_terms_out_of_product_range',
    });
    await expect(book('SME-WC', 0, { numberOfRepayments: 60 })).rejects.toMatchObject({
      code: 'loan_terms_out_of_product_range',
    });
    await expect(book('SME-WC', 0, { annualInterestRate: '30.12345' })).rejects.toMatchObject({
      code: 'interest_rate_invalid',
    });
    await expect(
      book('SME-WC', 0, { accountId: borrowers[1]?.accountId as string }),
    ).rejects.toMatchObject({
      code: 'loan_account_not_customers',
    });
    const { loanId, loanNumber } = await book('SME-WC', 0);
    expect(loanNumber).toMatch(/^LN\d{8}$/);
    const booked = await loan(loanId);
    expect(booked.status).toBe('APPROVED');
    expect(booked.allowedActions).toEqual(['UPDATE', 'CANCEL', 'DISBURSE']);
    expect(booked.schedule).toEqual([]);
    const updated = await call<Loan>(t.app, 'PUT', `/api/loans/${loanId}`, {
      token: as('loanofficer'),
      body: { purpose: 'Rice for resale' },
    });
    expect(updated.status).toBe(200);
    const cancelled = await post<Loan>(`/api/loans/${loanId}/cancel`, {}, 'admin', null);
    expect(cancelled.body.status).toBe('CANCELLED');
    const again = await call<Loan>(t.app, 'PUT', `/api/loans/${loanId}`, {
      token: as('loanofficer'),
      body: { purpose: 'Too late' },
    });
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('loan_transition_not_allowed');
  });

  it('disburses net of charges, repays in order, closes when repaid, and retries once per key', async () => {
    const { loanId } = await book('SAL-ADV', 2, {
      principalKobo: 100_000_00,
      annualInterestRate: '24',
      numberOfRepayments: 3,
    });
    const accountId = borrowers[2]?.accountId as string;
    const before = (await account(accountId)).ledgerBalanceKobo;
    const early = await post<Loan>(`/api/loans/${loanId}/disburse`, {
      disbursementDate: '2000-01-01',
    });
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('disbursement_date_invalid');
    const key = randomUUID();
    const disbursed = await post<Loan>(`/api/loans/${loanId}/disburse`, {}, 'admin', key);
    expect(disbursed.status).toBe(200);
    const retried = await post<Loan>(`/api/loans/${loanId}/disburse`, {}, 'admin', key);
    expect(retried.status).toBe(200);
    expect(retried.body.loanNumber).toBe(disbursed.body.loanNumber);
    const d = disbursed.body;
    expect(d.status).toBe('ACTIVE');
    expect(d.disbursementChargesKobo).toBe(1_000_00);
    expect((await account(accountId)).ledgerBalanceKobo).toBe(before + 100_000_00 - 1_000_00);
    expect(d.schedule).toHaveLength(3);
    expect(d.balances.principal.outstandingKobo).toBe(100_000_00);
    // Flat 24% a year for three months: ₦6,000 of interest.
    expect(d.balances.interest.outstandingKobo).toBe(6_000_00);
    expect(d.maturityDate).toBe(d.schedule[2]?.dueDate);
    await assertSubledgerEqualsGl();

    const first = d.schedule[0] as Instalment;
    const repayKey = randomUUID();
    const part = await post<Loan>(
      `/api/loans/${loanId}/repayments`,
      { amountKobo: 10_000_00 },
      'loanofficer',
      repayKey,
    );
    expect(part.status).toBe(200);
    // The same key again answers the first repayment and moves nothing; another body is refused.
    const replay = await post<Loan>(
      `/api/loans/${loanId}/repayments`,
      { amountKobo: 10_000_00 },
      'loanofficer',
      repayKey,
    );
    expect(replay.body.balances.totalOutstandingKobo).toBe(part.body.balances.totalOutstandingKobo);
    const reused = await post<Loan>(
      `/api/loans/${loanId}/repayments`,
      { amountKobo: 20_000_00 },
      'loanofficer',
      repayKey,
    );
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect((await loan(loanId)).balances.totalOutstandingKobo).toBe(106_000_00 - 10_000_00);
    const paid = part.body.schedule[0] as Instalment;
    // Interest before principal, as the default allocation says.
    expect(paid.interestPaidKobo).toBe(Math.min(first.interestKobo, 10_000_00));
    expect(paid.principalPaidKobo).toBe(10_000_00 - paid.interestPaidKobo);
    expect(part.body.balances.totalOutstandingKobo).toBe(106_000_00 - 10_000_00);

    const over = await post<Loan>(`/api/loans/${loanId}/repayments`, { amountKobo: 96_000_01 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('repayment_exceeds_outstanding');
    const rest = await post<Loan>(`/api/loans/${loanId}/repayments`, { amountKobo: 96_000_00 });
    expect(rest.body.status).toBe('CLOSED_OBLIGATIONS_MET');
    expect(rest.body.schedule.every((i) => i.state === 'PAID')).toBe(true);
    const closedAgain = await post<Loan>(`/api/loans/${loanId}/repayments`, { amountKobo: 1_00 });
    expect(closedAgain.status).toBe(422);
    expect(closedAgain.body.code).toBe('loan_not_active');
    expect((await account(accountId)).ledgerBalanceKobo).toBe(
      before + 100_000_00 - 1_000_00 - 106_000_00,
    );

    const history = await get<{
      items: { type: string; outstandingKobo: number; entryId: string }[];
    }>(`/api/loans/${loanId}/transactions`);
    expect(history.body.items.map((i) => i.type)).toEqual([
      'REPAYMENT',
      'REPAYMENT',
      'DISBURSEMENT',
    ]);
    expect(history.body.items[0]?.outstandingKobo).toBe(0);
    await assertSubledgerEqualsGl();
  });

  it('charges penalties once on overdue instalments and shows the loan in arrears', async () => {
    const { loanId } = await book('MKT-WK', 3, {
      principalKobo: 100_000_00,
      annualInterestRate: '36',
      numberOfRepayments: 8,
    });
    await post(`/api/loans/${loanId}/disburse`, {});
    const started = await loan(loanId);
    const due = started.schedule.map((i) => i.dueDate);
    // Three weeks on: the first two instalments are past their two grace days.
    await setProcessingDate(due[2] as string);
    try {
      const late = await loan(loanId);
      expect(late.schedule.map((i) => i.state).slice(0, 4)).toEqual([
        'OVERDUE',
        'OVERDUE',
        'DUE',
        'FUTURE',
      ]);
      expect(late.daysPastDue).toBe(14);
      expect(late.delinquencyBucket).toBe('1-30');
      expect(late.prudentialClass).toBe('PASS_AND_WATCH');
      expect(late.provisionPercent).toBe(5);
      const charged = await post<Loan>(`/api/loans/${loanId}/penalties`, {});
      expect(charged.status).toBe(200);
      expect(charged.body.balances.penalties.outstandingKobo).toBe(2 * 200_00);
      const twice = await post<Loan>(`/api/loans/${loanId}/penalties`, {});
      expect(twice.body.balances.penalties.outstandingKobo).toBe(2 * 200_00);
      // A repayment pays the oldest instalment's penalty first.
      const repaid = await post<Loan>(`/api/loans/${loanId}/repayments`, { amountKobo: 300_00 });
      expect(repaid.body.schedule[0]?.penaltyPaidKobo).toBe(200_00);
      expect(repaid.body.schedule[1]?.penaltyPaidKobo).toBe(0);
      await assertSubledgerEqualsGl();
    } finally {
      await setProcessingDate(today);
    }
  });

  it('quotes a payoff, refuses a stale figure, liquidates and waives unearned interest', async () => {
    const { loanId } = await book('SME-WC', 4, {
      principalKobo: 1_000_000_00,
      numberOfRepayments: 12,
    });
    await post(`/api/loans/${loanId}/disburse`, {});
    const d = await loan(loanId);
    await setProcessingDate(addDays(d.schedule[0]?.dueDate as string, 10));
    try {
      const payoff = (await get<Payoff>(`/api/loans/${loanId}/payoff`)).body;
      expect(payoff.principalKobo).toBe(1_000_000_00);
      expect(payoff.interestKobo).toBeGreaterThan(d.schedule[0]?.interestKobo as number);
      expect(payoff.interestKobo).toBeLessThan(
        (d.schedule[0]?.interestKobo as number) + (d.schedule[1]?.interestKobo as number),
      );
      expect(payoff.interestWaivedKobo).toBe(
        d.balances.interest.outstandingKobo - payoff.interestKobo,
      );
      expect(payoff.earlyRepaymentFeeKobo).toBeGreaterThan(0);
      expect(payoff.totalKobo).toBe(
        payoff.principalKobo +
          payoff.interestKobo +
          payoff.penaltyKobo +
          payoff.earlyRepaymentFeeKobo,
      );
      const stale = await post<Loan>(`/api/loans/${loanId}/liquidate`, {
        expectedTotalKobo: payoff.totalKobo - 1,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('loan_payoff_changed');
      const done = await post<Loan>(`/api/loans/${loanId}/liquidate`, {
        expectedTotalKobo: payoff.totalKobo,
      });
      expect(done.status).toBe(200);
      expect(done.body.status).toBe('CLOSED_LIQUIDATED');
      expect(done.body.balances.totalOutstandingKobo).toBe(0);
      expect(done.body.balances.interest.waivedKobo).toBe(payoff.interestWaivedKobo);
      await assertSubledgerEqualsGl();
    } finally {
      await setProcessingDate(today);
    }
  });

  it('tops a loan up with a new one that pays the old off', async () => {
    const { loanId } = await book('SME-WC', 5, {
      principalKobo: 300_000_00,
      numberOfRepayments: 6,
    });
    await post(`/api/loans/${loanId}/disburse`, {});
    const accountId = borrowers[5]?.accountId as string;
    const before = (await account(accountId)).ledgerBalanceKobo;
    const payoff = (await get<Payoff>(`/api/loans/${loanId}/payoff`)).body;
    const small = await post<Loan>(`/api/loans/${loanId}/top-up`, {
      principalKobo: 200_000_00,
      numberOfRepayments: 6,
    });
    expect(small.status).toBe(422);
    expect(small.body.code).toBe('top_up_below_payoff');
    const topped = await post<Loan>(`/api/loans/${loanId}/top-up`, {
      principalKobo: 800_000_00,
      numberOfRepayments: 12,
    });
    expect(topped.status).toBe(201);
    expect(topped.body.status).toBe('ACTIVE');
    expect(topped.body.topUpOfLoanId).toBe(loanId);
    const old = await loan(loanId);
    expect(old.status).toBe('CLOSED_TOPPED_UP');
    expect(old.toppedUpByLoanId).toBe(topped.body.id);
    expect((await account(accountId)).ledgerBalanceKobo).toBe(
      before + 800_000_00 - topped.body.disbursementChargesKobo - payoff.totalKobo,
    );
    await assertSubledgerEqualsGl();
  });

  it('closes only a loan that owes nothing, and writes one off through its approval flow', async () => {
    const { loanId } = await book('SME-WC', 6);
    await post(`/api/loans/${loanId}/disburse`, {});
    const open = await post<Loan>(`/api/loans/${loanId}/close`, {}, 'admin', null);
    expect(open.status).toBe(422);
    expect(open.body.code).toBe('loan_has_outstanding_balance');
    const asked = await post<Loan & { writeOffRequestId: string | null }>(
      `/api/loans/${loanId}/write-off`,
      { reason: 'Borrower absconded' },
    );
    expect(asked.status).toBe(202);
    expect(asked.body.status).toBe('ACTIVE');
    expect(asked.body.allowedActions).not.toContain('WRITE_OFF');
    expect(asked.body.allowedActions).not.toContain('CLOSE');
    const requestId = asked.body.writeOffRequestId as string;
    expect(requestId).toBeTruthy();
    const twice = await post<Loan>(`/api/loans/${loanId}/write-off`, { reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('loan_write_off_pending');
    const approved = await call<{ status: string }>(
      t.app,
      'POST',
      `/api/approvals/requests/${requestId}/approve`,
      { token: await signIn(t.app, 'director'), body: { reason: 'Uncollectable' } },
    );
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('EXECUTED');
    const off = await loan(loanId);
    expect(off.status).toBe('WRITTEN_OFF');
    expect(off.balances.totalOutstandingKobo).toBe(0);
    expect(off.balances.principal.writtenOffKobo).toBe(500_000_00);
    expect(off.balances.principal.waivedKobo).toBe(0);
    await assertSubledgerEqualsGl();
  });

  it('lists each loan with the arrears its own page shows, and narrows to loans in arrears', async () => {
    const all = (await get<{ items: Loan[]; total: number }>('/api/loans?pageSize=100')).body;
    const late: string[] = [];
    for (const summary of all.items) {
      const detail = await loan(summary.id);
      expect([summary.loanNumber, summary.arrearsKobo, summary.daysPastDue]).toEqual([
        detail.loanNumber,
        detail.arrearsKobo,
        detail.daysPastDue,
      ]);
      expect([summary.delinquencyBucket, summary.prudentialClass]).toEqual([
        detail.delinquencyBucket,
        detail.prudentialClass,
      ]);
      if (detail.daysPastDue > 0) late.push(detail.id);
    }
    expect(late.length).toBeGreaterThan(0);
    const arrears = await get<{ items: Loan[]; total: number }>(
      '/api/loans?inArrears=true&pageSize=100',
    );
    expect(arrears.body.items.map((l) => l.id).sort()).toEqual([...late].sort());
    expect(arrears.body.total).toBe(late.length);
    // Paid up to date, a loan leaves the list of loans in arrears.
    const [first] = late;
    const owed = (await loan(first as string)).arrearsKobo;
    await post(`/api/loans/${first}/repayments`, { amountKobo: owed });
    const after = await get<{ items: Loan[] }>('/api/loans?inArrears=true&pageSize=100');
    expect(after.body.items.map((l) => l.id)).not.toContain(first);
    expect((await loan(first as string)).daysPastDue).toBe(0);
    await assertSubledgerEqualsGl();
  });

  it('names the officers a loan may have to anyone who sees loans, and no administrator', async () => {
    const officers = await get<{ items: { id: string; fullName: string; branchId: string }[] }>(
      '/api/loans/officers',
      'viewer',
    );
    expect(officers.status).toBe(200);
    const ids = officers.body.items.map((officer) => officer.id);
    expect(ids).toContain(officerId);
    expect(ids).toContain('demo-multirole');
    expect(ids).not.toContain('demo-admin');
    expect(ids).not.toContain('demo-super');
    expect(ids).not.toContain('demo-teller');
    expect(officers.body.items.find((officer) => officer.id === officerId)).toEqual({
      id: officerId,
      fullName: 'Grace Etim',
      branchId: 'demo-abuja',
    });
    expect((await get('/api/loans/officers', 'teller')).status).toBe(403);
  });

  it('refuses what the caller may not do or cannot see, changing nothing', async () => {
    const { loanId } = await book('SME-WC', 7);
    expect((await get(`/api/loans/${loanId}`, 'teller')).status).toBe(403);
    expect((await post(`/api/loans/${loanId}/disburse`, {}, 'loanofficer')).status).toBe(403);
    const acme = await signIn(t.app, 'admin', 'acme');
    const other = await call(t.app, 'GET', `/api/loans/${loanId}`, { token: acme, tenant: 'acme' });
    expect(other.status).toBe(404);
    expect((await loan(loanId)).status).toBe('APPROVED');
    const found = await get<{ items: Loan[]; total: number }>(
      `/api/loans?status=APPROVED&q=${(await loan(loanId)).loanNumber}`,
    );
    expect(found.body.items.map((l) => l.id)).toEqual([loanId]);
    await assertSubledgerEqualsGl();
  });
});

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
