import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plusDays } from '../../server/deposits/deposit-eod-batches';
import { repayLoan } from '../../server/loans/loan-money.service';
import { LOAN_CLOSE_OF_BUSINESS } from '../../server/loans/loans.eod';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { entryCount, expectLoanBooksAgree, glBalance, read, userId } from './eod-books';
import { closeDay, dayOf, runStep, setProcessingDate } from './eod-step-driver';

/**
 * The loans' steps of the close of business on both engines, driven batch by batch as the run
 * does: interest accrued day by day reaching each instalment's interest on its due date, the
 * late-payment penalty charged once, arrears buckets after so many days with the provision
 * brought to the book, and a rerun of a date that posts nothing. The books agree after each.
 */

afterAll(stopClusters);

const [ACCRUAL, ARREARS, DELINQUENCY] = LOAN_CLOSE_OF_BUSINESS as [
  (typeof LOAN_CLOSE_OF_BUSINESS)[number],
  (typeof LOAN_CLOSE_OF_BUSINESS)[number],
  (typeof LOAN_CLOSE_OF_BUSINESS)[number],
];

interface Instalment {
  due_date: string;
  interest_kobo: number;
  penalty_kobo: number;
  penalty_charged_on: string | null;
  principal_paid_kobo: number;
  interest_paid_kobo: number;
  number: number;
}

