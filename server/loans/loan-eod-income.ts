import type { TenantTx } from '../db/tenant-scope';
import type { InstalmentRecord } from './loan.repository';

/**
 * Interest income on a loan is recognised once, whichever comes first: the close of business
 * accrues it day by day, and a payment of interest not yet accrued recognises that part
 * (decision 070). The loan keeps the total recognised; after any payment, waiver or write-off it
 * becomes at least what was paid and at most what can still be collected (paid plus still owed),
 * and the change is what the posting moves between unearned interest and income: positive earns
 * it, negative gives back income accrued on interest that will now never be paid.
 */
export async function recogniseInterest(
  t: TenantTx,
  loanId: string,
  after: { readonly paidKobo: number; readonly collectibleKobo: number },
): Promise<number> {
  const row = await t.trx
    .selectFrom('loan')
    .select('interest_accrued_kobo')
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', loanId)
    .executeTakeFirstOrThrow();
  const before = Number(row.interest_accrued_kobo);
  const recognised = Math.min(Math.max(before, after.paidKobo), after.collectibleKobo);
  if (recognised !== before) {
    await t.trx
      .updateTable('loan')
      .set({ interest_accrued_kobo: recognised })
      .where('tenant_id', '=', t.tenantId)
      .where('id', '=', loanId)
      .execute();
  }
  return recognised - before;
}

/** Interest paid and interest still collectible (scheduled less waived) over a loan's instalments. */
export function interestPaidAndCollectible(instalments: readonly InstalmentRecord[]) {
  let paidKobo = 0;
  let collectibleKobo = 0;
  for (const instalment of instalments) {
    paidKobo += instalment.interestPaidKobo;
    collectibleKobo += instalment.interestKobo - instalment.interestWaivedKobo;
  }
  return { paidKobo, collectibleKobo };
}
