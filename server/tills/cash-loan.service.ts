import type { components } from '../../api/schema.gen';
import { canSeeBranch } from '../../policies/branch-scope';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { findLoan } from '../loans/loan.repository';
import { repayLoan } from '../loans/loan-money.service';
import type { UserRecord } from '../users/user.repository';
import { takeCash } from './cash.service';

type CashLoanRepaymentRequest = components['schemas']['CashLoanRepaymentRequest'];

/**
 * A loan repayment in cash: the cash goes into the loan's own deposit account against the
 * teller's till, and the loan is repaid from that account in the same transaction, allocated as
 * its product says. Either both entries post or neither does, so the customer's account ends
 * where it started and the statement shows the cash in and the repayment out (decision 037).
 */
export async function cashLoanRepayment(
  t: TenantTx,
  user: UserRecord,
  request: CashLoanRepaymentRequest,
  now: Date,
): Promise<string> {
  const loan = await findLoan(t, request.loanId);
  if (!loan || (loan.branchId !== null && !canSeeBranch(user, loan.branchId))) {
    throw new DomainError('loan_not_found');
  }
  const { loanId, ...cash } = request;
  const id = await takeCash(
    t,
    user,
    { ...cash, accountId: loan.accountId },
    'LOAN_REPAYMENT',
    loan.id,
    now,
  );
  const narration = request.narration?.trim() || `Cash repayment of loan ${loan.loanNumber}`;
  await repayLoan(
    t,
    loan.id,
    { amountKobo: request.amountKobo, narration },
    { userId: user.id },
    now,
  );
  return id;
}
