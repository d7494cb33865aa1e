import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error';
import { otherVendor, sampleDocument, vendor } from '../license/license.fixture';
import { checkLicenseKey } from '../license/license-config';
import { signLicense } from '../license/license-key';
import { checkFormRules } from './forms-config';

const saver = {
  tenantId: 'acme',
  username: 'admin',
  trustedLicenseKeys: [vendor.publicKeyPem],
  now: new Date('2026-06-01T00:00:00Z'),
};

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, errors: error.errors };
    throw error;
  }
  return null;
}

describe('license keys', () => {
  it('takes a key of a trusted vendor for this tenant, even a lapsed one', () => {
    const lapsed = sampleDocument({ validUntil: '2026-02-01T00:00:00.000Z' });
    expect(checkLicenseKey(signLicense(lapsed, vendor.privateKeyPem), saver)).toEqual(lapsed);
  });

  it('refuses an untrusted, a malformed and an empty key with the reason per field', () => {
    const untrusted = signLicense(sampleDocument(), otherVendor.privateKeyPem);
    expect(refusal(() => checkLicenseKey(untrusted, saver))).toEqual({
      code: 'license_key_invalid',
      errors: [expect.objectContaining({ code: 'license_signature_invalid' })],
    });
    expect(refusal(() => checkLicenseKey('KOBO1', saver))?.errors?.[0]?.code).toBe(
      'license_malformed',
    );
    expect(refusal(() => checkLicenseKey('', saver))?.errors?.[0]?.code).toBe('license_missing');
  });

  it("refuses another tenant's key", () => {
    const other = signLicense(sampleDocument({ tenantId: 'demo' }), vendor.privateKeyPem);
    expect(refusal(() => checkLicenseKey(other, saver))?.code).toBe('license_key_for_other_tenant');
  });
});

describe('form rules', () => {
  it('takes rules whose patterns compile, and rules without one', () => {
    const value = {
      forms: {
        'customer.create': {
          fields: { bvn: { pattern: '^\\d{11}$' }, middleName: { hidden: true } },
        },
      },
    };
    expect(refusal(() => checkFormRules(value))).toBeNull();
  });

  it('names every pattern that does not compile', () => {
    const value = {
      forms: {
        transfer: { fields: { narration: { pattern: '(' }, reference: { pattern: 'ok' } } },
        user: { fields: { fullName: { pattern: '[z-a]' } } },
      },
    };
    expect(refusal(() => checkFormRules(value))).toEqual({
      code: 'form_rule_pattern_invalid',
      errors: [
        expect.objectContaining({ field: 'body.value.forms.transfer.fields.narration.pattern' }),
        expect.objectContaining({ field: 'body.value.forms.user.fields.fullName.pattern' }),
      ],
    });
  });
});

describe('form rules that loosen the server', () => {
  it('names each problem by form, field and property, under one code when they differ', () => {
    const value = {
      forms: {
        transfer: { fields: { narration: { maxLength: 300 }, nickname: { hidden: true } } },
        cheque: { fields: {} },
      },
    };
    expect(refusal(() => checkFormRules(value))).toEqual({
      code: 'form_rule_contradicts_server',
      errors: [
        expect.objectContaining({
          field: 'body.value.forms.transfer.fields.narration.maxLength',
          code: 'form_rule_contradicts_server',
        }),
        expect.objectContaining({
          field: 'body.value.forms.transfer.fields.nickname',
          code: 'form_rule_unknown_field',
        }),
        expect.objectContaining({
          field: 'body.value.forms.cheque',
          code: 'form_rule_unknown_form',
        }),
      ],
    });
  });
});
