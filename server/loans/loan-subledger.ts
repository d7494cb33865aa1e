import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { SubledgerLink, SubledgerMovement, SubledgerPort } from '../ledger/subledger.port';
import { type LoanBalanceColumn, moveLoanBalance } from './loan.repository';

export type LoanComponentKind = 'PRINCIPAL' | 'INTEREST' | 'FEE' | 'PENALTY';

const COLUMN: Record<LoanComponentKind, LoanBalanceColumn> = {
  PRINCIPAL: 'principal_outstanding_kobo',
  INTEREST: 'interest_outstanding_kobo',
  FEE: 'fee_outstanding_kobo',
  PENALTY: 'penalty_outstanding_kobo',
};

/**
 * Loans as a sub-ledger of the GL, one port per component, since a loan owes principal,
 * interest, fees and penalties on four different control accounts (loans to customers,
 * interest, fees and penalties receivable). A line on one of those accounts that names a loan
 * moves that component of the loan in the same transaction: a debit raises what the loan owes,
 * a credit lowers it, and the UPDATE refuses to take it below zero, refusing the whole entry.
 * So each component of each loan always equals its share of the control account.
 */
function loanPort(component: LoanComponentKind): SubledgerPort {
  return {
    kind: `LOAN_${component}`,
    async apply(t: TenantTx, movements: readonly SubledgerMovement[]) {
      for (const move of movements) {
        const deltaKobo = move.debitKobo - move.creditKobo;
        if (deltaKobo === 0) continue;
        if (!(await moveLoanBalance(t, move.accountId, COLUMN[component], deltaKobo))) {
          throw new DomainError(
            'repayment_exceeds_outstanding',
            `The loan owes less ${component.toLowerCase()} than the entry takes off it.`,
          );
        }
      }
    },
  };
}

export const LOAN_SUBLEDGERS: Readonly<Record<LoanComponentKind, SubledgerPort>> = {
  PRINCIPAL: loanPort('PRINCIPAL'),
  INTEREST: loanPort('INTEREST'),
  FEE: loanPort('FEE'),
  PENALTY: loanPort('PENALTY'),
};

/** The sub-ledger link of a posting line that moves one component of a loan. */
export function loanLink(loanId: string, component: LoanComponentKind): SubledgerLink {
  return { port: LOAN_SUBLEDGERS[component], accountId: loanId };
}
