import { describe, expect, it } from 'vitest';
import { loadContract } from './contract';
import { createValidators, fieldWords, toFieldProblems } from './validation';

const contract = loadContract(new URL('../../openapi.yaml', import.meta.url));
const validators = createValidators(contract.sharedSchema);

/** The field problems the contract's schema of one operation's part finds in a value. */
function problemsOf(operationId: string, part: 'body' | 'querystring', value: unknown) {
  const op = contract.operations.find((item) => item.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId}`);
  const validate = validators.compile(op.schema[part], part === 'body' ? 'body' : part);
  expect(validate(value)).toBe(false);
  return toFieldProblems(validate.errors ?? [], part);
}

/** The same for a schema of the test's own, inside a shared schema of the test's own. */
function problemsAgainst(schema: object, value: unknown, part = 'body') {
  const validate = createValidators({ $id: 'contract', components: { schemas: {} } }).compile(
    schema,
    part,
  );
  expect(validate(value)).toBe(false);
  return toFieldProblems(validate.errors ?? [], part);
}

const SENTENCE = /^[A-Z][^"^$\\]*[.]$/;

describe('field problems for people', () => {
  it('names every problem of an empty new user at once, each as a sentence', () => {
    const problems = problemsOf('createUser', 'body', {});
    expect(problems).toEqual([
      { field: 'body.username', code: 'required', message: 'Username is required.' },
      { field: 'body.fullName', code: 'required', message: 'Full name is required.' },
      { field: 'body.email', code: 'required', message: 'Email is required.' },
      { field: 'body.roles', code: 'required', message: 'Roles is required.' },
    ]);
  });

  it('says what a username, a name, an email, a phone and the roles must be, not the schema', () => {
    const problems = problemsOf('createUser', 'body', {
      username: 'Ab',
      fullName: '',
      email: 'not-an-email',
      phone: '12345',
      roles: [],
    });
    // The first problem of each field, as the console shows it beside the field.
    const byField = Object.fromEntries(
      problems.toReversed().map((item) => [item.field, item.message]),
    );
    expect(byField).toEqual({
      'body.username': 'Username must be at least 3 characters long.',
      'body.fullName': 'Full name is required.',
      'body.email': 'Email address must be an email address such as name@example.com.',
      'body.phone':
        'Phone number must be a Nigerian mobile number such as 08031234567 or +2348031234567.',
      'body.roles': 'Roles must have at least one entry.',
    });
    // Both of the username's rules are reported; the pattern in the contract's own words.
    expect(problems.filter((item) => item.field === 'body.username')).toEqual([
      expect.objectContaining({ code: 'too_short' }),
      {
        field: 'body.username',
        code: 'wrong_format',
        message: 'Username may use only lower-case letters, digits, dots, dashes and underscores.',
      },
    ]);
    for (const problem of problems) expect(problem.message).toMatch(SENTENCE);
  });

  it('names list items by their place and unknown fields by their name', () => {
    const problems = problemsOf('createUser', 'body', {
      username: 'ada.obi',
      fullName: 'Ada Obi',
      email: 'ada@bank.ng',
      roles: ['BRANCH_TELLER', 'teller'],
      nickname: 'Ada',
    });
    expect(problems.map((item) => item.message)).toEqual([
      'Nickname is not a field this request takes.',
      'Item 2 of roles is not in the expected format.',
    ]);
  });

  it('words types, limits, choices and nested items', () => {
    const schema = {
      type: 'object',
      properties: {
        pageSize: { type: 'integer', minimum: 1, maximum: 100 },
        status: { enum: ['ACTIVE', 'DISABLED'] },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            required: ['debitKobo'],
            properties: {
              debitKobo: { type: 'integer', minimum: 0 },
              glAccountId: { type: 'string' },
            },
          },
        },
        branchId: { type: ['string', 'null'], maxLength: 4 },
      },
    };
    const problems = problemsAgainst(schema, {
      pageSize: 0,
      status: 'GONE',
      lines: [{ debitKobo: 1 }, { debitKobo: -1, glAccountId: 7 }, {}],
      branchId: 'abcdef',
    });
    expect(problems.map((item) => item.message)).toEqual([
      'Page size must be at least 1.',
      'Status must be ACTIVE or DISABLED.',
      'Debit in item 2 of lines must be at least 0.',
      'GL account ID in item 2 of lines must be text.',
      'Debit in item 3 of lines is required.',
      'Branch ID must be at most 4 characters long.',
    ]);
    expect(problemsAgainst(schema, { pageSize: 'x' }, 'querystring')).toEqual([
      { field: 'query.pageSize', code: 'wrong_type', message: 'Page size must be a whole number.' },
    ]);
  });

  it('names a missing header as a header', () => {
    const schema = { type: 'object', required: ['x-tenant-id'], properties: {} };
    expect(problemsAgainst(schema, {}, 'headers')).toEqual([
      {
        field: 'header.x-tenant-id',
        code: 'required',
        message: 'The x-tenant-id header is required.',
      },
    ]);
  });

  it('turns property names into words', () => {
    expect(fieldWords('fullName')).toBe('Full name');
    expect(fieldWords('branchIds')).toBe('Branch IDs');
    expect(fieldWords('q')).toBe('Search text');
    expect(fieldWords('amountKobo')).toBe('Amount');
    expect(fieldWords('bvn')).toBe('BVN');
    expect(fieldWords('kobo')).toBe('Kobo');
    expect(fieldWords('')).toBe('The value');
  });
});
