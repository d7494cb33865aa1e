import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { EOD_STEP_NAMES } from '../../policies/eod-steps';
import { insertCharge } from '../../server/charges/charge.repository';
import type { Db } from '../../server/db/database';
import { newRowId } from '../../server/db/row-id';
import { inTenant } from '../../server/db/tenant-scope';
import { insertProduct } from '../../server/deposit-products/deposit-product.repository';
import { plusDays } from '../../server/deposits/deposit-eod-batches';
import { DEPOSIT_CLOSE_OF_BUSINESS } from '../../server/deposits/deposits.eod';
import { LOAN_CLOSE_OF_BUSINESS } from '../../server/loans/loans.eod';
import { dayOf, runStep, setProcessingDate } from '../api/eod-step-driver';

/** What one step of a timed close of business did. */
export interface StepTiming {
  readonly name: string;
  readonly batches: number;
  readonly items: number;
  readonly ms: number;
  /** SQL statements the step sent, when the caller counts them. */
  readonly statements: number;
}

/**
 * Runs a close of business of the tenant's processing date: every step in the order of
 * policies/eod-steps.ts, each planned then run batch by batch, and advances the date. Until the
 * run engine lands it drives the loans' and deposits' steps itself, in the engine's shape.
 */
export async function runCloseOfBusiness(
  db: Db,
  tenantId: string,
  statements: () => number = () => 0,
): Promise<StepTiming[]> {
  const { date, actor } = await inTenant(db, tenantId, async (t) => {
    const tenant = await t.trx
      .selectFrom('tenant')
      .select('processing_date')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const user = await t.trx
      .selectFrom('app_user')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('username', '=', 'ops')
      .executeTakeFirstOrThrow();
    return { date: tenant.processing_date, actor: user.id };
  });
  const day = dayOf(date, actor);
  const steps = [...LOAN_CLOSE_OF_BUSINESS, ...DEPOSIT_CLOSE_OF_BUSINESS].sort(
    (a, b) => EOD_STEP_NAMES.indexOf(a.name) - EOD_STEP_NAMES.indexOf(b.name),
  );
  const timings: StepTiming[] = [];
  for (const step of steps) {
    const started = performance.now();
    const sent = statements();
    const done = await runStep(db, tenantId, step, day);
    const ms = performance.now() - started;
    timings.push({ name: step.name, ...done, ms, statements: statements() - sent });
  }
  await setProcessingDate(db, tenantId, day.nextDate);
  return timings;
}

/** The last day of the month of a YYYY-MM-DD date. */
export function monthEndOf(iso: string): string {
  let date = iso;
  while (plusDays(date, 1).slice(5, 7) === date.slice(5, 7)) date = plusDays(date, 1);
  return date;
}

