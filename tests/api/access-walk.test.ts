import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessContext, checkAccess, hasBypass } from '../../policies/access';
import { permissionLabel } from '../../policies/labels';
import { allHandlers } from '../../server/areas';
import { DEMO_TENANTS, type DemoTenant, type DemoUser } from '../../server/demo/demo-tenants';
import { assertHandlersMatch } from '../../server/http/bind-operations';
import type { OperationSpec } from '../../server/http/contract';
import { signIn } from '../support/api-client';
import {
  errorShapeProblem,
  loadContractKit,
  malformationsOf,
  otherHeaders,
  urlOf,
  validBody,
  validParams,
} from '../support/contract-requests';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Walks every operation of openapi.yaml and proves the walls in front of its handler: no token,
 * another tenant's token, a user without the operation's permission and a malformed request are
 * all refused before anything runs, in the contract's error shape. The users are chosen from the
 * policies, not by hand, so a change to a role or an operation's x-permission is followed here.
 */

afterAll(stopClusters);

const kit = loadContractKit();
const operations = kit.contract.operations;
const byId = (list: readonly OperationSpec[]) => list.map((op) => [op.operationId, op] as const);

function seededDemoTenant(): DemoTenant {
  const found = DEMO_TENANTS.find((t) => t.id === 'demo');
  if (!found) throw new Error('The demo tenant is missing from the seed');
  return found;
}
const demoTenant = seededDemoTenant();

/** Demo users who can act (no pending password change), viewer and HR first. */
const PREFERRED = ['viewer', 'hr'];
const actors = demoTenant.users
  .filter((u) => u.mustChangePassword !== true)
  .sort((a, b) => rank(a) - rank(b));
function rank(user: DemoUser): number {
  const at = PREFERRED.indexOf(user.username);
  return at < 0 ? PREFERRED.length : at;
}

/** What the server will know of a seeded user: its roles, own permissions and demo's license. */
function accessOf(user: DemoUser): AccessContext {
  return {
    user: { roles: user.roles, permissions: user.permissions ?? [] },
    licenseFeatures: demoTenant.license.features,
  };
}

function permissionOf(op: OperationSpec): string | readonly string[] {
  if (op.permission === null) throw new Error(`${op.operationId} has no permission`);
  return op.permission;
}

const nonBypass = actors.filter((u) => !hasBypass(accessOf(u)));

/** The first non-bypass demo user whose effective permissions do not grant the operation's. */
function userLacking(op: OperationSpec): DemoUser | undefined {
  return nonBypass.find((u) => !checkAccess(accessOf(u), { permission: permissionOf(op) }).allowed);
}

/** The first non-bypass demo user who holds the operation's permission and feature, if any. */
function userHolding(op: OperationSpec): DemoUser | undefined {
  const requirement = {
    permission: permissionOf(op),
    ...(op.feature !== null && { feature: op.feature }),
  };
  return nonBypass.find((u) => checkAccess(accessOf(u), requirement).allowed);
}

const secured = operations.filter((op) => op.secured);
const securedInTenant = secured.filter((op) => op.tenantScoped);
const permitted = operations.filter((op) => op.permission !== null);
const malformable = operations.filter((op) => malformationsOf(kit, op).length > 0);
const tenantScoped = operations.filter((op) => op.tenantScoped);

/** A permission walk that finds no user to test with proves nothing, so it fails instead. */
const withoutLackingUser = permitted.filter((op) => userLacking(op) === undefined);

/** Everyone the walk signs in: the bypass admin and the users picked above. */
const usernames = new Set<string>(['admin']);
for (const op of permitted) {
  for (const user of [userLacking(op), userHolding(op)]) if (user) usernames.add(user.username);
}

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

describe('the handler registry', () => {
  it('has a handler for every operation of openapi.yaml and an operation for every handler', () => {
    const handlers = allHandlers();
    expect(Object.keys(handlers).sort()).toEqual(operations.map((op) => op.operationId).sort());
    expect(() => assertHandlersMatch(kit.contract, handlers)).not.toThrow();
  });

  it('refuses a registry that misses a handler or has one without an operation', () => {
    const { getHealth: _dropped, ...missing } = allHandlers();
    expect(() => assertHandlersMatch(kit.contract, missing)).toThrow(/missing getHealth\b/);
    const extra = { ...allHandlers(), notInTheContract: async () => ({ status: 204 }) };
    expect(() => assertHandlersMatch(kit.contract, extra)).toThrow(
      /without an operation notInTheContract/,
    );
  });
});

