import { expect } from 'vitest';
import type { Db } from '../../server/db/database';
import { inTenant } from '../../server/db/tenant-scope';

/** Reads in the demo tenant's own transaction. */
export const read = <T>(db: Db, work: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(db, 'demo', work);

/** The id of a demo user, who closes the day. */
export async function userId(db: Db, username: string): Promise<string> {
  return read(db, async (t) => {
    const row = await t.trx
      .selectFrom('app_user')
      .select('id')
      .where('tenant_id', '=', t.tenantId)
      .where('username', '=', username)
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** How many journal entries the tenant holds, all sources or one. */
export async function entryCount(db: Db, source?: string): Promise<number> {
  return read(db, async (t) => {
    let query = t.trx
      .selectFrom('journal_entry')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', t.tenantId);
    if (source) query = query.where('source', '=', source);
    return Number((await query.executeTakeFirstOrThrow()).n);
  });
}

/** A GL account's balance by code, debit-positive. */
export async function glBalance(db: Db, code: string): Promise<number> {
  return read(db, async (t) => {
    const row = await t.trx
      .selectFrom('gl_account')
      .select('balance_kobo')
      .where('tenant_id', '=', t.tenantId)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return Number(row.balance_kobo);
  });
}

/**
 * The books agree: every GL account's debits equal its credits in total, and each loan
 * component's control account equals the sum of the loans' own balances; unearned interest
 * equals, over active loans, the interest still collectible less what was recognised.
 */
export async function expectLoanBooksAgree(db: Db): Promise<void> {
  const totals = await read(db, async (t) => {
    const gl = await t.trx
      .selectFrom('gl_account')
      .select((eb) => eb.fn.sum<number>('balance_kobo').as('net'))
      .where('tenant_id', '=', t.tenantId)
      .where('header', '=', 0)
      .executeTakeFirstOrThrow();
    const loans = await t.trx
      .selectFrom('loan')
      .select((eb) => [
        eb.fn.sum<number>('principal_outstanding_kobo').as('principal'),
        eb.fn.sum<number>('interest_outstanding_kobo').as('interest'),
        eb.fn.sum<number>('penalty_outstanding_kobo').as('penalty'),
      ])
      .where('tenant_id', '=', t.tenantId)
      .executeTakeFirstOrThrow();
    const unearned = await t.trx
      .selectFrom('loan_instalment as i')
      .innerJoin('loan as l', 'l.id', 'i.loan_id')
      .select((eb) =>
        eb.fn
          .sum<number>(eb('i.interest_kobo', '-', eb.ref('i.interest_waived_kobo')))
          .as('collectible'),
      )
      .where('i.tenant_id', '=', t.tenantId)
      .where('l.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const recognised = await t.trx
      .selectFrom('loan')
      .select((eb) => eb.fn.sum<number>('interest_accrued_kobo').as('kobo'))
      .where('tenant_id', '=', t.tenantId)
      .where('status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    return { gl, loans, unearned: Number(unearned.collectible) - Number(recognised.kobo) };
  });
  expect(Number(totals.gl.net)).toBe(0);
  expect(await glBalance(db, '1201')).toBe(Number(totals.loans.principal));
  expect(await glBalance(db, '1202')).toBe(Number(totals.loans.interest));
  expect(await glBalance(db, '1204')).toBe(Number(totals.loans.penalty));
  // A liability: its credit balance.
  expect(0 - (await glBalance(db, '2160'))).toBe(totals.unearned);
}
