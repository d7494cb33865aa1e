import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../server/db/tenant-scope';
import { call, signIn } from '../support/api-client';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Loan loss provisioning on both engines: the provision each CBN prudential class requires for
 * the demo portfolio, worked out here from each loan's own answer; a run that brings the
 * allowance for loan losses to that figure through the ledger; a second run that posts nothing;
 * a release once a loan is written off or repaid; and the refusals that post nothing.
 */

afterAll(stopClusters);

/** The rates decision 034 cites from the CBN's guidelines for microfinance banks. */
const CBN_RATES: Record<string, number> = {
  PERFORMING: 1,
  PASS_AND_WATCH: 5,
  SUBSTANDARD: 20,
  DOUBTFUL: 50,
  LOST: 100,
};
const CLASS_ORDER = Object.keys(CBN_RATES);

interface LoanDetail {
  id: string;
  loanNumber: string;
  status: string;
  prudentialClass: string;
  provisionPercent: number;
  daysPastDue: number;
  balances: { principal: { outstandingKobo: number }; totalOutstandingKobo: number };
}
interface ClassRow {
  prudentialClass: string;
  provisionPercent: number;
  loanCount: number;
  principalOutstandingKobo: number;
  requiredKobo: number;
}
interface Provisioning {
  asOfDate: string;
  classes: ClassRow[];
  loanCount: number;
  principalOutstandingKobo: number;
  requiredKobo: number;
  allowanceAccountCode: string;
  allowanceAccountName: string;
  allowanceKobo: number;
  differenceKobo: number;
  code?: string;
}
interface Run {
  id: string;
  runDate: string;
  runNumber: number;
  loanCount: number;
  requiredKobo: number;
  allowanceBeforeKobo: number;
  postedKobo: number;
  entryId: string | null;
  entryNumber: string | null;
  createdBy: string;
  code?: string;
}
interface Journal {
  source: string;
  lines: { accountCode: string; debitKobo: number; creditKobo: number }[];
}
interface TrialBalance {
  rows: { code: string; debitKobo: number; creditKobo: number }[];
  totalDebitKobo: number;
  totalCreditKobo: number;
}

/** Half-even rounding of p% of an amount, worked out here in whole numbers. */
function percentHalfEven(amountKobo: number, percent: number): number {
  const scaled = amountKobo * percent;
  const quotient = Math.floor(scaled / 100);
  const remainder = scaled % 100;
  if (remainder > 50 || (remainder === 50 && quotient % 2 === 1)) return quotient + 1;
  return quotient;
}

