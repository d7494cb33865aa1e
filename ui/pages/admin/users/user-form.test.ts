import { describe, expect, it } from 'vitest';
import { problemSummary, serverProblems, type UserFormValues, userFormProblems } from './user-form';

const EMPTY: UserFormValues = {
  username: '',
  fullName: '',
  email: '',
  phone: '',
  roles: [],
  branchId: '',
  grants: [],
};

const GOOD: UserFormValues = {
  username: 'ada.obi',
  fullName: 'Ada Obi',
  email: 'ada@demo.bank.ng',
  phone: '08031234567',
  roles: ['BRANCH_TELLER'],
  branchId: 'demo-lagos',
  grants: ['account.create'],
};

describe('the user form', () => {
  it('tells about every required field of an empty new user at once', () => {
    expect(userFormProblems(EMPTY, true)).toEqual({
      username: 'Enter a username.',
      fullName: 'Enter the full name.',
      email: 'Enter the email address.',
      roles: 'Choose at least one role.',
    });
  });

  it('does not ask an edited user for the username it cannot change', () => {
    expect(userFormProblems({ ...GOOD, username: '' }, false)).toEqual({});
  });

  it('accepts a good user, and a phone left empty', () => {
    expect(userFormProblems(GOOD, true)).toEqual({});
    expect(userFormProblems({ ...GOOD, phone: ' ' }, true)).toEqual({});
  });

  it('says in words what a username, an email and a phone must be', () => {
    expect(
      userFormProblems({ ...GOOD, username: 'Ada Obi', email: 'ada', phone: '12345' }, true),
    ).toEqual({
      username: 'A username may use only lower-case letters, digits, dots, dashes and underscores.',
      email: 'Enter an email address such as name@bank.ng.',
      phone: 'Enter a Nigerian mobile number such as 08031234567 or +2348031234567.',
    });
    expect(userFormProblems({ ...GOOD, username: 'ab' }, true).username).toBe(
      'A username is 3 to 64 characters long.',
    );
    expect(userFormProblems({ ...GOOD, phone: '+2348031234567' }, true)).toEqual({});
  });

  it("puts the server's problems on the form's fields, list items on their list", () => {
    expect(
      serverProblems({
        'body.username': 'Username may use only lower-case letters.',
        'body.roles.1': 'Item 2 of roles is not a role of this bank.',
        'body.branchIds.0': 'The branch was not found.',
        'body.grantedPermissions.0':
          '“Disburse, repay and close loans” is not an optional permission.',
        'body.unknown': 'Unknown is not a field this request takes.',
        'header.x-tenant-id': 'The x-tenant-id header is required.',
      }),
    ).toEqual({
      username: 'Username may use only lower-case letters.',
      roles: 'Item 2 of roles is not a role of this bank.',
      branchId: 'The branch was not found.',
      grantedPermissions: '“Disburse, repay and close loans” is not an optional permission.',
    });
  });

  it('sums up how many fields need attention', () => {
    expect(problemSummary({})).toBeNull();
    expect(problemSummary({ email: 'Enter the email address.' })).toBe(
      'Check the field marked below.',
    );
    expect(problemSummary(userFormProblems(EMPTY, true))).toBe('Check the 4 fields marked below.');
  });
});
