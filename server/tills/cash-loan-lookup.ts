import type { components } from '../../api/schema.gen';
import { canSeeBranch } from '../../policies/branch-scope';
import type { TenantTx } from '../db/tenant-scope';
import { findLoanSummary, listInstalmentsOfLoans } from '../loans/loan.repository';
import { arrearsOf, instalmentOutstanding, splitTotal } from '../loans/loan-arithmetic';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import type { UserRecord } from '../users/user.repository';

type CashLoan = components['schemas']['CashLoan'];

/** A teller looks up one loan at a time; ten answers are more than a counter ever needs. */
const MAX_ANSWERS = 10;

/**
 * The ACTIVE loans whose loan number or borrower's deposit account number is exactly `q`. The
 * match is exact because a teller takes money against a number the customer shows, never
 * against a guess; a loan of a branch the teller does not work in is left out like the other
 * tills reads leave it out.
 */
async function matchingLoanIds(t: TenantTx, user: UserRecord, q: string): Promise<string[]> {
  const rows = await t.trx
    .selectFrom('loan as l')
    .leftJoin('deposit_account as a', (join) =>
      join.onRef('a.id', '=', 'l.account_id').onRef('a.tenant_id', '=', 'l.tenant_id'),
    )
    .select(['l.id', 'l.branch_id'])
    .where('l.tenant_id', '=', t.tenantId)
    .where('l.status', '=', 'ACTIVE')
    .where((eb) =>
      eb.or([eb('l.loan_number', '=', q.toUpperCase()), eb('a.account_number', '=', q)]),
    )
    .orderBy('l.loan_number', 'asc')
    .execute();
  return rows
    .filter((row) => row.branch_id === null || canSeeBranch(user, row.branch_id))
    .slice(0, MAX_ANSWERS)
    .map((row) => row.id);
}

/**
 * What the counter shows of each loan found: its figures come from the loans area's own
 * arithmetic (arrears and instalment outstanding), so the counter and the loan's page agree.
 */
export async function findLoansForCash(
  t: TenantTx,
  user: UserRecord,
  q: string,
): Promise<CashLoan[]> {
  const ids = await matchingLoanIds(t, user, q.trim());
  if (ids.length === 0) return [];
  const asOf = await tenantProcessingDate(t);
  const instalments = await listInstalmentsOfLoans(t, ids);
  const answers: CashLoan[] = [];
  for (const id of ids) {
    const loan = await findLoanSummary(t, id);
    if (!loan) continue;
    const schedule = instalments.get(id) ?? [];
    const next = schedule.find(
      (i) => i.dueDate >= asOf && splitTotal(instalmentOutstanding(i)) > 0,
    );
    answers.push({
      id: loan.id,
      loanNumber: loan.loanNumber,
      customerName: loan.customerName,
      productName: loan.productName,
      accountNumber: loan.accountNumber,
      nextDueDate: next?.dueDate ?? null,
      nextDueKobo: next ? splitTotal(instalmentOutstanding(next)) : 0,
      arrearsKobo: arrearsOf(schedule, asOf).arrearsKobo,
      totalOutstandingKobo: loan.totalOutstandingKobo,
    });
  }
  return answers;
}