describe.each(ENGINES)('the loans close of business on %s', (engine) => {
  let t: TestApp;
  let actor: string;
  let today: string;
  const db = () => t.database.db;

  const loanRow = (id: string) =>
    read(db(), (tx) =>
      tx.trx.selectFrom('loan').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    );
  const instalments = (id: string) =>
    read(db(), (tx) =>
      tx.trx
        .selectFrom('loan_instalment')
        .selectAll()
        .where('loan_id', '=', id)
        .orderBy('number')
        .execute(),
    ) as Promise<Instalment[]>;

  /** An active loan with nothing overdue and two instalments still ahead of the date. */
  async function currentLoan(
    nothingOverdue: boolean,
  ): Promise<{ id: string; ahead: Instalment[]; all: Instalment[] }> {
    const loans = await read(db(), (tx) =>
      tx.trx.selectFrom('loan').select('id').where('status', '=', 'ACTIVE').orderBy('id').execute(),
    );
    for (const { id } of loans) {
      const all = await instalments(id);
      const ahead = all.filter((i) => i.due_date > today);
      const overdue =
        nothingOverdue &&
        all.some((i) => i.due_date <= today && Number(i.principal_paid_kobo) === 0);
      if (ahead.length >= 2 && !overdue && Number(ahead[0]?.interest_paid_kobo) === 0) {
        return { id, ahead, all };
      }
    }
    throw new Error('The demo has no current loan with two instalments ahead.');
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    actor = await userId(db(), 'ops');
    today = await read(db(), async (tx) => {
      const row = await tx.trx
        .selectFrom('tenant')
        .select('processing_date')
        .where('id', '=', 'demo')
        .executeTakeFirstOrThrow();
      return row.processing_date;
    });
  }, 120_000);
  afterAll(() => t.close());

  it('moves a loan between arrears buckets as the days pass and provisions the book', async () => {
    const { id, ahead } = await currentLoan(true);
    const due = (ahead[0] as Instalment).due_date;
    const expected: [number, string][] = [
      [0, 'CURRENT'],
      [1, '1-30'],
      [31, '31-60'],
      [61, '61-90'],
      [91, '90+'],
    ];
    for (const [late, bucket] of expected) {
      const date = plusDays(due, late);
      await setProcessingDate(db(), 'demo', date);
      await runStep(db(), 'demo', DELINQUENCY, dayOf(date, actor));
      const loan = await loanRow(id);
      expect([loan.arrears_days, loan.arrears_bucket, loan.arrears_since]).toEqual([
        late,
        bucket,
        late === 0 ? null : due,
      ]);
      // The allowance holds what the book requires on the date.
      const allowance = 0 - (await glBalance(db(), '1209'));
      const required = await read(db(), async (tx) => {
        const { loanProvisioning } = await import('../../server/loans/loan-provision.service');
        return (await loanProvisioning(tx)).requiredKobo;
      });
      expect(allowance).toBe(required);
    }
    // A rerun of the last date posts nothing.
    const entries = await entryCount(db());
    const date = plusDays(due, 91);
    for (const step of LOAN_CLOSE_OF_BUSINESS)
      await runStep(db(), 'demo', step, dayOf(date, actor));
    const firstRun = await entryCount(db());
    for (const step of LOAN_CLOSE_OF_BUSINESS)
      await runStep(db(), 'demo', step, dayOf(date, actor));
    expect(await entryCount(db())).toBe(firstRun);
    expect(firstRun).toBeGreaterThanOrEqual(entries);
    await expectLoanBooksAgree(db());
    today = plusDays(date, 1);
  });

  it('accrues interest day by day until each instalment has earned its whole interest on its due date', async () => {
    const { id, ahead, all } = await currentLoan(false);
    const [first, second] = ahead as [Instalment, Instalment];
    const interestThrough = (last: Instalment) =>
      all.filter((i) => i.number <= last.number).reduce((s, i) => s + Number(i.interest_kobo), 0);
    const incomeBefore = await glBalance(db(), '4101');
    const accruedBefore = await read(db(), async (tx) =>
      Number(
        (
          await tx.trx
            .selectFrom('loan')
            .select((eb) => eb.fn.sum<number>('interest_accrued_kobo').as('k'))
            .where('status', '=', 'ACTIVE')
            .executeTakeFirstOrThrow()
        ).k,
      ),
    );
    let previous = Number((await loanRow(id)).interest_accrued_kobo);
    for (let date = today; date <= second.due_date; date = plusDays(date, 1)) {
      await closeDay(db(), 'demo', [ACCRUAL], dayOf(date, actor));
      const accrued = Number((await loanRow(id)).interest_accrued_kobo);
      // Never backwards, and never ahead of the instalment in progress.
      expect(accrued).toBeGreaterThanOrEqual(previous);
      expect(accrued).toBeLessThanOrEqual(interestThrough(date <= first.due_date ? first : second));
      if (date === first.due_date) expect(accrued).toBe(interestThrough(first));
      previous = accrued;
    }
    expect(previous).toBe(interestThrough(second));
    // Income rose by exactly what the active loans recognised (none was repaid meanwhile).
    const accruedAfter = await read(db(), async (tx) =>
      Number(
        (
          await tx.trx
            .selectFrom('loan')
            .select((eb) => eb.fn.sum<number>('interest_accrued_kobo').as('k'))
            .where('status', '=', 'ACTIVE')
            .executeTakeFirstOrThrow()
        ).k,
      ),
    );
    expect(accruedAfter - accruedBefore).toBeGreaterThan(0);
    // An income account's balance is credit-positive as read here.
    expect(incomeBefore - (await glBalance(db(), '4101'))).toBe(accruedAfter - accruedBefore);
    await expectLoanBooksAgree(db());
    // A repayment earns only the interest it pays beyond what was accrued: never twice.
    const paidBefore = (await instalments(id)).reduce(
      (s, i) => s + Number(i.interest_paid_kobo),
      0,
    );
    const income = await glBalance(db(), '4101');
    await read(db(), (tx) =>
      repayLoan(
        tx,
        id,
        { amountKobo: 3 * Number(second.interest_kobo) + 100_00 },
        { userId: actor },
        new Date(),
      ),
    );
    const paidAfter = (await instalments(id)).reduce((s, i) => s + Number(i.interest_paid_kobo), 0);
    expect(paidAfter).toBeGreaterThan(paidBefore);
    const recognised = Math.max(previous, paidAfter);
    expect(Number((await loanRow(id)).interest_accrued_kobo)).toBe(recognised);
    expect(income - (await glBalance(db(), '4101'))).toBe(recognised - previous);
    await expectLoanBooksAgree(db());
    today = plusDays(second.due_date, 1);
  });

  it('charges the late-payment penalty once per overdue instalment after its grace days', async () => {
    const date = plusDays(today, 40);
    await setProcessingDate(db(), 'demo', date);
    const day = dayOf(date, actor);
    const penaltiesBefore = await entryCount(db(), 'LOAN_PENALTY');
    const owedBefore = await glBalance(db(), '1204');
    const first = await runStep(db(), 'demo', ARREARS, day);
    expect(first.items).toBeGreaterThan(0);
    expect(await entryCount(db(), 'LOAN_PENALTY')).toBe(penaltiesBefore + first.batches);
    const charged = await read(db(), (tx) =>
      tx.trx
        .selectFrom('loan_instalment')
        .select((eb) => eb.fn.sum<number>('penalty_kobo').as('k'))
        .where('penalty_charged_on', '=', date)
        .executeTakeFirstOrThrow(),
    );
    expect(await glBalance(db(), '1204')).toBeGreaterThan(owedBefore);
    expect(Number(charged.k)).toBeGreaterThan(0);
    // The same date again, and the next day: nothing charged twice.
    const entries = await entryCount(db());
    expect((await runStep(db(), 'demo', ARREARS, day)).items).toBe(0);
    await setProcessingDate(db(), 'demo', plusDays(date, 1));
    await runStep(db(), 'demo', ARREARS, dayOf(plusDays(date, 1), actor));
    expect(await entryCount(db())).toBe(entries);
    await expectLoanBooksAgree(db());
    today = plusDays(date, 2);
  });
});
