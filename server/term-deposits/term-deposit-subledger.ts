import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { SubledgerLink, SubledgerMovement, SubledgerPort } from '../ledger/subledger.port';
import { moveTermDepositBalance } from './term-deposit.repository';

/**
 * Term deposits as a sub-ledger of the GL, one port per control account (as the asset register
 * keeps two, decision 058): a line on the fixed deposits account that names a deposit moves its
 * `gl_principal_kobo`, a line on the interest payable account its `gl_accrued_kobo` (credit up,
 * both liabilities), in the posting's transaction. The UPDATE keeps each at or above zero or the
 * whole entry is refused, and the journals cannot reverse such an entry without these ports, so
 * the deposits' totals always equal their control accounts.
 */
function termDepositPort(kind: 'TD_PRINCIPAL' | 'TD_ACCRUED'): SubledgerPort {
  const column = kind === 'TD_PRINCIPAL' ? 'gl_principal_kobo' : 'gl_accrued_kobo';
  return {
    kind,
    async apply(t: TenantTx, movements: readonly SubledgerMovement[]) {
      for (const move of movements) {
        const deltaKobo = move.creditKobo - move.debitKobo;
        if (deltaKobo === 0) continue;
        if (!(await moveTermDepositBalance(t, move.accountId, column, deltaKobo))) {
          throw new DomainError(
            'term_deposit_not_active',
            'The entry would take more from the deposit than it holds.',
          );
        }
      }
    },
  };
}

export const TERM_DEPOSIT_SUBLEDGERS = {
  principal: termDepositPort('TD_PRINCIPAL'),
  accrued: termDepositPort('TD_ACCRUED'),
} as const;

export function principalLink(depositId: string): SubledgerLink {
  return { port: TERM_DEPOSIT_SUBLEDGERS.principal, accountId: depositId };
}

export function accruedLink(depositId: string): SubledgerLink {
  return { port: TERM_DEPOSIT_SUBLEDGERS.accrued, accountId: depositId };
}
