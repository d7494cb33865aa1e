import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accruedInterestKobo, liquidationFigures } from '../../policies/term-deposit-interest';
import { inTenant, inTenantRead } from '../../server/db/tenant-scope';
import { productControlAccount } from '../../server/deposits/control-account.repository';
import { findAccount } from '../../server/deposits/deposit-account.repository';
import { depositLink } from '../../server/deposits/deposit-subledger';
import { findGlAccountByCode } from '../../server/ledger/gl-account.repository';
import { postEntry } from '../../server/ledger/ledger.service';
import { call, signIn } from '../support/api-client';
import { until } from '../support/eventually';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import {
  DAYS_PRODUCT,
  insertTermProduct,
  MONTHS_PRODUCT,
  PERIODIC_PRODUCT,
} from './term-deposit-fixtures';

/**
 * A term deposit's life as the bank runs it: booked from an account or for cash at the counter
 * (through a checker above the band), its interest accrued once a day whatever reruns meet,
 * matured and paid out or rolled over, liquidated early with the product's penalty, held under
 * lien. After every scenario the deposits equal their control accounts and the trial balance
 * balances; every refusal writes nothing.
 */

afterAll(stopClusters);

interface Deposit {
  id: string;
  depositNumber: string;
  status: string;
  principalKobo: number;
  annualInterestRate: string;
  startDate: string;
  maturityDate: string;
  interestKobo: number;
  withholdingTaxKobo: number;
  netMaturityAmountKobo: number;
  accruedInterestKobo: number;
  interestPaidKobo: number;
  rolledIntoId: string | null;
  rolledFromId: string | null;
  approvalRequestId: string | null;
  lien: { reason: string; loanNumber: string | null } | null;
  history: {
    by: string;
    fromStatus: string | null;
    toStatus: string;
    note: string;
    entryNumber: string | null;
  }[];
  code?: string;
}
interface Account {
  id: string;
  branchId: string;
  status: string;
  availableBalanceKobo: number;
  ledgerBalanceKobo: number;
  holdsKobo: number;
}
interface Till {
  code: string;
  balanceKobo: number;
  currentSessionId: string | null;
}

const OPEN = ['ACTIVE', 'MATURED', 'LIQUIDATION_PENDING'];

