import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantRead } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { pdfText } from '../support/pdf-text';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Cash at the counter and between vault and till, through the ledger: deposits and withdrawals
 * against the teller's till and the customer's account, a withdrawal over the teller's limit
 * approved by the head teller, pickups and drops confirmed by the teller, a reversal, receipts,
 * the cash position, and refusals that write nothing. After each scenario the till's postings
 * equal its balance, the session's expected cash is opening + deposits - withdrawals + pickups -
 * drops, and the trial balance balances.
 */

afterAll(stopClusters);

interface Account {
  id: string;
  accountNumber: string;
  branchId: string;
  status: string;
  ledgerBalanceKobo: number;
  availableBalanceKobo: number;
  holdsKobo: number;
}
interface Cash {
  id: string;
  reference: string;
  status: string;
  amountKobo: number;
  entryId: string | null;
  approvalRequestId: string | null;
  reversalRequestId: string | null;
  reversalEntryId: string | null;
  softLimitExceeded: boolean;
  code?: string;
}
interface Movement {
  id: string;
  status: string;
  entryId: string | null;
  code?: string;
}
interface Till {
  id: string;
  code: string;
  balanceKobo: number;
  glAccountId: string;
  currentSessionId: string | null;
}
interface Session {
  expectedCashKobo: number;
  openingCountKobo: number;
  lines: { kind: string; status: string; amountKobo: number; runningCashKobo: number | null }[];
}
interface Failure {
  code: string;
  message: string;
}

/** Notes for an amount of whole thousands of naira. */
const notes = (amountKobo: number) => [{ valueKobo: 1000_00, pieces: amountKobo / 1000_00 }];
const PARTY = { partyName: 'Bola Ahmed', partyPhone: '08031234567' };