describe.each(ENGINES)('loan loss provisioning on %s', (engine) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user] as string;
  const get = <T>(url: string, user = 'admin') => call<T>(t.app, 'GET', url, { token: as(user) });
  const post = <T>(url: string, body: unknown, user = 'admin', key: string | null = randomUUID()) =>
    call<T>(t.app, 'POST', url, {
      token: as(user),
      body,
      ...(key && { headers: { 'idempotency-key': key } }),
    });
  const run = (user = 'admin', key: string = randomUUID()) =>
    post<Run>('/api/loans/provisions/run', undefined, user, key);
  const provisioning = async () => {
    const answer = await get<Provisioning>('/api/loans/provisions');
    expect(answer.status).toBe(200);
    return answer.body;
  };

  /** Every active loan as getLoan answers it. */
  const activeLoans = async (): Promise<LoanDetail[]> => {
    const page = await get<{ items: { id: string }[]; total: number }>(
      '/api/loans?status=ACTIVE&pageSize=100',
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBeLessThanOrEqual(100);
    const loans = [];
    for (const item of page.body.items) {
      loans.push((await get<LoanDetail>(`/api/loans/${item.id}`)).body);
    }
    return loans;
  };

  /** The classes worked out from the loans' own answers and the cited rates. */
  const expectedClasses = (loans: readonly LoanDetail[]): ClassRow[] =>
    CLASS_ORDER.map((name) => {
      const inClass = loans.filter((loan) => loan.prudentialClass === name);
      const rate = CBN_RATES[name] as number;
      return {
        prudentialClass: name,
        provisionPercent: rate,
        loanCount: inClass.length,
        principalOutstandingKobo: inClass.reduce(
          (sum, loan) => sum + loan.balances.principal.outstandingKobo,
          0,
        ),
        requiredKobo: inClass.reduce(
          (sum, loan) => sum + percentHalfEven(loan.balances.principal.outstandingKobo, rate),
          0,
        ),
      };
    });

  const allowanceGlKobo = async () => {
    const items = (await get<{ items: { code: string; balanceKobo: number }[] }>('/api/coa?q=1209'))
      .body.items;
    // A contra-asset: its credit balance is the allowance.
    return 0 - (items.find((account) => account.code === '1209')?.balanceKobo ?? 0);
  };

  const assertTrialBalanceBalances = async () => {
    const trial = (await get<TrialBalance>('/api/ledger/trial-balance?asOf=2099-12-31')).body;
    expect(trial.totalDebitKobo).toBe(trial.totalCreditKobo);
  };

  const setProcessingDate = (date: string) =>
    inTenant(t.database.db, 'demo', (tx) =>
      tx.trx
        .updateTable('tenant')
        .set({ processing_date: date })
        .where('id', '=', 'demo')
        .execute(),
    );

  beforeAll(async () => {
    t = await startTestApp(engine);
    for (const user of ['admin', 'loanofficer', 'teller', 'director']) {
      tokens[user] = await signIn(t.app, user);
    }
  }, 120_000);
  afterAll(() => t.close());

  it("shows each class's provision as the loans' own classes and principal give it", async () => {
    const loans = await activeLoans();
    expect(loans.length).toBeGreaterThan(1);
    // The demo has loans in arrears, so more than one class holds loans.
    expect(new Set(loans.map((loan) => loan.prudentialClass)).size).toBeGreaterThan(1);
    for (const loan of loans) {
      expect([loan.loanNumber, loan.provisionPercent]).toEqual([
        loan.loanNumber,
        CBN_RATES[loan.prudentialClass],
      ]);
    }
    const expected = expectedClasses(loans);
    const figures = await provisioning();
    expect(figures.classes).toEqual(expected);
    const required = expected.reduce((sum, row) => sum + row.requiredKobo, 0);
    expect(required).toBeGreaterThan(0);
    expect(figures).toMatchObject({
      loanCount: loans.length,
      principalOutstandingKobo: expected.reduce(
        (sum, row) => sum + row.principalOutstandingKobo,
        0,
      ),
      requiredKobo: required,
      allowanceAccountCode: '1209',
      allowanceAccountName: 'Allowance for loan losses',
      allowanceKobo: 0,
      differenceKobo: required,
    });
    // Reading the figures posts nothing.
    expect(await allowanceGlKobo()).toBe(0);
  });

  it('raises the allowance to the required total once, and a second run posts nothing', async () => {
    const before = await provisioning();
    const key = randomUUID();
    const first = await run('admin', key);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      runDate: before.asOfDate,
      runNumber: 1,
      loanCount: before.loanCount,
      requiredKobo: before.requiredKobo,
      allowanceBeforeKobo: 0,
      postedKobo: before.requiredKobo,
      createdBy: 'admin',
    });
    expect(await allowanceGlKobo()).toBe(before.requiredKobo);
    const entry = await get<Journal>(`/api/journals/${first.body.entryId}`);
    expect(entry.status).toBe(200);
    expect(entry.body.source).toBe('LOAN_PROVISION');
    expect(entry.body.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo])).toEqual([
      ['5501', before.requiredKobo, 0],
      ['1209', 0, before.requiredKobo],
    ]);
    const after = await provisioning();
    expect(after).toMatchObject({ allowanceKobo: before.requiredKobo, differenceKobo: 0 });

    const retry = await run('admin', key);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    const second = await run();
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({
      runNumber: 2,
      requiredKobo: before.requiredKobo,
      allowanceBeforeKobo: before.requiredKobo,
      postedKobo: 0,
      entryId: null,
      entryNumber: null,
    });
    expect(await allowanceGlKobo()).toBe(before.requiredKobo);
    const runs = await get<{ items: Run[] }>('/api/loans/provisions/runs', 'loanofficer');
    expect(runs.status).toBe(200);
    expect(runs.body.items.map((r) => [r.runNumber, r.postedKobo])).toEqual([
      [2, 0],
      [1, before.requiredKobo],
    ]);
    await assertTrialBalanceBalances();
  });

  it('releases the provision of a written-off loan on the next run', async () => {
    const loans = await activeLoans();
    const victim = loans.find((loan) => loan.prudentialClass !== 'PERFORMING') as LoanDetail;
    expect(victim).toBeDefined();
    const held = await provisioning();
    const asked = await post<{ writeOffRequestId: string }>(`/api/loans/${victim.id}/write-off`, {
      reason: 'Borrower cannot be found',
    });
    expect(asked.status).toBe(202);
    const approved = await call<{ status: string }>(
      t.app,
      'POST',
      `/api/approvals/requests/${asked.body.writeOffRequestId}/approve`,
      { token: as('director'), body: { reason: 'Uncollectable' } },
    );
    expect(approved.body.status).toBe('EXECUTED');
    const released = percentHalfEven(
      victim.balances.principal.outstandingKobo,
      CBN_RATES[victim.prudentialClass] as number,
    );
    const figures = await provisioning();
    expect(figures.loanCount).toBe(held.loanCount - 1);
    expect(figures.requiredKobo).toBe(held.requiredKobo - released);
    expect(figures.differenceKobo).toBe(-released);
    expect(figures.classes).toEqual(expectedClasses(await activeLoans()));

    const answer = await run();
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ runNumber: 3, postedKobo: -released });
    const entry = (await get<Journal>(`/api/journals/${answer.body.entryId}`)).body;
    expect(entry.lines.map((l) => [l.accountCode, l.debitKobo, l.creditKobo])).toEqual([
      ['1209', released, 0],
      ['5501', 0, released],
    ]);
    expect(await allowanceGlKobo()).toBe(figures.requiredKobo);
    await assertTrialBalanceBalances();
  });

  it('raises the allowance again when loans fall into later classes on a later date', async () => {
    const today = (await provisioning()).asOfDate;
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 75 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await setProcessingDate(later);
    try {
      const loans = await activeLoans();
      const figures = await provisioning();
      expect(figures.asOfDate).toBe(later);
      expect(figures.classes).toEqual(expectedClasses(loans));
      expect(figures.differenceKobo).toBeGreaterThan(0);
      const answer = await run();
      expect(answer.body).toMatchObject({
        runDate: later,
        runNumber: 1,
        postedKobo: figures.differenceKobo,
      });
      expect(await allowanceGlKobo()).toBe(figures.requiredKobo);
      await assertTrialBalanceBalances();
    } finally {
      await setProcessingDate(today);
    }
  });

  it('posts the difference once when two runs start at the same moment', async () => {
    const today = (await provisioning()).asOfDate;
    const later = new Date(Date.parse(`${today}T00:00:00Z`) + 120 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await setProcessingDate(later);
    try {
      const figures = await provisioning();
      expect(figures.differenceKobo).toBeGreaterThan(0);
      const answers = await Promise.all([run(), run()]);
      // Either both ran one after the other (the second posting nothing), or the second read
      // the allowance before the first committed and was refused; never both posting.
      const done = answers.filter((answer) => answer.status === 201);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(done.length + refused.length).toBe(2);
      expect(done.length).toBeGreaterThan(0);
      for (const answer of refused) expect(answer.body.code).toBe('loan_provision_run_in_progress');
      expect(done.reduce((sum, answer) => sum + answer.body.postedKobo, 0)).toBe(
        figures.differenceKobo,
      );
      expect(await allowanceGlKobo()).toBe(figures.requiredKobo);
      await assertTrialBalanceBalances();
    } finally {
      await setProcessingDate(today);
    }
  });

  it('refuses a caller without the permission and a reused key, posting nothing', async () => {
    const runsBefore = (await get<{ items: Run[] }>('/api/loans/provisions/runs')).body.items;
    expect((await get('/api/loans/provisions', 'loanofficer')).status).toBe(200);
    expect((await run('loanofficer')).status).toBe(403);
    expect((await get('/api/loans/provisions', 'teller')).status).toBe(403);
    expect((await get('/api/loans/provisions/runs', 'teller')).status).toBe(403);

    // A key already used for another call is refused, and so is a run's key on another call.
    const loanId = (await activeLoans())[0]?.id as string;
    const repaidKey = randomUUID();
    const repaid = await post(
      `/api/loans/${loanId}/repayments`,
      { amountKobo: 100 },
      'admin',
      repaidKey,
    );
    expect(repaid.status).toBe(200);
    const reused = await run('admin', repaidKey);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency_key_reused');
    const runKey = randomUUID();
    expect((await run('admin', runKey)).status).toBe(201);
    const other = await post<{ code: string }>(
      `/api/loans/${loanId}/repayments`,
      { amountKobo: 100 },
      'admin',
      runKey,
    );
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    const withoutKey = await post<Run>('/api/loans/provisions/run', undefined, 'admin', null);
    expect(withoutKey.status).toBe(400);

    // Only the one run that was let through posted: the allowance is what the loans require.
    expect(await allowanceGlKobo()).toBe((await provisioning()).requiredKobo);
    const runsAfter = (await get<{ items: Run[] }>('/api/loans/provisions/runs')).body.items;
    expect(runsAfter).toHaveLength(runsBefore.length + 1);
    await assertTrialBalanceBalances();
  });
});
