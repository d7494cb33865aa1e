import { createHash } from 'node:crypto';
import { scopeReachesCustomer } from '../../policies/branch-scope';
import type { IdentityRecord } from '../../policies/identity-match';
import { nameWords, nigerianPhone } from '../../policies/identity-match';
import { findCustomer } from '../customers/customer.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';

export type IdentityKind = 'BVN' | 'NIN';

/** What a check compares of a customer: the numbers and the identity the bank holds. */
export interface IdentitySubject {
  readonly customerId: string;
  readonly branchId: string | null;
  readonly individual: boolean;
  readonly bvn: string | null;
  readonly nin: string | null;
  readonly record: IdentityRecord;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The customer as a check reads them; null when there is none (in this tenant). */
export async function findIdentitySubject(
  t: TenantTx,
  customerId: string,
): Promise<IdentitySubject | null> {
  const customer = await findCustomer(t, customerId);
  if (!customer) return null;
  return {
    customerId,
    branchId: customer.branchId,
    individual: customer.customerType === 'INDIVIDUAL',
    bvn: text(customer.bvn),
    nin: text(customer.nin),
    record: {
      firstName: text(customer.firstName) ?? '',
      middleName: text(customer.middleName),
      lastName: text(customer.lastName) ?? '',
      dateOfBirth: text(customer.dateOfBirth),
      phone: text(customer.phone),
    },
  };
}

/** The customer, if the caller's branch scope (null: every branch) reaches them. */
export async function identitySubjectInScope(
  t: TenantTx,
  customerId: string,
  scope: readonly string[] | null,
): Promise<IdentitySubject> {
  const subject = await findIdentitySubject(t, customerId);
  if (!subject || !scopeReachesCustomer(scope, subject.branchId))
    throw new DomainError('customer_record_not_found');
  return subject;
}

export function numberOf(subject: IdentitySubject, kind: IdentityKind): string | null {
  return kind === 'BVN' ? subject.bvn : subject.nin;
}

/**
 * The fingerprint of what a check of `kind` compared: the number and the normalised name, birth
 * date and phone. A check whose fingerprint is not the customer's current one was of an identity
 * the customer no longer has, and counts as not checked.
 */
export function identityFingerprint(subject: IdentitySubject, kind: IdentityKind): string {
  const { record } = subject;
  const parts = [
    kind,
    numberOf(subject, kind) ?? '',
    nameWords(record.firstName).join(' '),
    nameWords(record.middleName).join(' '),
    nameWords(record.lastName).join(' '),
    record.dateOfBirth ?? '',
    nigerianPhone(record.phone) ?? record.phone ?? '',
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
