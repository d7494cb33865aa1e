import {
  type AccountEventName,
  accountEvent,
  nextAccountStatus,
} from '../../machines/deposit-account.machine';
import { type BranchAssignment, canSeeBranch } from '../../policies/branch-scope';
import { closeRefusal } from '../../policies/deposit-account-status';
import { makeNuban } from '../../policies/nuban';
import { findBranch } from '../branches/branch.repository';
import { findCustomer } from '../customers/customer.repository';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { findProduct } from '../deposit-products/deposit-product.repository';
import { DomainError } from '../errors/domain-error';
import {
  type AccountView,
  findAccount,
  insertAccount,
  setAccountStatus,
} from './deposit-account.repository';

export interface AccountOpener {
  readonly user: BranchAssignment & { readonly branchId: string | null };
  /** The tenant's bank code, the first part of every NUBAN it issues. */
  readonly bankCode: string;
}

export interface OpenAccountRequest {
  readonly customerId: string;
  readonly productId: string;
  readonly branchId?: string | undefined;
  readonly name?: string | undefined;
}

/**
 * Opens a deposit account for an active customer on an active product, in the customer's
 * branch unless another is named, within the opener's branches. The number is a NUBAN from the
 * tenant's account counter; the product's overdraft and minimum balance are copied onto it.
 */
export async function openDepositAccount(
  t: TenantTx,
  opener: AccountOpener,
  request: OpenAccountRequest,
  now: Date,
) {
  const customer = await findCustomer(t, request.customerId);
  if (!customer) throw new DomainError('customer_not_found');
  if (customer.status !== 'ACTIVE') throw new DomainError('customer_not_active');
  const product = await findProduct(t, request.productId);
  if (!product) throw new DomainError('product_not_found');
  if (product.status !== 'ACTIVE') throw new DomainError('product_not_active');
  const branchId = request.branchId ?? customer.branchId ?? opener.user.branchId;
  if (!branchId || !(await findBranch(t, branchId))) throw new DomainError('unknown_branch');
  if (!canSeeBranch(opener.user, branchId)) {
    throw new DomainError(
      'branch_out_of_scope',
      'You may only open accounts in your own branches.',
    );
  }
  const serial = await nextCounter(t, 'deposit_account');
  const account = {
    id: newRowId(),
    accountNumber: makeNuban(opener.bankCode, serial),
    name: request.name?.trim() || customer.displayName,
    customerId: customer.id,
    productId: product.id,
    branchId,
    status: 'ACTIVE',
    overdraftLimitKobo: product.overdraftAllowed ? product.overdraftLimitKobo : 0,
    minimumBalanceKobo: product.minimumBalanceKobo,
  };
  await insertAccount(t, account, now);
  return { account: await findAccount(t, account.id), customer, product };
}

/**
 * Moves an account along its life cycle. The deposit-account chart decides which moves exist
 * and the server refuses any other; closing also needs the account empty (no balance, no hold).
 */
export async function moveAccountStatus(
  t: TenantTx,
  account: AccountView,
  eventName: AccountEventName,
  now: Date,
) {
  if (eventName === 'close') {
    const refusal = closeRefusal(account);
    if (refusal) throw new DomainError(refusal);
  }
  const event = accountEvent(eventName, account.ledgerBalanceKobo);
  const next = nextAccountStatus(account.status, event, account.frozenFrom);
  if (!next) {
    throw new DomainError(
      'account_transition_not_allowed',
      `A ${account.status} account cannot ${eventName}.`,
    );
  }
  await setAccountStatus(t, account.id, {
    status: next.status,
    frozenFrom: next.frozenFrom,
    closedAt: next.status === 'CLOSED' ? now.toISOString() : null,
  });
  return { before: account.status, after: next.status };
}
