import { describe, expect, it } from 'vitest';
import { login } from './auth.api';
import { listBranches } from './branches.api';
import { getLicense } from './license.api';
import { SERVER_LICENSE, SERVER_USER } from './testing/fixtures';
import { jsonResponse } from './testing/recording-fetch';
import { testApi } from './testing/test-api';

describe('GET /admin/license (the response may be wrapped in a value object)', () => {
  it('unwraps { value } and upper-cases and de-duplicates the features', async () => {
    const { api } = testApi(() => jsonResponse({ value: SERVER_LICENSE }));
    const license = await getLicense(api);
    expect(license.features).toEqual(['ACCOUNTS', 'LOANS']);
    expect(license.allowed).toBe(true);
    expect(license.tenant?.name).toBe('Demo Microfinance Bank');
  });

  it('reads an unwrapped license the same way', async () => {
    const { api } = testApi(() => jsonResponse(SERVER_LICENSE));
    expect((await getLicense(api)).features).toEqual(['ACCOUNTS', 'LOANS']);
  });
});

describe('GET /branches (Branch: _id or id, code, name)', () => {
  it('reads _id as the id', async () => {
    const { api } = testApi(() =>
      jsonResponse([
        { _id: 'b-1', code: 'IKJ', name: 'Ikeja', status: 'ACTIVE' },
        { id: 'b-2', code: 'VI', name: 'Victoria Island', status: 'ACTIVE' },
      ]),
    );
    expect(await listBranches(api)).toEqual([
      { id: 'b-1', code: 'IKJ', name: 'Ikeja', status: 'ACTIVE' },
      { id: 'b-2', code: 'VI', name: 'Victoria Island', status: 'ACTIVE' },
    ]);
  });
});

describe('POST /auth/login', () => {
  const answer = {
    token: 'jwt',
    tenantId: 'lagos-mfb',
    expiresAt: '2026-11-21T17:00:00Z',
    user: SERVER_USER,
  };

  it('sends the tenant typed on the form as x-tenant-id, whatever was stored before', async () => {
    const { api, recorder } = testApi(() => jsonResponse(answer));
    api.setCredentials({ storedTenantId: 'demo' });
    await login(api, {
      tenantId: ' lagos-mfb ',
      username: 'ada.teller',
      password: 'correct horse battery',
    });
    expect(recorder.last().headers.get('x-tenant-id')).toBe('lagos-mfb');
    expect(recorder.last().body).toEqual({
      username: 'ada.teller',
      password: 'correct horse battery',
    });
  });

  it('answers the user normalised as SPEC.md 3 describes', async () => {
    const { api } = testApi(() => jsonResponse(answer));
    const { user, token } = await login(api, {
      tenantId: 'lagos-mfb',
      username: 'a',
      password: 'b',
    });
    expect(token).toBe('jwt');
    expect(user.role).toBe('BRANCH_TELLER');
    expect(user.roles).toEqual(['BRANCH_TELLER']);
    expect(user.permissions).toEqual(['customer.view', 'txn.create.deposit']);
  });
});
