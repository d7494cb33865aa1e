/**
 * The rules of editing a customer's record that both sides share: which fields change at once
 * (contact) and which wait for a checker (identity), what each is called, how its value reads in
 * the approvals inbox and the customer's history, and how far a KYC tier may move in one step.
 */
import { formatBankDate } from './calendar';

/** Fields that change at once: they say how to reach the customer, not who they are. */
export const CONTACT_FIELDS = ['phone', 'email', 'address'] as const;

/** Fields that say who the customer is: a change waits for a second person. */
export const IDENTITY_FIELDS = [
  'firstName',
  'middleName',
  'lastName',
  'companyName',
  'dateOfBirth',
  'bvn',
  'nin',
  'kycTier',
] as const;

export type ContactField = (typeof CONTACT_FIELDS)[number];
export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type CustomerEditField = ContactField | IdentityField;

/** The fields only one type of customer has. */
const INDIVIDUAL_ONLY: readonly CustomerEditField[] = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'bvn',
  'nin',
  'kycTier',
];
const CORPORATE_ONLY: readonly CustomerEditField[] = ['companyName'];

export const CUSTOMER_FIELD_LABELS: Readonly<Record<CustomerEditField, string>> = {
  phone: 'Phone number',
  email: 'E-mail address',
  address: 'Address',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  companyName: 'Company name',
  dateOfBirth: 'Date of birth',
  bvn: 'BVN',
  nin: 'NIN',
  kycTier: 'KYC tier',
};

export function isContactField(field: string): field is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(field);
}

export function isIdentityField(field: string): field is IdentityField {
  return (IDENTITY_FIELDS as readonly string[]).includes(field);
}

/** Whether a customer of this type has the field at all. */
export function fieldFitsType(field: CustomerEditField, type: 'INDIVIDUAL' | 'CORPORATE'): boolean {
  return !(type === 'INDIVIDUAL' ? CORPORATE_ONLY : INDIVIDUAL_ONLY).includes(field);
}

/** The states of Nigeria and the FCT, as the contract's NigerianState lists them. */
export const NIGERIAN_STATES = [
  'ABIA',
  'ADAMAWA',
  'AKWA_IBOM',
  'ANAMBRA',
  'BAUCHI',
  'BAYELSA',
  'BENUE',
  'BORNO',
  'CROSS_RIVER',
  'DELTA',
  'EBONYI',
  'EDO',
  'EKITI',
  'ENUGU',
  'FCT',
  'GOMBE',
  'IMO',
  'JIGAWA',
  'KADUNA',
  'KANO',
  'KATSINA',
  'KEBBI',
  'KOGI',
  'KWARA',
  'LAGOS',
  'NASARAWA',
  'NIGER',
  'OGUN',
  'ONDO',
  'OSUN',
  'OYO',
  'PLATEAU',
  'RIVERS',
  'SOKOTO',
  'TARABA',
  'YOBE',
  'ZAMFARA',
] as const;

/** A state of Nigeria as people write it: 'AKWA_IBOM' reads 'Akwa Ibom', 'FCT' 'FCT Abuja'. */
export function nigerianStateName(key: string): string {
  if (key === 'FCT') return 'FCT Abuja';
  return key
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

interface AddressValue {
  readonly line1?: unknown;
  readonly line2?: unknown;
  readonly city?: unknown;
  readonly lga?: unknown;
  readonly state?: unknown;
}

function addressWords(address: AddressValue): string {
  const state = typeof address.state === 'string' ? nigerianStateName(address.state) : '';
  return [address.line1, address.line2, address.city, address.lga, state]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/** A field's value as staff read it: dates in the bank format, the tier as 'Tier 2'. */
export function customerFieldWords(field: CustomerEditField, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (field === 'dateOfBirth') return formatBankDate(String(value));
  if (field === 'kycTier') return `Tier ${String(value)}`;
  if (field === 'address' && typeof value === 'object') return addressWords(value as AddressValue);
  return String(value);
}

/** One field of a change, in words. */
export interface CustomerFieldChange {
  readonly field: CustomerEditField;
  readonly label: string;
  readonly before: string | null;
  readonly after: string | null;
}

export function fieldChange(
  field: CustomerEditField,
  before: unknown,
  after: unknown,
): CustomerFieldChange {
  return {
    field,
    label: CUSTOMER_FIELD_LABELS[field],
    before: customerFieldWords(field, before),
    after: customerFieldWords(field, after),
  };
}

/** The tiers of CBN's three-tiered KYC. */
export type KycTierLevel = 1 | 2 | 3;

/**
 * Whether a tier may move from `current` to `target` in one request: up one step at a time, since
 * each tier's documents are checked on the way; down any number of steps (a downgrade only
 * lowers what the customer may hold and move). Staying put is no move.
 */
export function tierMoveAllowed(current: number, target: number): boolean {
  return target === current + 1 || target < current;
}

/** The tier after `current`, or null at the top. */
export function nextTierOf(current: number): KycTierLevel | null {
  return current >= 1 && current < 3 ? ((current + 1) as KycTierLevel) : null;
}

/** The message a stale edit reads. */
export const STALE_EDIT_MESSAGE =
  'Someone changed this customer while you were editing. Reload to see their change.';

/** How each kind of change reads in the customer's history. */
export const CUSTOMER_CHANGE_KIND_LABELS: Readonly<Record<string, string>> = {
  CONTACT_CHANGED: 'Contact details changed',
  IDENTITY_REQUESTED: 'Identity change sent for approval',
  IDENTITY_APPROVED: 'Identity change approved',
  IDENTITY_REJECTED: 'Identity change rejected',
  IDENTITY_CANCELLED: 'Identity change withdrawn',
  IDENTITY_EXPIRED: 'Identity change expired',
};
