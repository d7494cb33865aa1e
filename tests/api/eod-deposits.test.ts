import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCharge } from '../../server/charges/charge.repository';
import { newRowId } from '../../server/db/row-id';
import { DEPOSIT_CLOSE_OF_BUSINESS } from '../../server/deposits/deposits.eod';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';
import { entryCount, glBalance, read, userId } from './eod-books';
import { accountRow, cash, makeProduct, openAccount } from './eod-deposit-fixtures';
import { dayOf, runStep, setProcessingDate } from './eod-step-driver';

/**
 * The deposit accounts' steps of the close of business on both engines, driven batch by batch
 * as the run does: the monthly maintenance fee once per account and month (what the account can
 * pay of it), savings interest on daily balances against a published worked example, dormancy
 * after the months without a customer transaction, and reruns that post nothing. The deposit
 * sub-ledger equals its control accounts and the ledger balances after each.
 */

afterAll(stopClusters);

const [FEES, INTEREST, DORMANCY] = DEPOSIT_CLOSE_OF_BUSINESS as [
  (typeof DEPOSIT_CLOSE_OF_BUSINESS)[number],
  (typeof DEPOSIT_CLOSE_OF_BUSINESS)[number],
  (typeof DEPOSIT_CLOSE_OF_BUSINESS)[number],
];

