import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Loan repayments in cash at the counter: the teller finds the loan by its number or by the
 * borrower's account number, and the cash goes into the till and on into the loan, allocated as
 * the loan's product says, once per key, with the trial balance still balanced.
 */

afterAll(stopClusters);

interface CashLoan {
  id: string;
  loanNumber: string;
  customerName: string;
  productName: string;
  accountNumber: string;
  nextDueDate: string | null;
  nextDueKobo: number;
  arrearsKobo: number;
  totalOutstandingKobo: number;
}
type Component = { outstandingKobo: number };
interface Loan {
  terms: { repaymentAllocation: string[] };
  balances: Record<'principal' | 'interest' | 'fees' | 'penalties', Component> & {
    totalOutstandingKobo: number;
  };
  schedule: {
    principalKobo: number;
    interestKobo: number;
    feeKobo: number;
    penaltyKobo: number;
    principalPaidKobo: number;
    interestPaidKobo: number;
    feePaidKobo: number;
    penaltyPaidKobo: number;
    waivedKobo: number;
    outstandingKobo: number;
  }[];
}
interface Till {
  code: string;
  balanceKobo: number;
}

const PARTY = { partyName: 'Bola Ahmed', partyPhone: '08031234567' };
const notes = (amountKobo: number) => [{ valueKobo: 1000_00, pieces: amountKobo / 1000_00 }];

describe.each(ENGINES)('loan repayments in cash on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'teller') => call<T>(t.app, 'GET', url, { token: as(user) });
  const repay = <T>(body: unknown, key: string) =>
    call<T>(t.app, 'POST', '/api/cash/loan-repayments', {
      token: as('teller'),
      body,
      headers: { 'idempotency-key': key },
    });
  const find = (q: string, user = 'teller') =>
    get<{ items: CashLoan[] }>(`/api/cash/loans?q=${encodeURIComponent(q)}`, user);
  const loanRow = (active: boolean) =>
    inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('loan')
        .innerJoin('deposit_account as a', 'a.id', 'loan.account_id')
        .select(['loan.id', 'loan.loan_number', 'a.account_number'])
        .where('loan.tenant_id', '=', 'demo')
        .where('loan.status', active ? '=' : '!=', 'ACTIVE')
        .where('loan.branch_id', '=', 'demo-lagos')
        .orderBy('loan.loan_number')
        .executeTakeFirstOrThrow(),
    );
  const tillBalance = async () =>
    (await get<{ items: Till[] }>('/api/tills', 'headteller')).body.items.find(
      (x) => x.code === 'LAG-T01',
    )?.balanceKobo;
  const rowCount = () =>
    inTenantRead(t.database.db, 'demo', async (tx) =>
      Number(
        (
          await tx.trx
            .selectFrom('journal_entry')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('tenant_id', '=', 'demo')
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['teller', 'headteller', 'admin', 'viewer'])
      tokens[user] = await signIn(t.app, user);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('finds an active loan by its number and by its account, with what the counter needs', async () => {
    const row = await loanRow(true);
    const byNumber = await find(row.loan_number);
    expect(byNumber.status).toBe(200);
    const found = byNumber.body.items.find((x) => x.id === row.id) as CashLoan;
    expect(found).toMatchObject({ loanNumber: row.loan_number, accountNumber: row.account_number });
    expect(found.customerName).not.toBe('');
    expect(found.totalOutstandingKobo).toBeGreaterThan(0);
    const loan = (await get<Loan>(`/api/loans/${row.id}`, 'admin')).body;
    expect(found.totalOutstandingKobo).toBe(loan.balances.totalOutstandingKobo);
    const byAccount = await find(row.account_number as string);
    expect(byAccount.body.items.map((x) => x.id)).toContain(row.id);
    expect((await find('XX-NOT-A-LOAN')).body.items).toEqual([]);
  });

  it('hides loans that are not active, and refuses a bad query or a user without the right', async () => {
    const closed = await loanRow(false);
    expect((await find(closed.loan_number)).body.items).toEqual([]);
    expect((await find('ab')).status).toBe(400);
    const refused = await find((await loanRow(true)).loan_number, 'viewer');
    expect(refused.status).toBe(403);
  });

  it('takes cash into the till and off the loan in the product’s order, once per key', async () => {
    const row = await loanRow(true);
    const before = (await get<Loan>(`/api/loans/${row.id}`, 'admin')).body;
    const tillBefore = (await tillBalance()) as number;
    const amountKobo = 1000_00;
    const body = { ...PARTY, loanId: row.id, amountKobo, denominations: notes(amountKobo) };
    const key = randomUUID();
    const paid = await repay<{ id: string; kind: string; status: string }>(body, key);
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ kind: 'LOAN_REPAYMENT', status: 'POSTED' });
    const after = (await get<Loan>(`/api/loans/${row.id}`, 'admin')).body;
    expect(after.balances.totalOutstandingKobo).toBe(
      before.balances.totalOutstandingKobo - amountKobo,
    );
    expect(await tillBalance()).toBe(tillBefore + amountKobo);
    // The oldest unpaid instalment pays first, each of its components in the product's order.
    const oldest = before.schedule.find((i) => i.outstandingKobo > 0);
    const unpaid = {
      PENALTY: ['penalties', (oldest?.penaltyKobo ?? 0) - (oldest?.penaltyPaidKobo ?? 0)],
      FEE: ['fees', (oldest?.feeKobo ?? 0) - (oldest?.feePaidKobo ?? 0)],
      INTEREST: ['interest', (oldest?.interestKobo ?? 0) - (oldest?.interestPaidKobo ?? 0)],
      PRINCIPAL: ['principal', (oldest?.principalKobo ?? 0) - (oldest?.principalPaidKobo ?? 0)],
    } as const;
    let left = amountKobo;
    for (const component of before.terms.repaymentAllocation) {
      const [name, owed] = unpaid[component as keyof typeof unpaid];
      const taken = Math.min(left, Math.max(owed, 0));
      left -= taken;
      expect(before.balances[name].outstandingKobo - after.balances[name].outstandingKobo).toBe(
        taken,
      );
    }
    expect(left).toBe(0);

    const entries = await rowCount();
    const again = await repay<{ id: string }>(body, key);
    expect(again.body.id).toBe(paid.body.id);
    expect(await rowCount()).toBe(entries);
    const still = (await get<Loan>(`/api/loans/${row.id}`, 'admin')).body;
    expect(still.balances.totalOutstandingKobo).toBe(after.balances.totalOutstandingKobo);

    const owed = after.balances.totalOutstandingKobo;
    const tooMuch = owed + 1_000_00 - (owed % 1_000_00);
    const over = await repay<{ code: string }>(
      { ...body, amountKobo: tooMuch, denominations: notes(tooMuch) },
      randomUUID(),
    );
    expect([over.status, over.body.code]).toEqual([422, 'repayment_exceeds_outstanding']);
    expect(await rowCount()).toBe(entries);
    expect(await tillBalance()).toBe(tillBefore + amountKobo);

    const tb = (
      await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
        '/api/ledger/trial-balance',
        'admin',
      )
    ).body;
    expect(tb.totalDebitKobo).toBeGreaterThan(0);
    expect(tb.totalDebitKobo).toBe(tb.totalCreditKobo);
  });
});
