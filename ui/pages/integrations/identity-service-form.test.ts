import { describe, expect, it } from 'vitest';
import type { IdentityService } from '../../../api/identity-checks.api';
import {
  identityFormOf,
  identityFormProblems,
  identitySaveRequestOf,
} from './identity-service-form';

const saved: IdentityService = {
  service: 'bvn',
  configured: true,
  endpoint: 'https://api.nibss.example',
  organisationCode: '11111',
  username: null,
  timeoutMs: 15_000,
  secretsSet: true,
  updatedAt: null,
  updatedBy: null,
};

describe('the identity service form', () => {
  it('shows the timeout in seconds and never holds a saved secret', () => {
    expect(identityFormOf(saved)).toMatchObject({ timeoutSeconds: '15', password: '', aesKey: '' });
  });

  it('keeps saved secrets by leaving empty ones out of the request', () => {
    expect(identitySaveRequestOf('bvn', identityFormOf(saved))).toEqual({
      endpoint: 'https://api.nibss.example',
      organisationCode: '11111',
      timeoutMs: 15_000,
    });
  });

  it('asks for every secret before the first save, and AES keys of 16 characters', () => {
    const form = { ...identityFormOf(saved), aesKey: 'short' };
    expect(Object.keys(identityFormProblems('bvn', form, false)).sort()).toEqual([
      'aesKey',
      'ivKey',
      'password',
    ]);
    expect(identityFormProblems('bvn', form, true)).toEqual({
      aesKey: 'Enter the 16 characters NIBSS gave this bank.',
    });
  });

  it('asks the NIN service for a username and a timeout in range', () => {
    const form = { ...identityFormOf({ ...saved, service: 'nin' }), timeoutSeconds: '0' };
    expect(Object.keys(identityFormProblems('nin', form, true)).sort()).toEqual([
      'timeoutMs',
      'username',
    ]);
  });
});