describe.each(ENGINES)('term deposits on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let today: string;
  let lagos: Account;
  let abuja: Account;
  let months: string;
  let days: string;
  let periodic: string;
  let acmeProduct: string;
  let acmeAccount: string;

  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'treasury') =>
    call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(
    url: string,
    body: unknown,
    user = 'treasury',
    key: string | null = randomUUID(),
  ) =>
    call<T>(t.app, 'POST', url, {
      token: as(user),
      body,
      ...(key && { headers: { 'idempotency-key': key } }),
    });
  const detail = async (id: string) => (await get<Deposit>(`/api/term-deposits/${id}`)).body;
  const account = async (id: string) => (await get<Account>(`/api/accounts/${id}`, 'admin')).body;
  const daysBack = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  const book = (body: Record<string, unknown>, user = 'treasury') =>
    post<Deposit>(
      '/api/term-deposits',
      {
        productId: months,
        accountId: lagos.id,
        amountKobo: 1_000_000_00,
        tenor: 3,
        funding: 'ACCOUNT',
        maturityInstruction: 'PAY_OUT',
        ...body,
      },
      user,
    );
  const booked = async (body: Record<string, unknown>, user = 'treasury') => {
    const answer = await book(body, user);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  };
  const run = (upTo?: string) =>
    post<Record<string, number | string>>(
      '/api/term-deposits/accruals',
      upTo ? { upTo } : {},
      'treasury',
      null,
    );
  const approve = (requestId: string) =>
    post(`/api/approvals/requests/${requestId}/approve`, {}, 'approver', null);

  /** Moves the ledger's money into an account, as a transfer in would. */
  const fund = (accountId: string, amountKobo: number) =>
    inTenant(t.database.db, 'demo', async (tx) => {
      const found = await findAccount(tx, accountId);
      const cash = await findGlAccountByCode(tx, '1110');
      if (!found || !cash) throw new Error('No account or cash GL.');
      await postEntry(
        tx,
        {
          narration: 'Funds for the test',
          reference: null,
          lines: [
            { accountId: cash.id, debitKobo: amountKobo, creditKobo: 0 },
            {
              accountId: await productControlAccount(tx, found.productId),
              debitKobo: 0,
              creditKobo: amountKobo,
              subledger: depositLink(accountId),
            },
          ],
          source: 'MANUAL',
          createdBy: 'system',
        },
        new Date(),
      );
    });

  const gl = async () => {
    const answer = await get<{ items: { code: string; balanceKobo: number }[] }>(
      '/api/coa',
      'admin',
    );
    return new Map(answer.body.items.map((a) => [a.code, a.balanceKobo]));
  };

  /** Σ principal = the fixed deposits account, Σ accrued-not-paid = interest payable, TB balances. */
  const expectSubledgerEqualsGl = async () => {
    const rows = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx.selectFrom('term_deposit').selectAll().where('tenant_id', '=', 'demo').execute(),
    );
    const open = rows.filter((row) => OPEN.includes(row.status));
    const principalKobo = open.reduce((sum, row) => sum + Number(row.principal_kobo), 0);
    const unpaidKobo = rows.reduce(
      (sum, row) => sum + Number(row.accrued_interest_kobo) - Number(row.interest_paid_kobo),
      0,
    );
    const balances = await gl();
    expect(0 - (balances.get('2201') ?? 0)).toBe(principalKobo);
    expect(0 - (balances.get('2210') ?? 0)).toBe(unpaidKobo);
    expect(rows.reduce((sum, row) => sum + Number(row.gl_principal_kobo), 0)).toBe(principalKobo);
    expect(rows.reduce((sum, row) => sum + Number(row.gl_accrued_kobo), 0)).toBe(unpaidKobo);
    const tb = (
      await get<{ totalDebitKobo: number; totalCreditKobo: number }>(
        '/api/ledger/trial-balance',
        'admin',
      )
    ).body;
    expect(tb.totalDebitKobo).toBe(tb.totalCreditKobo);
  };

  const counts = () =>
    inTenantRead(t.database.db, 'demo', async (tx) => {
      const n = async (
        table: 'term_deposit' | 'journal_entry' | 'term_deposit_event' | 'approval_request',
      ) =>
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
        await n('term_deposit'),
        await n('journal_entry'),
        await n('term_deposit_event'),
        await n('approval_request'),
      ];
    });

  const moveProcessingDate = (date: string) =>
    inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .updateTable('tenant')
        .set({ processing_date: date })
        .where('id', '=', 'demo')
        .execute(),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['treasury', 'teller', 'headteller', 'approver', 'admin'])
      tokens[user] = await signIn(t.app, user);
    today = (await get<{ processingDate: string }>('/api/auth/me')).body.processingDate;
    const accounts = (await get<{ items: Account[] }>('/api/accounts?pageSize=100', 'admin')).body
      .items;
    const active = accounts.filter((a) => a.status === 'ACTIVE');
    lagos = active.find((a) => a.branchId === 'demo-lagos') as Account;
    abuja = active.find((a) => a.branchId === 'demo-abuja') as Account;
    await fund(lagos.id, 500_000_000_00);
    months = await insertTermProduct(t, 'demo', MONTHS_PRODUCT);
    days = await insertTermProduct(t, 'demo', DAYS_PRODUCT);
    periodic = await insertTermProduct(t, 'demo', PERIODIC_PRODUCT);
    acmeProduct = await insertTermProduct(t, 'acme', MONTHS_PRODUCT);
    // The other demo tenant opens no accounts; an id of no account of this tenant stands in.
    acmeAccount = await inTenantRead(t.database.db, 'acme', async (tx) => {
      const row = await tx.trx
        .selectFrom('deposit_account')
        .select('id')
        .where('tenant_id', '=', 'acme')
        .executeTakeFirst();
      return row?.id ?? randomUUID();
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('books a deposit from an account at the chart’s rate, the account debited once per key', async () => {
    await expectSubledgerEqualsGl();
    const before = await account(lagos.id);
    const key = randomUUID();
    const body = {
      productId: months,
      accountId: lagos.id,
      amountKobo: 2_000_000_00,
      tenor: 6,
      funding: 'ACCOUNT',
      maturityInstruction: 'PAY_OUT',
    };
    const first = await post<Deposit>('/api/term-deposits', body, 'treasury', key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      status: 'ACTIVE',
      annualInterestRate: '10',
      startDate: today,
    });
    expect(first.body.depositNumber).toMatch(/^TD-\d{6}$/);
    const retry = await post<Deposit>('/api/term-deposits', body, 'treasury', key);
    expect([retry.status, retry.body.id]).toEqual([201, first.body.id]);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(
      before.ledgerBalanceKobo - 2_000_000_00,
    );
    const page = await detail(first.body.id);
    expect(page.history).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'ACTIVE',
        entryNumber: expect.any(String),
      }),
    ]);
    await expectSubledgerEqualsGl();
  });

  it('books a deposit for cash at the teller’s open till: the till’s cash goes up', async () => {
    const till = async () =>
      (await get<{ items: Till[] }>('/api/tills', 'admin')).body.items.find(
        (x) => x.code === 'LAG-T01',
      ) as Till;
    const before = await till();
    const accountBefore = await account(lagos.id);
    const answer = await book(
      { amountKobo: 300_000_00, funding: 'CASH', tillSessionId: before.currentSessionId },
      'teller',
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await till()).balanceKobo).toBe(before.balanceKobo + 300_000_00);
    const session = (
      await get<{ expectedCashKobo: number; lines: { kind: string; amountKobo: number }[] }>(
        `/api/till-sessions/${before.currentSessionId}`,
        'headteller',
      )
    ).body;
    expect(session.lines.at(-1)).toMatchObject({ kind: 'DEPOSIT', amountKobo: 300_000_00 });
    expect(session.expectedCashKobo).toBe(before.balanceKobo + 300_000_00);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(accountBefore.ledgerBalanceKobo);
    const wrong = await book({ funding: 'CASH', tillSessionId: randomUUID() }, 'teller');
    expect([wrong.status, wrong.body.code]).toEqual([404, 'till_session_not_found']);
    await expectSubledgerEqualsGl();
  });

  it('holds a booking above the band for a checker: approved it is funded, rejected the hold goes', async () => {
    const before = await account(lagos.id);
    const held = await book({ amountKobo: 60_000_000_00 });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body).toMatchObject({ status: 'PENDING_APPROVAL', annualInterestRate: '12' });
    expect((await account(lagos.id)).holdsKobo).toBe(before.holdsKobo + 60_000_000_00);
    await expectSubledgerEqualsGl();
    const approved = await approve(held.body.approvalRequestId as string);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const funded = await detail(held.body.id);
    expect(funded.status).toBe('ACTIVE');
    expect(funded.history.map((h) => h.toStatus)).toEqual(['PENDING_APPROVAL', 'ACTIVE']);
    const after = await account(lagos.id);
    expect(after.holdsKobo).toBe(before.holdsKobo);
    expect(after.ledgerBalanceKobo).toBe(before.ledgerBalanceKobo - 60_000_000_00);
    await expectSubledgerEqualsGl();

    const other = await book({ amountKobo: 55_000_000_00 });
    expect(other.status).toBe(202);
    const rejected = await post(
      `/api/approvals/requests/${other.body.approvalRequestId}/reject`,
      { reason: 'The customer changed their mind' },
      'approver',
      null,
    );
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await detail(other.body.id)).status).toBe('REJECTED');
    expect((await account(lagos.id)).holdsKobo).toBe(before.holdsKobo);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(after.ledgerBalanceKobo);
    const cash = await book(
      { amountKobo: 60_000_000_00, funding: 'CASH', tillSessionId: randomUUID() },
      'teller',
    );
    expect(cash.status).toBe(404);
    await expectSubledgerEqualsGl();
  });

  it('refuses bad bookings with their codes and writes nothing', async () => {
    const all = (await get<{ items: Account[] }>('/api/accounts?pageSize=100', 'admin')).body.items;
    const poor = all.find(
      (a) =>
        a.status === 'ACTIVE' &&
        a.availableBalanceKobo < 1_000_000_00 &&
        a.branchId === 'demo-lagos' &&
        a.id !== lagos.id,
    );
    const toFreeze = all.find(
      (a) =>
        a.status === 'ACTIVE' &&
        a.branchId === 'demo-lagos' &&
        ![lagos.id, poor?.id].includes(a.id),
    );
    const frozen = await post<Account>(
      `/api/accounts/${toFreeze?.id}/status`,
      { event: 'freeze', reason: 'Court order' },
      'admin',
      null,
    );
    expect(frozen.status, JSON.stringify(frozen.body)).toBe(200);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ tenor: 30 }, 422, 'term_deposit_tenor_outside_product'],
      [{ amountKobo: 5_000_00 }, 422, 'term_deposit_amount_outside_product'],
      [
        { productId: days, tenor: 60, amountKobo: 30_000_000_00 },
        422,
        'term_deposit_amount_outside_bands',
      ],
      [{ accountId: acmeAccount }, 404, 'account_not_found'],
      [{ productId: acmeProduct }, 404, 'term_product_not_found'],
      [{ startDate: daysBack(40) }, 422, 'term_deposit_start_date_invalid'],
      [{ startDate: '2999-01-01' }, 422, 'term_deposit_start_date_invalid'],
    ];
    cases.push([{ accountId: frozen.body.id }, 422, 'account_not_active']);
    if (poor) cases.push([{ accountId: poor.id }, 422, 'insufficient_funds']);
    expect(poor).toBeDefined();
    const before = await counts();
    for (const [body, status, code] of cases) {
      const answer = await book(body);
      expect([answer.status, answer.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const another = await get<Deposit>(`/api/term-deposits/${randomUUID()}`);
    expect([another.status, another.body.code]).toEqual([404, 'term_deposit_not_found']);
    expect(await counts()).toEqual(before);
    await expectSubledgerEqualsGl();
  });

  it('hides a deposit of another branch from a user who does not work there', async () => {
    await fund(abuja.id, 10_000_000_00);
    const deposit = await booked({ accountId: abuja.id });
    const answer = await get<Deposit>(`/api/term-deposits/${deposit.id}`, 'teller');
    expect([answer.status, answer.body.code]).toEqual([404, 'term_deposit_not_found']);
    expect((await get<Deposit>(`/api/term-deposits/${deposit.id}`)).status).toBe(200);
  });

  it('accrues a day’s interest once however often it runs, and all of it by maturity', async () => {
    const running = await booked({ startDate: daysBack(20), amountKobo: 7_300_000_00 });
    const maturing = await booked({
      productId: days,
      tenor: 30,
      startDate: daysBack(31),
      amountKobo: 3_650_000_00,
    });
    const first = await run(today);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const entriesOf = () =>
      inTenantRead(t.database.db, 'demo', async (tx) =>
        tx.trx
          .selectFrom('term_deposit_accrual')
          .selectAll()
          .where('tenant_id', '=', 'demo')
          .where('deposit_id', 'in', [running.id, maturing.id])
          .execute(),
      );
    const accrualsOnce = await entriesOf();
    const balancesOnce = await gl();
    const entriesOnce = (await counts())[1];
    const second = await run(today);
    expect(second.body).toMatchObject({ accruedDeposits: 0, accruedKobo: 0, maturedCount: 0 });
    expect(await entriesOf()).toEqual(accrualsOnce);
    expect((await counts())[1]).toBe(entriesOnce);
    expect((await gl()).get('2210')).toBe(balancesOnce.get('2210'));
    const page = await detail(running.id);
    expect(page.accruedInterestKobo).toBe(
      accruedInterestKobo(
        {
          principalKobo: 7_300_000_00,
          annualInterestRate: '10',
          tenure: { months: 3 },
          interestType: 'SIMPLE',
          daysInYear: 365,
          startDate: page.startDate,
          withholdingTaxRate: '10',
        },
        today,
      ),
    );
    const matured = await detail(maturing.id);
    expect(matured.status).toBe('PAID_OUT');
    const accrued = accrualsOnce
      .filter((row) => row.deposit_id === maturing.id)
      .reduce((sum, row) => sum + Number(row.amount_kobo), 0);
    expect(accrued).toBe(matured.interestKobo);
    const late = await run('2999-01-01');
    expect([late.status, late.body.code]).toEqual([422, 'accrual_date_invalid']);
    await expectSubledgerEqualsGl();
  });

  it('pays a matured deposit out to its account net of tax', async () => {
    const before = await account(lagos.id);
    const deposit = await booked({
      productId: days,
      tenor: 30,
      startDate: daysBack(31),
      amountKobo: 5_000_000_00,
    });
    await run();
    const page = await detail(deposit.id);
    expect(page.status).toBe('PAID_OUT');
    expect(page.withholdingTaxKobo).toBeGreaterThan(0);
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(
      before.ledgerBalanceKobo - 5_000_000_00 + page.netMaturityAmountKobo,
    );
    expect(page.history.map((h) => h.toStatus)).toEqual(['ACTIVE', 'MATURED', 'PAID_OUT']);
    await expectSubledgerEqualsGl();
  });

  it('matures a due deposit in the background without being asked', async () => {
    const deposit = await booked({
      productId: days,
      tenor: 30,
      startDate: daysBack(31),
      amountKobo: 1_200_000_00,
    });
    const paid = await until(async () => (await detail(deposit.id)).status === 'PAID_OUT', {
      intervalMs: 200,
    });
    expect(paid).toBe(true);
    const page = await detail(deposit.id);
    expect(page.history.map((h) => h.by)).toContain('Close of business');
    await expectSubledgerEqualsGl();
  });

  it('rolls over the principal, and the principal with the interest, at the chart’s rate of the day', async () => {
    const before = await account(lagos.id);
    const principal = await booked({
      productId: days,
      tenor: 30,
      startDate: daysBack(31),
      amountKobo: 2_000_000_00,
      maturityInstruction: 'ROLL_OVER_PRINCIPAL',
    });
    const both = await booked({
      productId: days,
      tenor: 30,
      startDate: daysBack(31),
      amountKobo: 4_000_000_00,
      maturityInstruction: 'ROLL_OVER_PRINCIPAL_AND_INTEREST',
    });
    await run();
    const old1 = await detail(principal.id);
    const old2 = await detail(both.id);
    expect([old1.status, old2.status]).toEqual(['ROLLED_OVER', 'ROLLED_OVER']);
    const new1 = await detail(old1.rolledIntoId as string);
    const new2 = await detail(old2.rolledIntoId as string);
    expect(new1).toMatchObject({
      status: 'ACTIVE',
      principalKobo: 2_000_000_00,
      annualInterestRate: '8',
      startDate: old1.maturityDate,
      rolledFromId: old1.id,
    });
    expect(new2).toMatchObject({
      status: 'ACTIVE',
      principalKobo: old2.netMaturityAmountKobo,
      startDate: old2.maturityDate,
    });
    const netInterest1 = old1.netMaturityAmountKobo - 2_000_000_00;
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(
      before.ledgerBalanceKobo - 2_000_000_00 - 4_000_000_00 + netInterest1,
    );
    await expectSubledgerEqualsGl();
  });

  it('liquidates early through a checker with either penalty, paying what the quote says', async () => {
    for (const [productId, tenor, penalty] of [
      [months, 6, { kind: 'INTEREST_SHARE', percent: '50' }],
      [days, 90, { kind: 'REDUCED_RATE', annualInterestRate: '2' }],
    ] as const) {
      const deposit = await booked({
        productId,
        tenor,
        startDate: daysBack(25),
        amountKobo: 10_000_000_00,
      });
      const quote = (
        await get<{ payoutKobo: number; penaltyKobo: number }>(
          `/api/term-deposits/${deposit.id}/liquidation-quote`,
        )
      ).body;
      expect(quote.payoutKobo).toBe(
        liquidationFigures(
          {
            principalKobo: 10_000_000_00,
            annualInterestRate: deposit.annualInterestRate,
            tenure: productId === months ? { months: tenor } : { days: tenor },
            interestType: 'SIMPLE',
            daysInYear: 365,
            startDate: deposit.startDate,
            withholdingTaxRate: '10',
          },
          penalty,
          today,
        ).payoutKobo,
      );
      expect(quote.penaltyKobo).toBeGreaterThan(0);
      const before = await account(lagos.id);
      const asked = await post<Deposit>(`/api/term-deposits/${deposit.id}/liquidate`, {
        reason: 'School fees',
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(202);
      expect(asked.body.status).toBe('LIQUIDATION_PENDING');
      await expectSubledgerEqualsGl();
      expect((await approve(asked.body.approvalRequestId as string)).status).toBe(200);
      const done = await detail(deposit.id);
      expect(done.status).toBe('LIQUIDATED');
      expect((await account(lagos.id)).ledgerBalanceKobo).toBe(
        before.ledgerBalanceKobo + quote.payoutKobo,
      );
      await expectSubledgerEqualsGl();
    }
  });

  it('holds a deposit under lien: no liquidation, held at maturity, settled once released', async () => {
    const deposit = await booked({ productId: days, tenor: 30, amountKobo: 1_500_000_00 });
    const liened = await post<Deposit>(
      `/api/term-deposits/${deposit.id}/lien`,
      { reason: 'Collateral for an overdraft' },
      'treasury',
      null,
    );
    expect(liened.status, JSON.stringify(liened.body)).toBe(200);
    expect(liened.body.lien?.reason).toBe('Collateral for an overdraft');
    const before = await counts();
    const refused = await post<Deposit>(`/api/term-deposits/${deposit.id}/liquidate`, {
      reason: 'Cash',
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'term_deposit_under_lien']);
    expect(await counts()).toEqual(before);

    const rolling = await booked({
      productId: days,
      tenor: 30,
      amountKobo: 1_000_000_00,
      maturityInstruction: 'ROLL_OVER_PRINCIPAL',
    });
    const collateral = { reason: 'Collateral for a loan' };
    expect(
      (await post(`/api/term-deposits/${rolling.id}/lien`, collateral, 'treasury', null)).status,
    ).toBe(200);

    const maturity = deposit.maturityDate;
    await moveProcessingDate(maturity);
    await run();
    const held = await detail(deposit.id);
    expect(held.status).toBe('MATURED');
    const rolled = await detail(rolling.id);
    expect([rolled.status, rolled.lien]).toEqual(['ROLLED_OVER', null]);
    expect((await detail(rolled.rolledIntoId as string)).lien?.reason).toBe(
      'Collateral for a loan',
    );
    const liquidateMatured = await post<Deposit>(`/api/term-deposits/${deposit.id}/liquidate`, {
      reason: 'x',
    });
    expect([liquidateMatured.status, liquidateMatured.body.code]).toEqual([
      409,
      'term_deposit_not_liquidatable',
    ]);
    const blocked = await post<Deposit>(`/api/term-deposits/${deposit.id}/settle`, {
      maturityInstruction: 'PAY_OUT',
    });
    expect([blocked.status, blocked.body.code]).toEqual([409, 'term_deposit_under_lien']);
    await expectSubledgerEqualsGl();
    const released = await post(
      `/api/term-deposits/${deposit.id}/lien/release`,
      { reason: 'Overdraft repaid' },
      'treasury',
      null,
    );
    expect(released.status).toBe(200);
    const accountBefore = await account(lagos.id);
    const settled = await post<Deposit>(`/api/term-deposits/${deposit.id}/settle`, {
      maturityInstruction: 'PAY_OUT',
    });
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.status).toBe('PAID_OUT');
    expect((await account(lagos.id)).ledgerBalanceKobo).toBe(
      accountBefore.ledgerBalanceKobo + settled.body.netMaturityAmountKobo,
    );
    await expectSubledgerEqualsGl();
  });

  it('pays a periodic deposit’s interest each month and the rest at maturity', async () => {
    const deposit = await booked({ productId: periodic, tenor: 3, amountKobo: 12_000_000_00 });
    const page = await detail(deposit.id);
    const end = page.maturityDate;
    await moveProcessingDate(end);
    await run();
    const done = await detail(deposit.id);
    expect(done.status).toBe('PAID_OUT');
    expect(done.history.filter((h) => h.note.startsWith('Periodic interest'))).toHaveLength(2);
    expect(done.interestPaidKobo).toBe(done.interestKobo);
    await expectSubledgerEqualsGl();
  });
  it('changes the instruction to one the product offers and ties a lien to a loan of the tenant', async () => {
    const deposit = await booked({ productId: periodic, tenor: 3, amountKobo: 1_000_000_00 });
    const put = (maturityInstruction: string) =>
      call<Deposit>(t.app, 'PUT', `/api/term-deposits/${deposit.id}/maturity-instruction`, {
        token: as('treasury'),
        body: { maturityInstruction },
      });
    const refused = await put('ROLL_OVER_PRINCIPAL');
    expect([refused.status, refused.body.code]).toEqual([422, 'maturity_instruction_not_allowed']);
    const other = await booked({ amountKobo: 1_000_000_00 });
    const changed = await call<Deposit>(
      t.app,
      'PUT',
      `/api/term-deposits/${other.id}/maturity-instruction`,
      {
        token: as('treasury'),
        body: { maturityInstruction: 'ROLL_OVER_PRINCIPAL' },
      },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.history.at(-1)?.note).toContain('roll over principal');
    const noLoan = await post<Deposit>(
      `/api/term-deposits/${other.id}/lien`,
      { reason: 'Collateral', loanId: randomUUID() },
      'treasury',
      null,
    );
    expect([noLoan.status, noLoan.body.code]).toEqual([404, 'loan_not_found']);
    const loan = await inTenantRead(t.database.db, 'demo', (tx) =>
      tx.trx
        .selectFrom('loan')
        .select(['id', 'loan_number'])
        .where('tenant_id', '=', 'demo')
        .executeTakeFirst(),
    );
    if (loan) {
      const liened = await post<Deposit>(
        `/api/term-deposits/${other.id}/lien`,
        { reason: 'Collateral', loanId: loan.id },
        'treasury',
        null,
      );
      expect(liened.status).toBe(200);
      expect(liened.body.lien?.loanNumber).toBe(loan.loan_number);
    }
    await expectSubledgerEqualsGl();
  });
});
