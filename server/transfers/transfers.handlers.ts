import { obeyFormRules } from '../config/forms-config';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { transfer } from './transfer.service';

export const transferHandlers: HandlerGroup<'createTransfer'> = { createTransfer };

async function createTransfer(ctx: OperationContext<'createTransfer'>) {
  await obeyFormRules(txOf(ctx), 'transfer', ctx.body);
  const { fromAccountId, toAccountId, amountKobo } = ctx.body;
  const { user } = principalOf(ctx);
  const { entry, from, to, feeKobo, narration } = await transfer(
    txOf(ctx),
    { id: user.id, user },
    { ...ctx.body, reference: ctx.body.reference ?? null },
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
