import type { Selectable } from 'kysely';
import { type BranchAssignment, canSeeCustomer } from '../../policies/branch-scope';
import {
  type CustomerEditField,
  type CustomerFieldChange,
  fieldChange,
} from '../../policies/customer-edit';
import { isAdultOn, MINIMUM_CUSTOMER_AGE_YEARS } from '../../policies/customer-rules';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  type CustomerRewrite,
  type CustomerView,
  customerHoldingBvn,
  findCustomer,
  findCustomerRow,
  rewriteCustomer,
} from './customer.repository';
import type { CustomerTable } from './customer.table';

export type CustomerRow = Selectable<CustomerTable>;

/** Field and new value, for the fields an edit really changes. */
export type FieldValues = Partial<Record<CustomerEditField, unknown>>;

/** The customer as the contract shows it, if the caller may see them (see visibleCustomerRow). */
export async function visibleCustomer(
  t: TenantTx,
  viewer: BranchAssignment,
  id: string,
): Promise<CustomerView> {
  const customer = await findCustomer(t, id);
  if (!customer || !canSeeCustomer(viewer, customer.branchId)) {
    throw new DomainError('customer_record_not_found');
  }
  return customer;
}

/**
 * The customer if it is the tenant's and within the caller's branches; otherwise not found, as
 * an account outside them is (a customer of another branch is not even named).
 */
export async function visibleCustomerRow(
  t: TenantTx,
  viewer: BranchAssignment,
  id: string,
): Promise<CustomerRow> {
  const row = await findCustomerRow(t, id);
  if (!row || !canSeeCustomer(viewer, row.branch_id)) {
    throw new DomainError('customer_record_not_found');
  }
  return row;
}

export function profileOf(row: CustomerRow): Record<string, unknown> {
  return JSON.parse(row.profile) as Record<string, unknown>;
}

/** A field's stored value: the phone and BVN have columns of their own, the rest the profile. */
export function storedValue(row: CustomerRow, field: CustomerEditField): unknown {
  if (field === 'phone') return row.phone;
  if (field === 'bvn') return row.bvn;
  return profileOf(row)[field] ?? null;
}

/** Equal as stored: an address compares by its fields, whatever their order. */
export function sameValue(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown) =>
    value !== null && typeof value === 'object'
      ? JSON.stringify(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)))
      : JSON.stringify(value ?? null);
  return canonical(a) === canonical(b);
}

/** Each changed field in words, before and after. */
export function fieldChanges(row: CustomerRow, values: FieldValues): CustomerFieldChange[] {
  return (Object.entries(values) as [CustomerEditField, unknown][]).map(([field, after]) =>
    fieldChange(field, storedValue(row, field), after),
  );
}

function displayNameOf(row: CustomerRow, profile: Record<string, unknown>): string {
  if (row.customer_type === 'CORPORATE') return String(profile.companyName ?? '').trim();
  return [profile.firstName, profile.middleName, profile.lastName]
    .map((name) => (typeof name === 'string' ? name.trim() : ''))
    .filter(Boolean)
    .join(' ');
}

/** The customer's columns and profile with `values` written over them. */
export function rewriteOf(
  row: CustomerRow,
  values: FieldValues,
  pendingChangeId: string | null,
): CustomerRewrite {
  // The profile keeps every field of the contract's Customer (the phone and BVN too).
  const profile = { ...profileOf(row), ...values };
  const phone = typeof values.phone === 'string' ? values.phone : row.phone;
  const bvn = typeof values.bvn === 'string' ? values.bvn : row.bvn;
  return { displayName: displayNameOf(row, profile), phone, bvn, profile, pendingChangeId };
}

/** Writes the change, or refuses as stale when another change came first. */
export async function applyRewrite(
  t: TenantTx,
  row: CustomerRow,
  rewrite: CustomerRewrite,
): Promise<void> {
  if (!(await rewriteCustomer(t, row, rewrite))) throw new DomainError('customer_version_conflict');
}

/**
 * The refusal of a BVN another customer holds, naming the holder when `viewer` may see them
 * (decision 049): staff then open the existing customer instead of creating a second one.
 */
export async function refuseTakenBvn(
  t: TenantTx,
  bvn: string,
  exceptId: string | null,
  viewer: BranchAssignment | null,
): Promise<void> {
  const holder = await customerHoldingBvn(t, bvn);
  if (!holder || holder.id === exceptId) return;
  const visible = viewer !== null && canSeeCustomer(viewer, holder.branchId);
  if (!visible) throw new DomainError('bvn_already_registered');
  const { id: customerId, customerNumber, displayName } = holder;
  throw new DomainError(
    'bvn_already_registered',
    `This BVN already belongs to ${displayName} (${customerNumber}).`,
    undefined,
    { customerId, customerNumber, displayName },
  );
}

/** The age rule of onboarding, for a new date of birth. */
export function refuseTooYoung(dateOfBirth: unknown, processingDate: string): void {
  if (typeof dateOfBirth === 'string' && !isAdultOn(dateOfBirth, processingDate)) {
    throw new DomainError(
      'customer_too_young',
      `A customer must be at least ${MINIMUM_CUSTOMER_AGE_YEARS} years old.`,
    );
  }
}
