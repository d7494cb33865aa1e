import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { bookLoan, lockLoan } from './loan.service';
import { type Actor, currentPayoff, disburseLoan, liquidateLoan } from './loan-money.service';
import { disbursementChargesKobo } from './loan-product.rules';

/**
 * Replaces an active loan with a new, larger one of the same product: the new loan is booked
 * and disbursed into the customer's account, and in the same transaction the old one is paid
 * off from there at its payoff figure and closed CLOSED_TOPPED_UP. What the customer receives
 * is the new principal less its charges and the old payoff, so the new principal must cover both.
 */
export async function topUpLoan(
  t: TenantTx,
  id: string,
  body: {
    principalKobo: number;
    numberOfRepayments: number;
    annualInterestRate?: string | undefined;
  },
  actor: Actor,
  now: Date,
): Promise<string> {
  const old = await lockLoan(t, id);
  const { payoff } = await currentPayoff(t, old);
  const chargesKobo = disbursementChargesKobo(old.terms, body.principalKobo);
  if (body.principalKobo - chargesKobo < payoff.totalKobo) {
    throw new DomainError(
      'top_up_below_payoff',
      `The new principal less its charges must cover the payoff of ${payoff.totalKobo} kobo.`,
    );
  }
  const { loanId } = await bookLoan(
    t,
    {
      applicationId: null,
      customerId: old.customerId,
      productId: old.productId,
      accountId: old.accountId,
      principalKobo: body.principalKobo,
      annualInterestRate: body.annualInterestRate ?? old.annualInterestRate,
      numberOfRepayments: body.numberOfRepayments,
      expectedDisbursementDate: await tenantProcessingDate(t),
      officerId: old.officerId,
      branchId: old.branchId,
      purpose: `Top-up of ${old.loanNumber}`,
      createdBy: actor.userId,
      topUpOfLoanId: old.id,
    },
    now,
  );
  await disburseLoan(t, loanId, undefined, actor, now);
  await liquidateLoan(t, old.id, { expectedTotalKobo: payoff.totalKobo }, actor, now, {
    newLoanId: loanId,
  });
  return loanId;
}