const numbers = (count: number) =>
  sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)})`;

/**
 * Adds `accounts` deposit accounts and `loans` loans to the tenant with set-based INSERT ...
 * SELECT over generated numbers, and moves the GL balances by the same totals (vault against
 * the deposit control account; loans to customers and interest receivable against the vault and
 * unearned interest), so the sub-ledgers equal their control accounts and the ledger balances.
 * A quarter of the loans were disbursed 100 days before `monthEnd` and never repaid, so they are
 * in arrears and draw penalties; the rest are current. Accounts were opened long ago and have
 * no transactions, so dormancy has all of them to mark.
 */
export async function seedCloseOfBusinessBook(
  db: Db,
  tenantId: string,
  size: { accounts: number; loans: number },
  monthEnd: string,
): Promise<void> {
  await setProcessingDate(db, tenantId, monthEnd);
  await inTenant(db, tenantId, async (t) => {
    const now = new Date();
    const chargeId = newRowId();
    await insertCharge(
      t,
      {
        id: chargeId,
        code: 'BENCH-MAINT',
        name: 'Monthly maintenance',
        appliesTo: 'DEPOSIT',
        calculation: 'FLAT',
        amountKobo: 5_000,
        rateBps: null,
        event: 'ACCOUNT_MAINTENANCE',
      },
      now,
    );
    const productId = newRowId();
    await insertProduct(t, {
      id: productId,
      type: 'DEPOSIT',
      subtype: 'SAVINGS',
      code: 'BENCH',
      name: 'Benchmark savings',
      currency: 'NGN',
      interestRateBps: 400,
      interestPostingPeriod: 'MONTHLY',
      minimumBalanceKobo: 0,
      overdraftAllowed: false,
      overdraftLimitKobo: 0,
      chargeIds: [chargeId],
      status: 'ACTIVE',
      createdAt: now.toISOString(),
    });
    const loan = await t.trx
      .selectFrom('loan')
      .select(['customer_id', 'product_id', 'officer_id', 'branch_id', 'terms'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const branch = loan.branch_id ?? 'none';
    const tenant = sql.lit(tenantId);
    await sql`insert into deposit_account (id, tenant_id, account_number, name, customer_id,
        product_id, branch_id, status, frozen_from, ledger_balance_kobo, holds_kobo,
        overdraft_limit_kobo, minimum_balance_kobo, opened_at, closed_at)
      ${numbers(size.accounts)}
      select 'ba' || cast(1000000000 + i as varchar(16)), ${tenant},
        '8' || cast(100000000 + i as varchar(16)), 'Benchmark holder', ${loan.customer_id},
        ${productId}, ${branch}, 'ACTIVE', null, 100000 + (i * 7919) % 10000000, 0, 0, 0,
        '2024-01-01T09:00:00.000Z', null
      from n`.execute(t.trx);
    await seedLoans(t, size.loans, monthEnd, loan);
    await moveGl(t, size);
  });
}

async function seedLoans(
  t: Parameters<Parameters<typeof inTenant>[2]>[0],
  count: number,
  monthEnd: string,
  like: {
    customer_id: string;
    product_id: string;
    officer_id: string;
    branch_id: string | null;
    terms: string;
  },
) {
  const cohorts = [10, 20, 25, 100].map((back) => plusDays(monthEnd, -back));
  const schedule = cohorts.flatMap((start, cohort) =>
    Array.from(
      { length: 12 },
      (_, k) =>
        sql`(${sql.lit(cohort)}, ${sql.lit(k + 1)}, ${sql.lit(plusDays(start, 30 * (k + 1)))})`,
    ),
  );
  const starts = cohorts.map((start, cohort) => sql`(${sql.lit(cohort)}, ${sql.lit(start)})`);
  const tenant = sql.lit(t.tenantId);
  await sql`insert into loan (id, tenant_id, loan_number, application_id, customer_id,
      product_id, account_id, officer_id, branch_id, purpose, status, principal_kobo,
      annual_interest_rate, number_of_repayments, terms, expected_disbursement_date,
      disbursement_date, maturity_date, disbursement_charges_kobo, principal_outstanding_kobo,
      interest_outstanding_kobo, fee_outstanding_kobo, penalty_outstanding_kobo, closed_on,
      topped_up_by_loan_id, top_up_of_loan_id, write_off_request_id, created_by, created_at,
      updated_at, interest_accrued_kobo)
    ${numbers(count)}, c(cohort, start) as (values ${sql.join(starts)})
    select 'bl' || cast(1000000000 + i as varchar(16)), ${tenant},
      'BL' || cast(1000000000 + i as varchar(16)), null, ${like.customer_id}, ${like.product_id},
      'ba' || cast(1000000000 + i as varchar(16)), ${like.officer_id}, ${like.branch_id},
      'Benchmark', 'ACTIVE', 9999996, '24', 12, ${like.terms}, c.start, c.start, c.start, 0,
      9999996, 2400000, 0, 0, null, null, null, null, 'system', '2024-01-01T09:00:00.000Z',
      '2024-01-01T09:00:00.000Z', 0
    from n join c on c.cohort = i % 4`.execute(t.trx);
  await sql`insert into loan_instalment (id, tenant_id, loan_id, number, due_date, days,
      principal_kobo, interest_kobo, fee_kobo, penalty_kobo, balance_kobo, principal_paid_kobo,
      interest_paid_kobo, fee_paid_kobo, penalty_paid_kobo, interest_waived_kobo,
      penalty_charged_on)
    ${numbers(count)}, s(cohort, number, due_date) as (values ${sql.join(schedule)})
    select 'bi' || cast(1000000000 + i as varchar(16)) || '-' || cast(s.number as varchar(4)),
      ${tenant}, 'bl' || cast(1000000000 + i as varchar(16)), s.number, s.due_date, 30, 833333,
      200000, 0, 0, 9999996 - 833333 * s.number, 0, 0, 0, 0, 0, null
    from n join s on s.cohort = i % 4`.execute(t.trx);
}

/** Moves the GL balances by the seeded totals, debit-positive. */
async function moveGl(
  t: Parameters<Parameters<typeof inTenant>[2]>[0],
  size: { accounts: number; loans: number },
) {
  const deposits = await t.trx
    .selectFrom('deposit_account')
    .select((eb) => eb.fn.sum<number>('ledger_balance_kobo').as('k'))
    .where('tenant_id', '=', t.tenantId)
    .where('id', 'like', 'ba%')
    .executeTakeFirstOrThrow();
  const depositKobo = Number(deposits.k);
  const principalKobo = size.loans * 9_999_996;
  const interestKobo = size.loans * 2_400_000;
  const moves: [string, number][] = [
    ['1101', depositKobo - principalKobo],
    ['2101', -depositKobo],
    ['1201', principalKobo],
    ['1202', interestKobo],
    ['2160', -interestKobo],
  ];
  for (const [code, kobo] of moves) {
    await t.trx
      .updateTable('gl_account')
      .set({ balance_kobo: sql`balance_kobo + ${kobo}` })
      .where('tenant_id', '=', t.tenantId)
      .where('code', '=', code)
      .execute();
  }
}
