import { type AccountEvent, nextAccountStatus } from '../../machines/deposit-account.machine';
import { branchScope, canSeeBranch } from '../../policies/branch-scope';
import { makeNuban } from '../../policies/nuban';
import { findBranch } from '../branches/branch.repository';
import { findCustomer } from '../customers/customer.repository';
import { newRowId } from '../db/row-id';
import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { nextCounter } from '../ledger/ledger.repository';
import { visibleAccount } from './account-access';
import { accountTransactions, countAccountTransactions } from './account-transactions.queries';
import {
  findAccount,
  insertAccount,
  searchAccounts,
  setAccountStatus,
} from './deposit-account.repository';
import { findProduct } from './deposit-product.repository';

type AccountOperation =
  | 'listAccounts'
  | 'openAccount'
  | 'getAccount'
  | 'listAccountTransactions'
  | 'changeAccountStatus';

export const accountHandlers: HandlerGroup<AccountOperation> = {
  async listAccounts(ctx) {
    const page = ctx.query.page ?? 1;
    const pageSize = ctx.query.pageSize ?? 20;
    const { q, accountNumber, customerId, productId, status, branchId } = ctx.query;
    const { items, total } = await searchAccounts(txOf(ctx), {
      q,
      accountNumber,
      customerId,
      productId,
      status,
      branchId,
      branchIds: branchScope(principalOf(ctx).user),
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },
  openAccount,
  async getAccount(ctx) {
    return { status: 200, body: await visibleAccount(ctx, txOf(ctx), ctx.params.id) };
  },
  async listAccountTransactions(ctx) {
    const t = txOf(ctx);
    const account = await visibleAccount(ctx, t, ctx.params.id);
    const page = ctx.query.page ?? 1;
    const pageSize = ctx.query.pageSize ?? 20;
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
  const t = txOf(ctx);
  const user = principalOf(ctx).user;
  const customer = await findCustomer(t, ctx.body.customerId);
  if (!customer) throw new DomainError('customer_not_found');
  if (customer.status !== 'ACTIVE') throw new DomainError('customer_not_active');
  const product = await findProduct(t, ctx.body.productId);
  if (!product) throw new DomainError('product_not_found');
  if (product.status !== 'ACTIVE') throw new DomainError('product_not_active');
  const branchId = ctx.body.branchId ?? customer.branchId ?? user.branchId;
  if (!branchId || !(await findBranch(t, branchId))) throw new DomainError('unknown_branch');
  if (!canSeeBranch(user, branchId)) {
    throw new DomainError(
      'branch_out_of_scope',
      'You may only open accounts in your own branches.',
    );
  }
  const serial = await nextCounter(t, 'deposit_account');
  const account = {
    id: newRowId(),
    accountNumber: makeNuban(principalOf(ctx).tenant.bankCode, serial),
    name: ctx.body.name?.trim() || customer.displayName,
    customerId: customer.id,
    productId: product.id,
    branchId,
    status: 'ACTIVE',
    overdraftLimitKobo: product.overdraftAllowed ? product.overdraftLimitKobo : 0,
    minimumBalanceKobo: product.minimumBalanceKobo,
  };
  await insertAccount(t, account, ctx.now);
  ctx.audit.target = account.id;
  ctx.audit.summary = `opened ${product.code} account ${account.accountNumber} for ${customer.customerNumber}`;
  return { status: 201, body: await findAccount(t, account.id) };
}

const EVENTS: Record<string, AccountEvent['type']> = {
  activate: 'account.activate',
  markDormant: 'account.markDormant',
  reactivate: 'account.reactivate',
  freeze: 'account.freeze',
  unfreeze: 'account.unfreeze',
  close: 'account.close',
};

async function changeAccountStatus(ctx: OperationContext<'changeAccountStatus'>) {
  const t = txOf(ctx);
  const account = await visibleAccount(ctx, t, ctx.params.id);
  const type = EVENTS[ctx.body.event] as AccountEvent['type'];
  if (type === 'account.close') {
    if (account.ledgerBalanceKobo !== 0) {
      throw new DomainError(
        'account_balance_not_zero',
        'Only an account with a zero balance can be closed.',
      );
    }
    if (account.holdsKobo !== 0) throw new DomainError('account_has_holds');
  }
  const event = (
    type === 'account.close' ? { type, balanceKobo: account.ledgerBalanceKobo } : { type }
  ) as AccountEvent;
  // The deposit-account chart decides which moves exist; the server refuses any other.
  const next = nextAccountStatus(account.status, event, account.frozenFrom);
  if (!next) {
    throw new DomainError(
      'account_transition_not_allowed',
      `A ${account.status} account cannot ${ctx.body.event}.`,
    );
  }
  const closedAt = next.status === 'CLOSED' ? ctx.now.toISOString() : null;
  await setAccountStatus(t, account.id, {
    status: next.status,
    frozenFrom: next.frozenFrom,
    closedAt,
  });
  ctx.audit.target = account.id;
  ctx.audit.summary = `${ctx.body.event} ${account.accountNumber} (${account.status} to ${next.status}): ${ctx.body.reason}`;
  return { status: 200, body: await findAccount(t, account.id) };
}
