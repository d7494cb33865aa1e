import type { components } from '../../api/schema.gen';
import { branchScope, canSeeBranch } from '../../policies/branch-scope';
import { isAdultOn, MINIMUM_CUSTOMER_AGE_YEARS } from '../../policies/customer-rules';
import { findBranch } from '../branches/branch.repository';
import { newRowId } from '../db/row-id';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError, fieldError } from '../errors/domain-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { nextCounter } from '../ledger/ledger.repository';
import type { TenantTx } from '../tenancy/tenant-scope';
import {
  customerExistsWith,
  findCustomer,
  insertCustomer,
  type NewCustomer,
  searchCustomers,
} from './customer.repository';
import { MAX_SEARCH_WORDS, queryWords } from './search-tokens';

type Individual = components['schemas']['IndividualCustomerCreateRequest'];
type Corporate = components['schemas']['CorporateCustomerCreateRequest'];

const bvnTaken = () => new DomainError('bvn_already_registered');
const rcTaken = () => new DomainError('rc_number_already_registered');

export const customerHandlers: HandlerGroup<'listCustomers' | 'createCustomer'> = {
  async listCustomers(ctx) {
    const page = ctx.query.page ?? 1;
    const pageSize = ctx.query.pageSize ?? 20;
    if (queryWords(ctx.query.q).length > MAX_SEARCH_WORDS) {
      throw fieldError(
        'query.q',
        'too_many_words',
        `Search with at most ${MAX_SEARCH_WORDS} words.`,
      );
    }
    const { items, total } = await searchCustomers(txOf(ctx), {
      q: ctx.query.q,
      customerType: ctx.query.customerType,
      branchIds: branchScope(principalOf(ctx).user),
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },
  createCustomer,
};

async function homeBranch(
  ctx: OperationContext<'createCustomer'>,
  t: TenantTx,
): Promise<string | null> {
  const user = principalOf(ctx).user;
  const branchId = ctx.body.branchId ?? user.branchId;
  if (branchId === null) return null;
  if (!(await findBranch(t, branchId))) throw new DomainError('unknown_branch');
  if (!canSeeBranch(user, branchId)) {
    throw new DomainError(
      'branch_out_of_scope',
      'You may only onboard customers into your own branches.',
    );
  }
  return branchId;
}

function individualRecord(body: Individual, processingDate: string) {
  if (!isAdultOn(body.dateOfBirth, processingDate)) {
    throw new DomainError(
      'customer_too_young',
      `A customer must be at least ${MINIMUM_CUSTOMER_AGE_YEARS} years old.`,
    );
  }
  if (body.kycTier >= 2 && !body.nin) {
    throw new DomainError('kyc_tier_requires_nin');
  }
  const names = [body.firstName, body.middleName, body.lastName]
    .map((name) => name?.trim())
    .filter(Boolean);
  const { customerType: _type, branchId: _branch, ...profile } = body;
  return {
    displayName: names.join(' '),
    bvn: body.bvn,
    rcNumber: null,
    profile: {
      ...profile,
      middleName: body.middleName ?? null,
      email: body.email ?? null,
      nin: body.nin ?? null,
    },
  };
}

function corporateRecord(body: Corporate) {
  const rcNumber = body.rcNumber.toUpperCase();
  const { customerType: _type, branchId: _branch, ...profile } = body;
  return {
    displayName: body.companyName.trim(),
    bvn: null,
    rcNumber,
    profile: { ...profile, rcNumber },
  };
}

async function createCustomer(ctx: OperationContext<'createCustomer'>) {
  const t = txOf(ctx);
  const body = ctx.body;
  const record =
    body.customerType === 'INDIVIDUAL'
      ? individualRecord(body, principalOf(ctx).tenant.processingDate)
      : corporateRecord(body);
  if (record.bvn && (await customerExistsWith(t, 'bvn', record.bvn))) throw bvnTaken();
  if (record.rcNumber && (await customerExistsWith(t, 'rc_number', record.rcNumber)))
    throw rcTaken();
  const branchId = await homeBranch(ctx, t);
  const customerNumber = String(1_000_000_000 + (await nextCounter(t, 'customer')));
  const customer: NewCustomer = {
    id: newRowId(),
    customerNumber,
    customerType: body.customerType,
    displayName: record.displayName,
    phone: body.phone,
    bvn: record.bvn,
    rcNumber: record.rcNumber,
    branchId,
    profile: record.profile,
    createdBy: principalOf(ctx).user.id,
  };
  try {
    await insertCustomer(t, customer, ctx.now);
  } catch (error) {
    if (isUniqueViolation(error)) throw record.bvn ? bvnTaken() : rcTaken();
    throw error;
  }
  ctx.audit.target = customer.id;
  ctx.audit.summary = `created customer ${customerNumber} (${record.displayName})`;
  const created = await findCustomer(t, customer.id);
  return { status: 201, body: created };
}
