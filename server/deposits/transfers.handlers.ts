import { canCredit, canDebit } from '../../machines/deposit-account.machine';
import { canSeeBranch } from '../../policies/branch-scope';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { postEntry } from '../ledger/ledger.service';
import { productControlAccount } from './control-account';
import { findAccounts } from './deposit-account.repository';
import { transferFeeLines } from './transfer-fee';

export const transferHandlers: HandlerGroup<'createTransfer'> = { createTransfer };

async function createTransfer(ctx: OperationContext<'createTransfer'>) {
  const t = txOf(ctx);
  const { fromAccountId, toAccountId, amountKobo } = ctx.body;
  if (fromAccountId === toAccountId) throw new DomainError('same_account');
  const accounts = await findAccounts(t, [fromAccountId, toAccountId]);
  const from = accounts.get(fromAccountId);
  const to = accounts.get(toAccountId);
  // A branch-bound user moves money only out of accounts of their branches.
  if (!from || !to || !canSeeBranch(principalOf(ctx).user, from.branchId)) {
    throw new DomainError('unknown_account');
  }
  if (!canDebit(from.status))
    throw new DomainError(
      'account_not_debitable',
      `${from.accountNumber} is ${from.status}; money cannot leave it.`,
    );
  if (!canCredit(to.status))
    throw new DomainError(
      'account_not_creditable',
      `${to.accountNumber} is ${to.status}; money cannot enter it.`,
    );
  const narration = ctx.body.narration.trim() || ctx.body.narration;
  const fromControl = await productControlAccount(t, from.productId);
  const toControl =
    to.productId === from.productId ? fromControl : await productControlAccount(t, to.productId);
  const feeLines = await transferFeeLines(t, from, fromControl, amountKobo);
  const feeKobo = feeLines.reduce((sum, line) => sum + line.debitKobo, 0);
  const entry = await postEntry(
    t,
    {
      narration,
      reference: ctx.body.reference ?? null,
      lines: [
        {
          accountId: fromControl,
          debitKobo: amountKobo,
          creditKobo: 0,
          depositAccountId: from.id,
          narration: `${narration} to ${to.accountNumber}`,
        },
        {
          accountId: toControl,
          debitKobo: 0,
          creditKobo: amountKobo,
          depositAccountId: to.id,
          narration: `${narration} from ${from.accountNumber}`,
        },
        ...feeLines,
      ],
      source: 'TRANSFER',
      createdBy: principalOf(ctx).user.id,
    },
    ctx.now,
  );
  ctx.audit.target = entry.id;
  ctx.audit.summary = `transferred ${amountKobo} kobo from ${from.accountNumber} to ${to.accountNumber} (${entry.entryNumber})`;
  const body = {
    id: entry.id,
    entryId: entry.id,
    entryNumber: entry.entryNumber,
    fromAccountId,
    toAccountId,
    amountKobo,
    feeKobo,
    narration,
    reference: entry.reference,
    postingDate: entry.postingDate,
    createdAt: entry.createdAt,
  };
  return { status: 201, body };
}
