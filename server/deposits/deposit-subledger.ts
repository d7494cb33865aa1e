import { canCredit, canDebit } from '../../policies/deposit-account-status';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { SubledgerLink, SubledgerMovement, SubledgerPort } from '../ledger/subledger.port';
import { depositAccountStatuses, moveDepositBalance } from './deposit-account.repository';

/**
 * Deposit accounts as a sub-ledger of the GL: a line on a deposit product's control account
 * moves the customer's balance in the same transaction, or the whole entry is refused. Balances
 * are customer-positive (credits less debits); an account the entry leaves unchanged (both sides
 * of a transfer within itself) is not touched.
 */
export const depositSubledger: SubledgerPort = {
  kind: 'DEPOSIT',
  async apply(t, movements) {
    let refused = false;
    for (const move of movements) {
      const deltaKobo = move.creditKobo - move.debitKobo;
      if (deltaKobo === 0) continue;
      if (!(await moveDepositBalance(t, move.accountId, deltaKobo))) refused = true;
    }
    if (refused) await explainRefusedMovement(t, movements);
  },
};

/** The sub-ledger link of a posting line that moves a deposit account. */
export function depositLink(accountId: string): SubledgerLink {
  return { port: depositSubledger, accountId };
}

/**
 * A move was refused by its UPDATE (which checks the status and the balance rule itself): says
 * why, the status first. Money leaves only an active deposit account and enters only an active or
 * dormant one, whatever posts it (a transfer, or the reversal of one after the account was closed
 * or frozen).
 */
async function explainRefusedMovement(
  t: TenantTx,
  movements: readonly SubledgerMovement[],
): Promise<never> {
  const accounts = await depositAccountStatuses(
    t,
    movements.map((move) => move.accountId),
  );
  for (const move of movements) {
    const deltaKobo = move.creditKobo - move.debitKobo;
    const account = accounts.get(move.accountId);
    if (!account) throw new DomainError('unknown_account');
    if (deltaKobo < 0 && !canDebit(account.status)) {
      throw new DomainError('account_not_debitable', notDebitableMessage(account));
    }
    if (deltaKobo > 0 && !canCredit(account.status)) {
      throw new DomainError('account_not_creditable', notCreditableMessage(account));
    }
  }
  throw new DomainError('insufficient_funds');
}

type AccountNamed = { readonly accountNumber: string; readonly status: string };

export const notDebitableMessage = (account: AccountNamed) =>
  `${account.accountNumber} is ${account.status}; money cannot leave it.`;

export const notCreditableMessage = (account: AccountNamed) =>
  `${account.accountNumber} is ${account.status}; money cannot enter it.`;
