import { describe, expect, it } from 'vitest';
import { catalogueField, catalogueForm } from './form-catalogue';
import { checkAgainstRules, contradictions, effectiveField } from './form-rules';

const transfer = catalogueForm('transfer');
const narration = catalogueField('transfer', 'narration');

describe('effectiveField', () => {
  it("keeps the server's limits when there is no rule", () => {
    if (!transfer || !narration) throw new Error('catalogue');
    expect(effectiveField(transfer, narration, {})).toMatchObject({
      label: 'Narration',
      required: true,
      hidden: false,
      readOnly: false,
      minLength: 1,
      maxLength: 255,
    });
  });

  it("takes the rule's label, requirement and tighter limits", () => {
    const form = catalogueForm('customer.create');
    const email = catalogueField('customer.create', 'email');
    if (!form || !email) throw new Error('catalogue');
    const rules = {
      'customer.create': {
        fields: { email: { required: true, label: 'Email address', maxLength: 80 } },
      },
    };
    expect(effectiveField(form, email, rules)).toMatchObject({
      label: 'Email address',
      required: true,
      maxLength: 80,
    });
  });
});

describe('checkAgainstRules', () => {
  const rules = {
    'customer.create': {
      fields: {
        email: { required: true },
        middleName: { hidden: true },
        nin: { readOnly: true },
        'address.line1': { maxLength: 10, pattern: '^[A-Za-z0-9 ]+$' },
        kycTier: { maximum: 2 },
      },
    },
    transfer: { fields: { amountKobo: { minimum: 10_000, maximum: 5_000_000 } } },
  };

  it('names every field the body breaks, by its request path', () => {
    const body = {
      middleName: 'Ada',
      nin: '12345678901',
      address: { line1: 'No. 12, Allen Avenue' },
      kycTier: 3,
    };
    const problems = checkAgainstRules('customer.create', body, rules);
    expect(problems.map((p) => p.field)).toEqual([
      'body.middleName',
      'body.email',
      'body.address.line1',
      'body.nin',
      'body.kycTier',
    ]);
    expect(problems.every((p) => p.code === 'form_rule_violated')).toBe(true);
    expect(problems.find((p) => p.field === 'body.email')?.message).toBe('Email is required.');
  });

  it('takes a body that obeys, and an empty hidden field', () => {
    const body = {
      email: 'ada@example.com',
      middleName: '',
      address: { line1: '12 Allen' },
      kycTier: 2,
    };
    expect(checkAgainstRules('customer.create', body, rules)).toEqual([]);
  });

  it('refuses a pattern mismatch and a short text', () => {
    const problems = checkAgainstRules(
      'customer.create',
      { email: 'a@b.ng', address: { line1: 'No. 12' } },
      rules,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        field: 'body.address.line1',
        message: expect.stringMatching(/form/),
      }),
    ]);
    const short = checkAgainstRules(
      'transfer',
      { narration: 'ab' },
      {
        transfer: { fields: { narration: { minLength: 3 } } },
      },
    );
    expect(short[0]?.message).toBe('Narration needs at least 3 characters.');
  });

  it('words money limits in naira', () => {
    const [below] = checkAgainstRules('transfer', { amountKobo: 9_999 }, rules);
    expect(below?.message).toMatch(/Amount must be at least ₦100\.00/);
    const [above] = checkAgainstRules('transfer', { amountKobo: 5_000_001 }, rules);
    expect(above?.message).toMatch(/at most ₦50,000\.00/);
    expect(checkAgainstRules('transfer', { amountKobo: 10_000 }, rules)).toEqual([]);
  });

  it('has nothing to say of a form without rules or unknown to the catalogue', () => {
    expect(checkAgainstRules('user', { username: '' }, rules)).toEqual([]);
    expect(checkAgainstRules('nothing', {}, rules)).toEqual([]);
  });
});

describe('contradictions', () => {
  const found = (formId: string, fields: Record<string, object>) =>
    contradictions(formId, { fields }).map((p) => [p.field, p.prop, p.code]);

  it('takes rules that only tighten', () => {
    expect(
      found('transfer', {
        narration: { label: 'Purpose of transfer', maxLength: 60, minLength: 5, pattern: '^[A-Z]' },
        reference: { required: true },
        amountKobo: { minimum: 100, maximum: 1_000_000 },
      }),
    ).toEqual([]);
  });

  it('refuses each loosening, by field and property', () => {
    expect(
      found('transfer', {
        narration: { maxLength: 256, hidden: true },
        amountKobo: { minimum: 0, maximum: 100_000_000_000_001 },
        reference: { minLength: 40, maxLength: 20 },
      }),
    ).toEqual([
      ['narration', 'hidden', 'form_rule_contradicts_server'],
      ['narration', 'maxLength', 'form_rule_contradicts_server'],
      ['amountKobo', 'minimum', 'form_rule_contradicts_server'],
      ['amountKobo', 'maximum', 'form_rule_contradicts_server'],
      ['reference', 'minLength', 'form_rule_contradicts_server'],
    ]);
  });

  it('refuses read-only or optional on a required field, min above max and rules of the wrong kind', () => {
    expect(
      found('customer.create', {
        bvn: { readOnly: true, required: false },
        kycTier: { minimum: 3, maximum: 2 },
        dateOfBirth: { maxLength: 10 },
        firstName: { maximum: 4 },
      }),
    ).toEqual([
      ['bvn', 'required', 'form_rule_contradicts_server'],
      ['bvn', 'readOnly', 'form_rule_contradicts_server'],
      ['kycTier', 'minimum', 'form_rule_contradicts_server'],
      ['dateOfBirth', 'maxLength', 'form_rule_contradicts_server'],
      ['firstName', 'maximum', 'form_rule_contradicts_server'],
    ]);
  });

  it('refuses a field the rules require but hide', () => {
    expect(found('transfer', { reference: { required: true, hidden: true } })).toEqual([
      ['reference', 'hidden', 'form_rule_contradicts_server'],
    ]);
  });

  it('refuses an unknown field and a pattern that does not compile', () => {
    expect(found('user', { nickname: { hidden: true }, fullName: { pattern: '([a-z' } })).toEqual([
      ['nickname', null, 'form_rule_unknown_field'],
      ['fullName', 'pattern', 'form_rule_pattern_invalid'],
    ]);
  });
});