describe.each(ENGINES)('cash through the ledger on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let lagos: Account;
  let abuja: Account;
  /** What the session's own records say its cash must be, kept by the scenarios. */
  const flows = { deposits: 0, withdrawals: 0, pickups: 0, drops: 0 };
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'headteller') =>
    call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user: string, key?: string) =>
    call<T>(t.app, 'POST', url, {
      token: as(user),
      ...(body !== undefined && { body }),
      ...(key && { headers: { 'idempotency-key': key } }),
    });
  const account = async (id: string) => (await get<Account>(`/api/accounts/${id}`)).body;
  const t01 = async () =>
    (await get<{ items: Till[] }>('/api/tills')).body.items.find(
      (x) => x.code === 'LAG-T01',
    ) as Till;
  const deposit = (amountKobo: number, extra: Record<string, unknown> = {}, key = randomUUID()) =>
    post<Cash>(
      '/api/cash/deposits',
      { ...PARTY, accountId: lagos.id, amountKobo, denominations: notes(amountKobo), ...extra },
      'teller',
      key,
    );
  const withdraw = (amountKobo: number, extra: Record<string, unknown> = {}) =>
    post<Cash>(
      '/api/cash/withdrawals',
      { ...PARTY, accountId: lagos.id, amountKobo, denominations: notes(amountKobo), ...extra },
      'teller',
      randomUUID(),
    );
  const rowCounts = () =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const n = async (table: 'till_cash_transaction' | 'journal_entry' | 'till_cash_movement') =>
        Number(
          (
            await tx.trx
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('tenant_id', '=', 'demo')
              .executeTakeFirstOrThrow()
          ).n,
        );
      return [
        await n('till_cash_transaction'),
        await n('journal_entry'),
        await n('till_cash_movement'),
      ];
    });
  const postedKobo = (glAccountId: string) =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const row = await tx.trx
        .selectFrom('journal_line')
        .select((eb) => [
          eb.fn.sum<number>('debit_kobo').as('d'),
          eb.fn.sum<number>('credit_kobo').as('c'),
        ])
        .where('tenant_id', '=', 'demo')
        .where('account_id', '=', glAccountId)
        .executeTakeFirstOrThrow();
      return Number(row.d ?? 0) - Number(row.c ?? 0);
    });
  let opening = 0;
  const seededFlows = { deposits: 0, withdrawals: 0 };
  /** The three invariants of the area. */
  const assertInvariants = async () => {
    const till = await t01();
    expect(await postedKobo(till.glAccountId)).toBe(till.balanceKobo);
    const session = (await get<Session>(`/api/till-sessions/${till.currentSessionId}`)).body;
    const expected =
      opening +
      seededFlows.deposits +
      flows.deposits -
      seededFlows.withdrawals -
      flows.withdrawals +
      flows.pickups -
      flows.drops;
    expect(session.expectedCashKobo).toBe(expected);
    expect(till.balanceKobo).toBe(expected);
    expect(session.lines.at(-1)?.runningCashKobo).toBe(expected);
    const tb = (
      await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
        '/api/ledger/trial-balance',
        'admin',
      )
    ).body;
    expect(tb.totalDebitKobo).toBeGreaterThan(0);
    expect(tb.totalDebitKobo).toBe(tb.totalCreditKobo);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['headteller', 'teller', 'admin', 'manager', 'ops'])
      tokens[user] = await signIn(t.app, user);
    const accounts = (await get<{ items: Account[] }>('/api/accounts?pageSize=100', 'admin')).body
      .items;
    const active = accounts.filter((a) => a.status === 'ACTIVE');
    lagos = active.find((a) => a.branchId === 'demo-lagos') as Account;
    abuja = active.find((a) => a.branchId === 'demo-abuja') as Account;
    const till = await t01();
    const session = (await get<Session>(`/api/till-sessions/${till.currentSessionId}`)).body;
    opening = session.openingCountKobo;
    // Lines of withdrawals awaiting approval or refused moved no cash.
    const unmoved = ['AWAITING_APPROVAL', 'REJECTED'];
    for (const line of session.lines.filter((l) => !unmoved.includes(l.status))) {
      if (line.kind === 'DEPOSIT') seededFlows.deposits += line.amountKobo;
      if (line.kind === 'WITHDRAWAL') seededFlows.withdrawals -= line.amountKobo;
    }
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('takes a cash deposit into the account and the till, once per key, with a receipt', async () => {
    const before = await account(lagos.id);
    const key = randomUUID();
    const answer = await deposit(150_000_00, {}, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'POSTED',
      amountKobo: 150_000_00,
      softLimitExceeded: false,
    });
    flows.deposits += 150_000_00;
    const retry = await deposit(150_000_00, {}, key);
    expect([retry.status, retry.body.id]).toEqual([201, answer.body.id]);
    const reused = await deposit(160_000_00, {}, key);
    expect([reused.status, reused.body.code]).toEqual([422, 'idempotency_key_reused']);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo + 150_000_00);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/cash/transactions/${answer.body.id}/receipt.pdf`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('teller')}` },
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await pdfText(receipt.rawPayload);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(pdf.pageCount).toBe(1);
    expect(pdf.info).toMatchObject({ Title: `Receipt ${answer.body.reference}` });
    for (const part of [
      'Cash deposit receipt',
      answer.body.reference,
      'LAG-T01',
      'Chidi Eze',
      lagos.accountNumber,
      'Paid in by Bola Ahmed, 08031234567',
      'Amount ₦150,000.00',
      'One hundred and fifty thousand naira only',
      '₦1,000.00 150 ₦150,000.00',
      `Receipt ${answer.body.reference} - page 1 of 1`,
    ]) {
      expect(text).toContain(part);
    }
    await assertInvariants();
  });

  it('refuses bad deposits with a stable code and writes nothing', async () => {
    const before = await rowCounts();
    const cases: [() => Promise<{ status: number; body: { code?: string } }>, number, string][] = [
      [() => deposit(10_000_00, { denominations: notes(9_000_00) }), 422, 'cash_count_invalid'],
      [
        () => deposit(300_00, { denominations: [{ valueKobo: 300_00, pieces: 1 }] }),
        422,
        'cash_denomination_unknown',
      ],
      [
        () => deposit(1_000_00, { denominations: [{ valueKobo: 1000_00, pieces: -1 }] }),
        400,
        'validation_failed',
      ],
      [
        () => deposit(1_000_00, { denominations: [{ valueKobo: 500_00, pieces: 2.5 }] }),
        400,
        'validation_failed',
      ],
      [() => deposit(10_000_00, { accountId: abuja.id }), 404, 'account_not_found'],
      [() => deposit(2_600_000_00), 422, 'till_cash_limit_exceeded'],
      [
        () =>
          post<Failure>(
            '/api/cash/deposits',
            { ...PARTY, accountId: lagos.id, amountKobo: 1_000_00, denominations: notes(1_000_00) },
            'headteller',
            randomUUID(),
          ),
        409,
        'till_session_not_open',
      ],
    ];
    for (const [make, status, code] of cases) {
      const answer = await make();
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect(await rowCounts()).toEqual(before);
    await assertInvariants();
  });

  it('pays a withdrawal within the limit at once, and holds one over it for the head teller', async () => {
    await deposit(1_000_000_00);
    flows.deposits += 1_000_000_00;
    const small = await withdraw(20_000_00);
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    flows.withdrawals += 20_000_00;
    const before = await account(lagos.id);
    const large = await withdraw(600_000_00);
    expect(large.status, JSON.stringify(large.body)).toBe(202);
    expect(large.body).toMatchObject({ status: 'AWAITING_APPROVAL', entryId: null });
    const held = await account(lagos.id);
    expect(held.availableBalanceKobo).toBe(before.availableBalanceKobo - 600_000_00);
    expect(held.ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    const self = await post(
      `/api/approvals/requests/${large.body.approvalRequestId}/approve`,
      {},
      'teller',
    );
    expect(self.status).toBe(403);
    // The teller keeps the held withdrawal in sight; it moves no cash until approved.
    const till = await t01();
    const pending = (
      await get<{ lines: { id: string; status: string; amountKobo: number }[] }>(
        `/api/till-sessions/${till.currentSessionId}`,
        'teller',
      )
    ).body.lines.find((line) => line.id === large.body.id);
    expect(pending).toMatchObject({ status: 'AWAITING_APPROVAL', amountKobo: -600_000_00 });
    await assertInvariants();
    const approved = await post(
      `/api/approvals/requests/${large.body.approvalRequestId}/approve`,
      {},
      'headteller',
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    flows.withdrawals += 600_000_00;
    const paid = (await get<Cash>(`/api/cash/transactions/${large.body.id}`)).body;
    expect(paid.status).toBe('POSTED');
    const after = await account(lagos.id);
    expect(after.ledgerBalanceKobo).toBe(before.ledgerBalanceKobo - 600_000_00);
    expect(after.holdsKobo).toBe(before.holdsKobo);
    await assertInvariants();
  });

  it('refuses a withdrawal the till cannot pay, writing nothing', async () => {
    const before = await rowCounts();
    const till = await t01();
    const answer = await post<Failure>(
      '/api/cash/withdrawals',
      {
        ...PARTY,
        accountId: lagos.id,
        amountKobo: till.balanceKobo + 1_000_00,
        denominations: notes(till.balanceKobo + 1_000_00),
      },
      'headteller',
      randomUUID(),
    );
    expect(answer.status).toBe(409);
    const overTill = await withdraw(Math.ceil((till.balanceKobo + 1) / 1000_00) * 1000_00);
    expect(overTill.body.code).toMatch(/^(till_cash_insufficient|insufficient_funds)$/);
    expect(await rowCounts()).toEqual(before);
  });

  it('moves cash from the vault and back only when the teller confirms', async () => {
    const till = await t01();
    const vaultBefore = (
      await get<{ items: { branchId: string; balanceKobo: number }[] }>(
        '/api/vaults?branchId=demo-lagos',
      )
    ).body.items[0]?.balanceKobo as number;
    const byTeller = await post<Failure>(
      '/api/cash/movements',
      { tillId: till.id, kind: 'PICKUP', amountKobo: 100_000_00, denominations: notes(100_000_00) },
      'teller',
      randomUUID(),
    );
    expect(byTeller.status).toBe(403);
    const pickup = await post<Movement>(
      '/api/cash/movements',
      { tillId: till.id, kind: 'PICKUP', amountKobo: 100_000_00, denominations: notes(100_000_00) },
      'headteller',
      randomUUID(),
    );
    expect(pickup.status, JSON.stringify(pickup.body)).toBe(201);
    expect(pickup.body).toMatchObject({ status: 'IN_TRANSIT', entryId: null });
    expect((await t01()).balanceKobo).toBe(till.balanceKobo);
    const closing = await post<Failure>(
      `/api/till-sessions/${till.currentSessionId}/start-close`,
      undefined,
      'teller',
    );
    expect([closing.status, closing.body.code]).toEqual([409, 'cash_movement_in_transit']);
    const uncounted = await post<Failure>(
      `/api/cash/movements/${pickup.body.id}/confirm`,
      undefined,
      'teller',
    );
    expect(uncounted.status).toBe(400);
    const short = await post<Failure>(
      `/api/cash/movements/${pickup.body.id}/confirm`,
      { count: notes(99_000_00) },
      'teller',
    );
    expect([short.status, short.body.code]).toEqual([422, 'cash_movement_count_differs']);
    expect(short.body.message).toContain('You counted ₦99,000.00, but ₦100,000.00 was sent');
    expect((await t01()).balanceKobo).toBe(till.balanceKobo);
    const confirmed = await post<Movement>(
      `/api/cash/movements/${pickup.body.id}/confirm`,
      { count: notes(100_000_00) },
      'teller',
    );
    expect(confirmed.body.status).toBe('CONFIRMED');
    flows.pickups += 100_000_00;
    const twice = await post<Failure>(
      `/api/cash/movements/${pickup.body.id}/confirm`,
      { count: notes(100_000_00) },
      'teller',
    );
    expect([twice.status, twice.body.code]).toEqual([409, 'cash_movement_not_in_transit']);
    const drop = await post<Movement>(
      '/api/cash/movements',
      { tillId: till.id, kind: 'DROP', amountKobo: 300_000_00, denominations: notes(300_000_00) },
      'headteller',
      randomUUID(),
    );
    await post(
      `/api/cash/movements/${drop.body.id}/confirm`,
      { count: notes(300_000_00) },
      'teller',
    );
    flows.drops += 300_000_00;
    const cancelled = await post<Movement>(
      '/api/cash/movements',
      { tillId: till.id, kind: 'PICKUP', amountKobo: 50_000_00, denominations: notes(50_000_00) },
      'headteller',
      randomUUID(),
    );
    expect(
      (
        await post<Movement>(
          `/api/cash/movements/${cancelled.body.id}/cancel`,
          undefined,
          'headteller',
        )
      ).body.status,
    ).toBe('CANCELLED');
    const vaultAfter = (
      await get<{ items: { balanceKobo: number }[] }>('/api/vaults?branchId=demo-lagos')
    ).body.items[0]?.balanceKobo;
    expect(vaultAfter).toBe(vaultBefore - 100_000_00 + 300_000_00);
    await assertInvariants();
  });

  it('reverses a deposit with a new entry once the head teller approves', async () => {
    const made = await deposit(40_000_00);
    flows.deposits += 40_000_00;
    const before = await account(lagos.id);
    const asked = await post<Cash>(
      `/api/cash/transactions/${made.body.id}/reverse`,
      { reason: 'Wrong account' },
      'teller',
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.status).toBe('REVERSAL_PENDING');
    const request = await get<{ operationType: string; amountKobo: number }>(
      `/api/approvals/requests/${asked.body.reversalRequestId}`,
    );
    expect(request.body).toMatchObject({ operationType: 'CASH_REVERSAL', amountKobo: 40_000_00 });
    const approved = await post(
      `/api/approvals/requests/${asked.body.reversalRequestId}/approve`,
      {},
      'headteller',
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    flows.deposits -= 40_000_00;
    const reversed = (await get<Cash>(`/api/cash/transactions/${made.body.id}`)).body;
    expect(reversed.status).toBe('REVERSED');
    expect(reversed.reversalEntryId).not.toBe(reversed.entryId);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo - 40_000_00);
    const again = await post<Failure>(
      `/api/cash/transactions/${made.body.id}/reverse`,
      { reason: 'Again' },
      'teller',
    );
    expect([again.status, again.body.code]).toEqual([409, 'cash_transaction_not_reversible']);
    await assertInvariants();
  });

  it('keeps a deposit posted when the head teller rejects its reversal', async () => {
    const made = await deposit(15_000_00);
    flows.deposits += 15_000_00;
    const before = await account(lagos.id);
    const asked = await post<Cash>(
      `/api/cash/transactions/${made.body.id}/reverse`,
      { reason: 'Customer changed their mind' },
      'teller',
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    // Operations control approves reversals too (SPEC), from head office, for every branch.
    const inbox = await get<{ items: { id: string }[] }>(
      '/api/approvals/requests?awaitingMe=true&type=CASH_REVERSAL',
      'ops',
    );
    expect(inbox.body.items.map((request) => request.id)).toContain(asked.body.reversalRequestId);
    const rejected = await post(
      `/api/approvals/requests/${asked.body.reversalRequestId}/reject`,
      { reason: 'The customer signed the slip' },
      'headteller',
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const kept = (await get<Cash>(`/api/cash/transactions/${made.body.id}`)).body;
    expect([kept.status, kept.reversalRequestId, kept.reversalEntryId]).toEqual([
      'POSTED',
      null,
      null,
    ]);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(before.ledgerBalanceKobo);
    await assertInvariants();
  });

  it('takes a loan repayment in cash: into the loan’s account and on into the loan', async () => {
    const loan = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('loan')
        .select(['id', 'account_id', 'loan_number'])
        .where('tenant_id', '=', 'demo')
        .where('status', '=', 'ACTIVE')
        .where('branch_id', '=', 'demo-lagos')
        .executeTakeFirstOrThrow(),
    );
    const owed = async () =>
      (await get<{ totalOutstandingKobo: number }>(`/api/loans/${loan.id}`, 'admin')).body
        .totalOutstandingKobo;
    const owedBefore = await owed();
    const accountBefore = await account(loan.account_id);
    const body = {
      ...PARTY,
      loanId: loan.id,
      amountKobo: 5_000_00,
      denominations: notes(5_000_00),
    };
    const paid = await post<Cash & { kind: string; loanId: string }>(
      '/api/cash/loan-repayments',
      body,
      'teller',
      randomUUID(),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ kind: 'LOAN_REPAYMENT', loanId: loan.id, status: 'POSTED' });
    flows.deposits += 5_000_00;
    expect(await owed()).toBe(owedBefore - 5_000_00);
    const receipt = await t.app.inject({
      method: 'GET',
      url: `/api/cash/transactions/${paid.body.id}/receipt.pdf`,
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('teller')}` },
    });
    const printed = (await pdfText(receipt.rawPayload)).text.replace(/\s+/g, ' ');
    expect(printed).toContain('Cash loan repayment receipt');
    expect(printed).toContain(`Loan ${loan.loan_number}`);
    expect((await account(loan.account_id)).ledgerBalanceKobo).toBe(
      accountBefore.ledgerBalanceKobo,
    );
    const before = await rowCounts();
    const tooMuch = owedBefore + 1_000_00 - (owedBefore % 1_000_00);
    const over = await post<Failure>(
      '/api/cash/loan-repayments',
      { ...body, amountKobo: tooMuch, denominations: notes(tooMuch) },
      'teller',
      randomUUID(),
    );
    expect([over.status, over.body.code]).toEqual([422, 'repayment_exceeds_outstanding']);
    const reverse = await post<Failure>(
      `/api/cash/transactions/${paid.body.id}/reverse`,
      { reason: 'Not needed' },
      'teller',
    );
    expect([reverse.status, reverse.body.code]).toEqual([409, 'cash_transaction_not_reversible']);
    expect(await rowCounts()).toEqual(before);
    await assertInvariants();
  });

  it('reports the branch cash position, on screen and as CSV', async () => {
    const till = await t01();
    const position = await get<{
      vaultBalanceKobo: number;
      rows: {
        tillCode: string;
        expectedCashKobo: number;
        balanceKobo: number;
        depositsKobo: number;
      }[];
    }>('/api/cash/position?branchId=demo-lagos');
    expect(position.status, JSON.stringify(position.body)).toBe(200);
    const row = position.body.rows.find((r) => r.tillCode === 'LAG-T01');
    expect(row?.expectedCashKobo).toBe(till.balanceKobo);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/cash/position.csv?branchId=demo-lagos',
      headers: { 'x-tenant-id': 'demo', authorization: `Bearer ${as('headteller')}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toContain('Till,Name,Teller');
    expect(csv.body).toContain('LAG-T01');
  });
});
