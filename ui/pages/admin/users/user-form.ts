/** What the New user and Edit user form holds, as typed. */
export interface UserFormValues {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  roles: string[];
  branchId: string;
  /** Optional permissions of the roles granted to this user; those of unchosen roles drop out. */
  grants: string[];
}

/** The form's fields, by the server's names for them (`body.username`). */
export type UserFormField =
  | 'username'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'roles'
  | 'branchId'
  | 'grantedPermissions';

export type UserFormProblems = Partial<Record<UserFormField, string>>;

// The contract's rules (openapi.yaml, UserCreateRequest), said the way the server says them.
const USERNAME = /^[a-z0-9._-]{3,64}$/;
const PHONE = /^(\+234|0)[789][01]\d{8}$/;
// What a browser's own email input accepts: one @, something on each side, a dot after it.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Every problem a person can fix before sending, all at once, each a sentence; an empty form is
 * told about each required field, not just the first. The server checks again.
 */
export function userFormProblems(values: UserFormValues, creating: boolean): UserFormProblems {
  const problems: UserFormProblems = {};
  const username = values.username.trim();
  if (creating) {
    if (username === '') problems.username = 'Enter a username.';
    else if (username.length < 3 || username.length > 64)
      problems.username = 'A username is 3 to 64 characters long.';
    else if (!USERNAME.test(username))
      problems.username =
        'A username may use only lower-case letters, digits, dots, dashes and underscores.';
  }
  if (values.fullName.trim() === '') problems.fullName = 'Enter the full name.';
  const email = values.email.trim();
  if (email === '') problems.email = 'Enter the email address.';
  else if (!EMAIL.test(email)) problems.email = 'Enter an email address such as name@bank.ng.';
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE.test(phone))
    problems.phone = 'Enter a Nigerian mobile number such as 08031234567 or +2348031234567.';
  if (values.roles.length === 0) problems.roles = 'Choose at least one role.';
  return problems;
}

const FIELDS: readonly UserFormField[] = [
  'username',
  'fullName',
  'email',
  'phone',
  'roles',
  'branchId',
  'grantedPermissions',
];

/**
 * The server's field problems on the form's fields: `body.roles.1` (a role the catalogue does
 * not have) belongs to the roles, `body.branchIds.0` to the branch. The first problem of a field
 * is shown, as the server lists the most basic first.
 */
export function serverProblems(fieldErrors: Readonly<Record<string, string>>): UserFormProblems {
  const problems: UserFormProblems = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const [part, name] = path.split('.');
    if (part !== 'body' || name === undefined) continue;
    const field = name === 'branchIds' ? 'branchId' : (name as UserFormField);
    if (FIELDS.includes(field) && problems[field] === undefined) problems[field] = message;
  }
  return problems;
}

/** How many fields need attention, for the line above the form. */
export function problemSummary(problems: UserFormProblems): string | null {
  const count = Object.values(problems).filter(Boolean).length;
  if (count === 0) return null;
  return count === 1 ? 'Check the field marked below.' : `Check the ${count} fields marked below.`;
}
