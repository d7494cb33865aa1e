import { newRowId } from '../db/row-id';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { visibleAccount } from './account-access.service';
import { findHold, listHolds } from './hold.repository';
import { liftHold, placeHold } from './hold.service';

/** A hold (lien) reduces the available balance, never the ledger balance. */
export const holdHandlers: HandlerGroup<
  'listAccountHolds' | 'placeAccountHold' | 'releaseAccountHold'
> = {
  async listAccountHolds(ctx) {
    const t = txOf(ctx);
    const account = await visibleAccount(ctx, t, ctx.params.id);
    return { status: 200, body: { items: await listHolds(t, account.id) } };
  },
  async placeAccountHold(ctx) {
    const t = txOf(ctx);
    const account = await visibleAccount(ctx, t, ctx.params.id);
    if (account.status === 'CLOSED') throw new DomainError('account_closed');
    const hold = {
      id: newRowId(),
      accountId: account.id,
      amountKobo: ctx.body.amountKobo,
      reason: ctx.body.reason.trim(),
      placedBy: principalOf(ctx).user.id,
    };
    await placeHold(t, hold, ctx.now);
    ctx.audit.target = account.id;
    ctx.audit.summary = `placed a hold of ${hold.amountKobo} kobo on ${account.accountNumber}: ${hold.reason}`;
    return { status: 201, body: await findHold(t, account.id, hold.id) };
  },
  async releaseAccountHold(ctx) {
    const t = txOf(ctx);
    const account = await visibleAccount(ctx, t, ctx.params.id);
    const hold = await findHold(t, account.id, ctx.params.holdId);
    if (!hold) throw new DomainError('hold_not_found');
    if (hold.status !== 'ACTIVE') throw new DomainError('hold_already_released');
    await liftHold(t, { id: hold.id, accountId: account.id, amountKobo: hold.amountKobo }, ctx.now);
    ctx.audit.target = account.id;
    ctx.audit.summary = `released a hold of ${hold.amountKobo} kobo on ${account.accountNumber}`;
    return { status: 200, body: await findHold(t, account.id, hold.id) };
  },
};