describe.each(ENGINES)('every operation of the contract on %s', (engine) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  let acmeToken = '';

  beforeAll(async () => {
    t = await startTestApp(engine);
    const names = [...usernames];
    const signed = await Promise.all(names.map((name) => signIn(t.app, name)));
    names.forEach((name, i) => {
      tokens.set(name, signed[i] as string);
    });
    acmeToken = await signIn(t.app, 'admin', 'acme');
  }, 60_000);
  afterAll(() => t.close());

  function tokenOf(username: string): string {
    const token = tokens.get(username);
    if (!token) throw new Error(`${username} was not signed in`);
    return token;
  }

  /** One request with every part valid unless overridden; null drops the tenant header. */
  async function send(
    op: OperationSpec,
    options: { token?: string; tenant?: string | null; url?: string; body?: unknown } = {},
  ): Promise<Sent> {
    const headers: Record<string, string> = { ...otherHeaders(kit, op) };
    const tenant = options.tenant === undefined ? 'demo' : options.tenant;
    if (tenant !== null) headers['x-tenant-id'] = tenant;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = 'body' in options ? options.body : validBody(kit, op);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await t.app.inject({
      method: op.method.toUpperCase() as InjectOptions['method'],
      url: options.url ?? urlOf(op, validParams(kit, op)),
      headers,
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.json() };
  }

  function expectError(answer: Sent, status: number, code: string): void {
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    expect(errorShapeProblem(kit, answer.status, answer.body)).toBeNull();
  }

  it('walks a contract with secured, permission-guarded and malformable operations', () => {
    expect(operations.length).toBeGreaterThan(50);
    // Only these answer without a token; a new one must be a decision, not an accident.
    const open = operations.filter((op) => !op.secured).map((op) => op.operationId);
    expect(open.sort()).toEqual(['getHealth', 'login']);
    expect(permitted.length).toBeGreaterThan(40);
    expect(withoutLackingUser.map((op) => op.operationId)).toEqual([]);
  });

  it.each(byId(secured))('%s without a token answers 401', async (_, op) => {
    expectError(await send(op), 401, 'token_missing');
    expectError(await send(op, { token: 'not.a.jwt' }), 401, 'token_invalid');
  });

  it.each(byId(securedInTenant))(
    '%s with a token of acme and x-tenant-id demo answers 403 tenant_mismatch',
    async (_, op) => {
      expectError(await send(op, { token: acmeToken }), 403, 'tenant_mismatch');
    },
  );

  it.each(byId(permitted))(
    '%s refuses a demo user whose roles do not grant its permission',
    async (_, op) => {
      const user = userLacking(op);
      if (!user) throw new Error(`No demo user lacks ${String(op.permission)}`);
      if (op.feature !== null) expect(demoTenant.license.features).toContain(op.feature);
      const answer = await send(op, { token: tokenOf(user.username) });
      expectError(answer, 403, 'permission_denied');
      const wanted = typeof op.permission === 'string' ? [op.permission] : (op.permission ?? []);
      // The message is for people: it names each permission in words, never as a code.
      for (const permission of wanted) {
        expect(answer.body.message).toContain(permissionLabel(permission));
        expect(answer.body.message).not.toContain(permission);
      }
    },
  );

  // Some permissions are held by the bypass roles alone; the walk above covers those.
  it.each(byId(permitted.filter((op) => userHolding(op) !== undefined)))(
    '%s lets a non-bypass user who holds its permission past the access check',
    async (_, op) => {
      const user = userHolding(op);
      if (!user) throw new Error(`No non-bypass demo user holds ${String(op.permission)}`);
      // A malformed variant proves access was granted without running the handler.
      const [bad] = malformationsOf(kit, op);
      const answer = await send(op, {
        token: tokenOf(user.username),
        ...(bad && { url: bad.url, body: bad.body }),
      });
      expect([401, 403]).not.toContain(answer.status);
      if (bad) expectError(answer, 400, 'validation_failed');
    },
  );

  it.each(byId(malformable))(
    '%s answers a malformed request of an authorised user with 400 validation_failed',
    async (_, op) => {
      for (const bad of malformationsOf(kit, op)) {
        const answer = await send(op, { token: tokenOf('admin'), url: bad.url, body: bad.body });
        expect({ label: bad.label, status: answer.status, code: answer.body.code }).toEqual({
          label: bad.label,
          status: 400,
          code: 'validation_failed',
        });
        expect(errorShapeProblem(kit, answer.status, answer.body)).toBeNull();
        const errors = answer.body.errors as { field: string; code: string; message: string }[];
        expect(errors.length).toBeGreaterThan(0);
        for (const error of errors) {
          expect(error).toEqual({
            field: expect.any(String),
            code: expect.stringMatching(/^[a-z][a-z0-9_]*$/),
            message: expect.any(String),
          });
        }
        expect(
          errors.some((e) => e.field === bad.field || e.field.startsWith(`${bad.field}.`)),
          `${bad.label}: ${JSON.stringify(errors)}`,
        ).toBe(true);
      }
    },
  );

  it.each(byId(tenantScoped))(
    '%s without x-tenant-id answers 400 naming header.x-tenant-id',
    async (_, op) => {
      const answer = await send(op, {
        tenant: null,
        ...(op.secured && { token: tokenOf('admin') }),
      });
      expectError(answer, 400, 'validation_failed');
      expect(answer.body.errors).toContainEqual({
        field: 'header.x-tenant-id',
        code: 'required',
        message: expect.any(String),
      });
    },
  );
});
