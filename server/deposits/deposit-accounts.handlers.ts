import { branchScope } from '../../policies/branch-scope';
import { obeyFormRules } from '../config/forms-config';
import type { TenantTx } from '../db/tenant-scope';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { visibleAccount } from './account-access.service';
import { accountTransactions, countAccountTransactions } from './account-transaction.repository';
import { findAccount, searchAccounts } from './deposit-account.repository';
import { moveAccountStatus, openDepositAccount } from './deposit-account.service';

type AccountOperation =
  | 'listAccounts'
  | 'openAccount'
  | 'getAccount'
  | 'listAccountTransactions'
  | 'changeAccountStatus';

export const accountHandlers: HandlerGroup<AccountOperation> = {
  async listAccounts(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { q, accountNumber, customerId, productId, status, branchId } = ctx.query;
    const branchIds = branchScope(principalOf(ctx).user);
    const { items, total } = await searchAccounts(txOf(ctx), {
      q,
      accountNumber,
      customerId,
      productId,
      status,
      branchId,
      branchIds,
      page,
      pageSize,
    });
    const body = { items, total, page, pageSize };
    if (total > 0 || branchIds === null) return { status: 200, body };
    const elsewhere = await heldElsewhere(txOf(ctx), accountNumber ?? q);
    return { status: 200, body: elsewhere ? { ...body, heldElsewhere: elsewhere } : body };
  },
  openAccount,
  async getAccount(ctx) {
    return { status: 200, body: await visibleAccount(ctx, txOf(ctx), ctx.params.id) };
  },
  async listAccountTransactions(ctx) {
    const t = txOf(ctx);
    const account = await visibleAccount(ctx, t, ctx.params.id);
    const { page, pageSize } = pageOf(ctx.query);
    const range = { fromDate: ctx.query.from, toDate: ctx.query.to };
    const total = await countAccountTransactions(t, account.id, range);
    // Newest first: page 1 is the last `pageSize` lines in posting order, shown reversed.
    const end = Math.max(total - (page - 1) * pageSize, 0);
    const offset = Math.max(end - pageSize, 0);
    const window = await accountTransactions(t, account.id, {
      ...range,
      offset,
      limit: end - offset,
    });
    return { status: 200, body: { items: window.items.reverse(), total, page, pageSize } };
  },
  changeAccountStatus,
};

async function openAccount(ctx: OperationContext<'openAccount'>) {
  await obeyFormRules(txOf(ctx), 'account.open', ctx.body);
  const t = txOf(ctx);
  const { user, tenant } = principalOf(ctx);
  const { account, customer, product } = await openDepositAccount(
    t,
    { user, bankCode: tenant.bankCode },
    ctx.body,
    ctx.now,
  );
  ctx.audit.target = account?.id ?? null;
  ctx.audit.summary = `opened ${product.code} account ${account?.accountNumber} for ${customer.customerNumber}`;
  return { status: 201, body: account };
}

async function changeAccountStatus(ctx: OperationContext<'changeAccountStatus'>) {
  const t = txOf(ctx);
  const account = await visibleAccount(ctx, t, ctx.params.id);
  const { before, after } = await moveAccountStatus(t, account, ctx.body.event, ctx.now);
  ctx.audit.target = account.id;
  ctx.audit.summary = `${ctx.body.event} ${account.accountNumber} (${before} to ${after}): ${ctx.body.reason}`;
  return { status: 200, body: await findAccount(t, account.id) };
}

/**
 * The exact number of an account held at a branch the user does not serve: a teller told "No
 * account matches" sends the customer away, or opens a second account, for one that exists. Only
 * the number the user typed goes back, never the account's name, balance or branch.
 */
async function heldElsewhere(t: TenantTx, typed: string | undefined): Promise<string | null> {
  const number = typed?.trim() ?? '';
  if (!/^[0-9]{10}$/.test(number)) return null;
  const found = await searchAccounts(t, {
    accountNumber: number,
    branchIds: null,
    page: 1,
    pageSize: 1,
  });
  return found.total > 0 ? number : null;
}
