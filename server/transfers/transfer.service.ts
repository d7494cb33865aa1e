import { type BranchAssignment, canSeeBranch } from '../../policies/branch-scope';
import { canCredit, canDebit } from '../../policies/deposit-account-status';
import type { TenantTx } from '../db/tenant-scope';
import { productControlAccount } from '../deposits/control-account.repository';
import { findAccounts } from '../deposits/deposit-account.repository';
import {
  depositLink,
  notCreditableMessage,
  notDebitableMessage,
} from '../deposits/deposit-subledger';
import { DomainError } from '../errors/domain-error';
import { postEntry } from '../ledger/ledger.service';
import { transferFeeLines } from './transfer-fee.service';

export interface TransferRequest {
  readonly fromAccountId: string;
  readonly toAccountId: string;
  readonly amountKobo: number;
  readonly narration: string;
  readonly reference: string | null;
}

export interface Maker {
  readonly id: string;
  readonly user: BranchAssignment;
}

/**
 * Moves money between two deposit accounts of the tenant as one balanced entry: the amount
 * from the source's control account to the destination's, and the source product's transfer
 * charges to their income account. A branch-bound maker moves money only out of accounts of their
 * branches. The statuses are checked here to say why; the deposit sub-ledger checks them again
 * in the posting's own statements, which is what holds under concurrency.
 */
export async function transfer(t: TenantTx, maker: Maker, request: TransferRequest, now: Date) {
  const { fromAccountId, toAccountId, amountKobo } = request;
  if (fromAccountId === toAccountId) throw new DomainError('same_account');
  const accounts = await findAccounts(t, [fromAccountId, toAccountId]);
  const from = accounts.get(fromAccountId);
  const to = accounts.get(toAccountId);
  if (!from || !to || !canSeeBranch(maker.user, from.branchId)) {
    throw new DomainError('unknown_account');
  }
  if (!canDebit(from.status))
    throw new DomainError('account_not_debitable', notDebitableMessage(from));
  if (!canCredit(to.status))
    throw new DomainError('account_not_creditable', notCreditableMessage(to));
  const narration = request.narration.trim() || request.narration;
  const fromControl = await productControlAccount(t, from.productId);
  const toControl =
    to.productId === from.productId ? fromControl : await productControlAccount(t, to.productId);
  const feeLines = await transferFeeLines(t, from, fromControl, amountKobo);
  const feeKobo = feeLines.reduce((sum, line) => sum + line.debitKobo, 0);
  const entry = await postEntry(
    t,
    {
      narration,
      reference: request.reference,
      lines: [
        {
          accountId: fromControl,
          debitKobo: amountKobo,
          creditKobo: 0,
          subledger: depositLink(from.id),
          narration: `${narration} to ${to.accountNumber}`,
        },
        {
          accountId: toControl,
          debitKobo: 0,
          creditKobo: amountKobo,
          subledger: depositLink(to.id),
          narration: `${narration} from ${from.accountNumber}`,
        },
        ...feeLines,
      ],
      source: 'TRANSFER',
      createdBy: maker.id,
    },
    now,
  );
  return { entry, from, to, feeKobo, narration };
}
