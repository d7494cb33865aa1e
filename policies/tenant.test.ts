import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID, normaliseTenantId, resolveTenantId, tenantFooterText } from './tenant';

describe('"Tenant value trimmed; empty is none"', () => {
  it.each<[unknown, string | null]>([
    [' acme ', 'acme'],
    ['acme', 'acme'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, '42'],
    [{ id: 'acme' }, null],
  ])('%j becomes %j', (value, expected) => {
    expect(normaliseTenantId(value)).toBe(expected);
  });
});

describe('"x-tenant-id (from session or tenant store; default tenant id \'demo\')"', () => {
  it.each<[unknown[], string]>([
    [['acme', 'other'], 'acme'],
    [[' ', 'other'], 'other'],
    [[null, undefined], 'demo'],
    [[], 'demo'],
  ])('%j gives %s', (candidates, expected) => {
    expect(resolveTenantId(...candidates)).toBe(expected);
  });

  it('the default tenant id is demo', () => {
    expect(DEFAULT_TENANT_ID).toBe('demo');
  });
});

describe("the sidebar footer 'Tenant: {id}' ('N/A' when none)", () => {
  it.each<[unknown, string]>([
    ['acme', 'Tenant: acme'],
    ['', 'Tenant: N/A'],
    [null, 'Tenant: N/A'],
  ])('%j shows %s', (tenantId, text) => {
    expect(tenantFooterText(tenantId)).toBe(text);
  });
});
