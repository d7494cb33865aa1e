import { describe, expect, it } from 'vitest';
import {
  changedFields,
  entityTypeOfPath,
  entityTypeWords,
  HIDDEN_VALUE,
  isSecretKey,
  redactSecrets,
} from './audit-changes';

describe('what the audit log keeps of a change', () => {
  it('hides secrets by the words of their keys, not their letters', () => {
    for (const key of [
      'password',
      'newPassword',
      'api_key',
      'apiKey',
      'PIN',
      'otpCode',
      'tokens',
    ]) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['mapping', 'keyboard', 'spinner', 'name', 'tokenize']) {
      expect(isSecretKey(key), key).toBe(false);
    }
  });

  it('hides secrets at any depth, in objects and arrays', () => {
    const body = { smtp: { host: 'mail', Password: 'p' }, users: [{ pin: '1234', name: 'A' }] };
    expect(redactSecrets(body)).toEqual({
      smtp: { host: 'mail', Password: HIDDEN_VALUE },
      users: [{ pin: HIDDEN_VALUE, name: 'A' }],
    });
  });

  it('reads a change field by field, nested fields as dotted paths', () => {
    expect(
      changedFields({ name: 'A', address: { city: 'Kano' } }, { name: 'B', limit: 5 }),
    ).toEqual([
      { field: 'name', before: 'A', after: 'B' },
      { field: 'address.city', before: 'Kano', after: null },
      { field: 'limit', before: null, after: '5' },
    ]);
    expect(changedFields(null, { code: 'X' })).toEqual([
      { field: 'code', before: null, after: 'X' },
    ]);
  });

  it('names the record of an operation from its path', () => {
    expect(entityTypeOfPath('/branches/{id}')).toBe('branch');
    expect(entityTypeOfPath('/users/{id}/disable')).toBe('user');
    expect(entityTypeOfPath('/deposit-products')).toBe('deposit-product');
    expect(entityTypeOfPath('/config/{key}')).toBe('config');
    expect(entityTypeOfPath('/gl/mappings')).toBe('gl');
    expect(entityTypeWords('deposit-product')).toBe('Deposit product');
  });
});
