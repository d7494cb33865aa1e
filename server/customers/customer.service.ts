import type { components } from '../../api/schema.gen';
import { type BranchAssignment, canSeeBranch } from '../../policies/branch-scope';
import { isAdultOn, MINIMUM_CUSTOMER_AGE_YEARS } from '../../policies/customer-rules';
import { findBranch } from '../branches/branch.repository';
import { nextCounter } from '../db/counter.repository';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { isUniqueViolation } from '../db/unique-violation';
import { DomainError } from '../errors/domain-error';
import {
  customerExistsWith,
  findCustomer,
  insertCustomer,
  type NewCustomer,
} from './customer.repository';
import { refuseTakenBvn } from './customer-record';

type Individual = components['schemas']['IndividualCustomerCreateRequest'];
type Corporate = components['schemas']['CorporateCustomerCreateRequest'];

/** Who onboards the customer: their branches bound where the customer may be homed. */
export interface Onboarder {
  readonly id: string;
  readonly user: BranchAssignment & { readonly branchId: string | null };
  readonly processingDate: string;
}

const bvnTaken = () => new DomainError('bvn_already_registered');
const rcTaken = () => new DomainError('rc_number_already_registered');

async function homeBranch(
  t: TenantTx,
  maker: Onboarder,
  requested: string | undefined,
): Promise<string | null> {
  const branchId = requested ?? maker.user.branchId;
  if (branchId === null) return null;
  if (!(await findBranch(t, branchId))) throw new DomainError('unknown_branch');
  if (!canSeeBranch(maker.user, branchId)) {
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

/**
 * Onboards an individual or corporate customer: an individual must be an adult on the
 * processing date and give the NIN for KYC tier 2 and above; a BVN or RC number belongs to one
 * customer of the tenant; the home branch must be within the maker's branches.
 */
export async function onboardCustomer(
  t: TenantTx,
  maker: Onboarder,
  body: Individual | Corporate,
  now: Date,
) {
  const record =
    body.customerType === 'INDIVIDUAL'
      ? individualRecord(body, maker.processingDate)
      : corporateRecord(body);
  if (record.bvn) await refuseTakenBvn(t, record.bvn, null, maker.user);
  if (record.rcNumber && (await customerExistsWith(t, 'rc_number', record.rcNumber)))
    throw rcTaken();
  const branchId = await homeBranch(t, maker, body.branchId);
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
    createdBy: maker.id,
  };
  try {
    await insertCustomer(t, customer, now);
  } catch (error) {
    if (isUniqueViolation(error)) throw record.bvn ? bvnTaken() : rcTaken();
    throw error;
  }
  return findCustomer(t, customer.id);
}