describe.each(ENGINES)('the deposits close of business on %s', (engine) => {
  let t: TestApp;
  let actor: string;
  const db = () => t.database.db;

  /** Every account's balance adds up to its control accounts; every account's debits to its credits. */
  async function expectDepositBooksAgree() {
    const sums = await read(db(), async (tx) => {
      const accounts = await tx.trx
        .selectFrom('deposit_account')
        .select((eb) => eb.fn.sum<number>('ledger_balance_kobo').as('k'))
        .where('tenant_id', '=', tx.tenantId)
        .executeTakeFirstOrThrow();
      const gl = await tx.trx
        .selectFrom('gl_account')
        .select((eb) => eb.fn.sum<number>('balance_kobo').as('k'))
        .where('tenant_id', '=', tx.tenantId)
        .where('header', '=', 0)
        .executeTakeFirstOrThrow();
      return { accounts: Number(accounts.k), gl: Number(gl.k) };
    });
    expect(sums.gl).toBe(0);
    const controls = (await glBalance(db(), '2101')) + (await glBalance(db(), '2102'));
    expect(0 - controls).toBe(sums.accounts);
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    actor = await userId(db(), 'ops');
  }, 120_000);
  afterAll(() => t.close());

  it('marks an account dormant after twelve months without a customer transaction, once', async () => {
    const product = await makeProduct(db(), { rateBps: 0, period: 'MONTHLY' });
    const account = await openAccount(db(), product, '2025-01-01');
    await cash(db(), account, '2025-06-15', 500_000);
    const status = async () => (await accountRow(db(), account)).status;
    for (const [date, expected] of [
      ['2026-06-14', 'ACTIVE'],
      ['2026-06-15', 'ACTIVE'],
      ['2026-06-16', 'DORMANT'],
    ] as const) {
      await setProcessingDate(db(), 'demo', date);
      await runStep(db(), 'demo', DORMANCY, dayOf(date, actor));
      expect([date, await status()]).toEqual([date, expected]);
    }
    const history = await read(db(), (tx) =>
      tx.trx
        .selectFrom('deposit_account_status_change')
        .select(['changed_on', 'from_status', 'to_status'])
        .where('account_id', '=', account)
        .execute(),
    );
    expect(history).toEqual([
      { changed_on: '2026-06-16', from_status: 'ACTIVE', to_status: 'DORMANT' },
    ]);
    // Accounts used within the year stay active.
    const recent = await openAccount(db(), product, '2025-01-01');
    await cash(db(), recent, '2026-01-10', 500_000);
    await setProcessingDate(db(), 'demo', '2026-06-17');
    await runStep(db(), 'demo', DORMANCY, dayOf('2026-06-17', actor));
    expect((await accountRow(db(), recent)).status).toBe('ACTIVE');
    await expectDepositBooksAgree();
  });

  it('levies the maintenance fee once a month on the last day, what each account can pay of it', async () => {
    const chargeId = newRowId();
    await read(db(), (tx) =>
      insertCharge(
        tx,
        {
          id: chargeId,
          code: 'EOD-MAINT',
          name: 'Monthly maintenance',
          appliesTo: 'DEPOSIT',
          calculation: 'FLAT',
          amountKobo: 10_000,
          rateBps: null,
          event: 'ACCOUNT_MAINTENANCE',
        },
        new Date(),
      ),
    );
    const product = await makeProduct(db(), {
      rateBps: 0,
      period: 'MONTHLY',
      chargeIds: [chargeId],
    });
    const rich = await openAccount(db(), product, '2026-11-01');
    const poor = await openAccount(db(), product, '2026-11-01');
    const empty = await openAccount(db(), product, '2026-11-01');
    await cash(db(), rich, '2026-11-02', 500_000);
    await cash(db(), poor, '2026-11-02', 3_000);
    const balance = async (id: string) => Number((await accountRow(db(), id)).ledger_balance_kobo);
    const income = () => glBalance(db(), '4201');

    await setProcessingDate(db(), 'demo', '2026-11-29');
    expect(await runStep(db(), 'demo', FEES, dayOf('2026-11-29', actor))).toEqual({
      batches: 0,
      items: 0,
    });
    await setProcessingDate(db(), 'demo', '2026-11-30');
    const incomeBefore = await income();
    await runStep(db(), 'demo', FEES, dayOf('2026-11-30', actor));
    expect([await balance(rich), await balance(poor), await balance(empty)]).toEqual([
      490_000, 0, 0,
    ]);
    // Income is credit-positive as read here: ₦100 and the ₦30 the poor account held.
    expect(incomeBefore - (await income())).toBe(13_000);
    const entries = await entryCount(db());
    await runStep(db(), 'demo', FEES, dayOf('2026-11-30', actor));
    expect(await entryCount(db())).toBe(entries);
    expect(await balance(rich)).toBe(490_000);

    await setProcessingDate(db(), 'demo', '2026-12-31');
    await runStep(db(), 'demo', FEES, dayOf('2026-12-31', actor));
    expect([await balance(rich), await balance(poor)]).toEqual([480_000, 0]);
    await expectDepositBooksAgree();
  });

  /**
   * The worked example of Choice Bank's "Earn Interest" page
   * (https://choice-bank.gitbook.io/choice-bank/deposit/earn-interest): interest for a day is
   * the end-of-day balance x annual rate / 365, whatever moved during the day. At 10% a year,
   * an opening 100,000 that falls to 60,000, rises to 80,000 and ends the day at 70,000 earns
   * 70,000 x 0.10 / 365 = 19.178 for that day; a day ending at 100,000 earns 27.397. Here the
   * same movements happen on the last day of November, so the month earns 29 days at 100,000
   * and one at 70,000: 813.6986, rounded once for the account to ₦813.70.
   */
  it('posts savings interest on the daily balances of the month as the cited example works it', async () => {
    const product = await makeProduct(db(), { rateBps: 1_000, period: 'MONTHLY' });
    const quarterly = await makeProduct(db(), { rateBps: 1_000, period: 'QUARTERLY' });
    const account = await openAccount(db(), product, '2026-10-20');
    const other = await openAccount(db(), quarterly, '2026-10-20');
    await cash(db(), account, '2026-10-25', 100_000_00);
    await cash(db(), other, '2026-10-25', 100_000_00);
    await cash(db(), account, '2026-11-30', -40_000_00);
    await cash(db(), account, '2026-11-30', 20_000_00);
    await cash(db(), account, '2026-11-30', -10_000_00);
    const expenseBefore = await glBalance(db(), '5101');
    await runStep(db(), 'demo', INTEREST, dayOf('2026-11-30', actor));
    expect(Number((await accountRow(db(), account)).ledger_balance_kobo)).toBe(70_000_00 + 813_70);
    // The quarterly product's period has not ended.
    expect(Number((await accountRow(db(), other)).ledger_balance_kobo)).toBe(100_000_00);
    const posted = await read(db(), (tx) =>
      tx.trx
        .selectFrom('savings_interest_posting')
        .select(['period_start', 'interest_kobo'])
        .where('account_id', '=', account)
        .execute(),
    );
    expect(posted.map((p) => [p.period_start, Number(p.interest_kobo)])).toEqual([
      ['2026-11-01', 813_70],
    ]);
    expect((await glBalance(db(), '5101')) - expenseBefore).toBeGreaterThanOrEqual(813_70);
    const entries = await entryCount(db());
    await runStep(db(), 'demo', INTEREST, dayOf('2026-11-30', actor));
    expect(await entryCount(db())).toBe(entries);
    await expectDepositBooksAgree();
  });
});
