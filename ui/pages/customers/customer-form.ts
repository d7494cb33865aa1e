import type { CustomerCreateRequest } from '../../../api/customers.api';

/** What the Create Customer form holds, all as typed text. */
export interface CustomerDraft {
  customerType: 'INDIVIDUAL' | 'CORPORATE';
  firstName: string;
  middleName: string;
  lastName: string;
  gender: '' | 'MALE' | 'FEMALE';
  dateOfBirth: string;
  companyName: string;
  rcNumber: string;
  tin: string;
  director: string;
  phone: string;
  email: string;
  line1: string;
  city: string;
  state: string;
  bvn: string;
  nin: string;
  kycTier: string;
}

export const EMPTY_DRAFT: CustomerDraft = {
  customerType: 'INDIVIDUAL',
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  dateOfBirth: '',
  companyName: '',
  rcNumber: '',
  tin: '',
  director: '',
  phone: '',
  email: '',
  line1: '',
  city: '',
  state: 'LAGOS',
  bvn: '',
  nin: '',
  kycTier: '1',
};

const PHONE = /^(\+234|0)[789][01]\d{8}$/;
const ELEVEN_DIGITS = /^\d{11}$/;

/**
 * The problems a person can fix before sending, keyed by the server's field names
 * (`body.phone`), in words rather than the schema's patterns. The server checks again.
 */
export function draftProblems(draft: CustomerDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const need = (field: keyof CustomerDraft, message: string) => {
    if (!String(draft[field]).trim()) problems[`body.${field}`] = message;
  };
  if (draft.customerType === 'INDIVIDUAL') {
    need('firstName', 'Enter the first name.');
    need('lastName', 'Enter the last name.');
    need('gender', 'Choose the gender.');
    need('dateOfBirth', 'Enter the date of birth.');
    if (!ELEVEN_DIGITS.test(draft.bvn)) problems['body.bvn'] = 'The BVN has 11 digits.';
    if (draft.nin && !ELEVEN_DIGITS.test(draft.nin))
      problems['body.nin'] = 'The NIN has 11 digits.';
  } else {
    need('companyName', 'Enter the company name.');
    need('rcNumber', 'Enter the CAC registration number, e.g. RC123456.');
    if (!/^(\d{8}-\d{4}|\d{10})$/.test(draft.tin))
      problems['body.tin'] = 'The TIN is 10 digits or 12345678-0001.';
    need('email', 'Enter the company email.');
    need('director', 'Name at least one director.');
  }
  if (!PHONE.test(draft.phone))
    problems['body.phone'] = 'A Nigerian number, e.g. 08031234567 or +2348031234567.';
  need('line1', 'Enter the street address.');
  need('city', 'Enter the city.');
  if (draft.city.trim() === '') problems['body.address.city'] = 'Enter the city.';
  if (draft.line1.trim() === '') problems['body.address.line1'] = 'Enter the street address.';
  return problems;
}

/** The request body for the draft, without empty optional fields. */
export function draftToRequest(
  draft: CustomerDraft,
  branchId: string | null,
): CustomerCreateRequest {
  const address = {
    line1: draft.line1.trim(),
    city: draft.city.trim(),
    state: draft.state,
    country: 'NG',
  } as const;
  const branch = branchId ? { branchId } : {};
  if (draft.customerType === 'CORPORATE') {
    return {
      customerType: 'CORPORATE',
      companyName: draft.companyName.trim(),
      rcNumber: draft.rcNumber.trim(),
      tin: draft.tin.trim(),
      phone: draft.phone.trim(),
      email: draft.email.trim(),
      address,
      directors: [{ fullName: draft.director.trim() }],
      ...branch,
    } as CustomerCreateRequest;
  }
  return {
    customerType: 'INDIVIDUAL',
    firstName: draft.firstName.trim(),
    ...(draft.middleName.trim() ? { middleName: draft.middleName.trim() } : {}),
    lastName: draft.lastName.trim(),
    gender: draft.gender as 'MALE' | 'FEMALE',
    dateOfBirth: draft.dateOfBirth,
    phone: draft.phone.trim(),
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    address,
    bvn: draft.bvn.trim(),
    ...(draft.nin.trim() ? { nin: draft.nin.trim() } : {}),
    kycTier: Number(draft.kycTier),
    ...branch,
  } as CustomerCreateRequest;
}
