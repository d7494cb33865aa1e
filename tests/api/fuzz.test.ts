import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_KEYS } from '../../policies/roles';
import type { OperationSpec } from '../../server/http/contract';
import { signIn } from '../support/api-client';
import { flatten, fuzzValueFor, junk, valueFor } from '../support/arbitrary-from-schema';
import { errorShapeProblem, loadContractKit } from '../support/contract-requests';
import { ENGINES, startTestApp, stopClusters, type TestApp } from '../support/test-app';

/**
 * Property-based requests against every operation, as the bypass admin of demo: bodies, query
 * values, path parameters and headers drawn from the contract's schemas, broken in one field, or
 * plain junk. Whatever arrives, the server must answer it: never a 5xx except 501
 * not_implemented, and every error in the contract's `{ status, code, message }` shape.
 *
 * The runs are seeded, so a failure replays: FUZZ_SEED=<seed> reproduces a whole run and the
 * seed and path printed with a failure replay one operation. FUZZ_RUNS raises the runs per
 * operation for a longer hunt.
 */

afterAll(stopClusters);

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_517);
const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
/** A safety net for the suite's time: no operation may take more than this to fuzz. */
const TIME_LIMIT_PER_OPERATION_MS = 3_000;

/** Ids of real rows of both tenants, so that fuzzed calls reach past "not found" too. */
const KNOWN_IDS = ['demo-viewer', 'demo-teller', 'demo-lagos', 'acme-admin', 'acme-main', 'x1'];
const BRANCH_IDS = ['demo-lagos', 'demo-abuja', 'demo-kano', 'acme-main'];

const contractKit = loadContractKit();
const kit = {
  ...contractKit,
  schemas: {
    ...contractKit.schemas,
    hints: {
      roles: fc.subarray([...ROLE_KEYS], { minLength: 1, maxLength: 3 }),
      role: fc.constantFrom(...ROLE_KEYS),
      branchId: fc.constantFrom(...BRANCH_IDS),
      branchIds: fc.subarray(BRANCH_IDS, { maxLength: 2 }),
    },
  },
};
// logout ends the admin's session, so it goes last.
const operations = [...kit.contract.operations].sort(
  (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
);

interface FuzzRequest {
  readonly params: Record<string, string>;
  readonly query: Record<string, string[]>;
  readonly body: { readonly json: unknown } | { readonly raw: string } | null;
  readonly headers: Record<string, string>;
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const propertiesOf = (schema: unknown): JsonObject =>
  isObject(schema) && isObject(schema.properties) ? schema.properties : {};

/** Text that survives a URL: any well-formed Unicode (lone surrogates cannot be encoded). */
const text = fc.string({ maxLength: 40, unit: 'grapheme' });
/** Header values must be visible ASCII, or Node refuses to send them at all. */
const headerText = fc.string({ maxLength: 40 }).filter((s) => /^[\x21-\x7e]*$/.test(s));

function asQueryValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => asQueryValues(item)[0] ?? '');
  if (value === null || value === undefined) return [''];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

function paramsArb(op: OperationSpec): fc.Arbitrary<Record<string, string>> {
  const entries = Object.entries(propertiesOf(op.schema.params)).map(([name, schema]) => {
    const flat = flatten(kit.schemas, schema);
    const known = Array.isArray(flat.enum) ? flat.enum.map(String) : KNOWN_IDS;
    const value = fc.oneof(
      { weight: 3, arbitrary: valueFor(kit.schemas, schema).map(String) },
      { weight: 2, arbitrary: fc.constantFrom(...known) },
      { weight: 1, arbitrary: text },
    );
    return [name, value] as const;
  });
  return fc.record(Object.fromEntries(entries));
}

function queryArb(op: OperationSpec): fc.Arbitrary<Record<string, string[]>> {
  const props = propertiesOf(op.schema.querystring);
  const names = Object.keys(props);
  const typed = fc.record(
    Object.fromEntries(
      names.map((name) => [name, fuzzValueFor(kit.schemas, props[name]).map(asQueryValues)]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string[]>>;
  const stray = fc.dictionary(
    text,
    text.map((v) => [v]),
    { maxKeys: 2 },
  );
  return fc.oneof(
    { weight: names.length > 0 ? 4 : 0, arbitrary: typed },
    { weight: 1, arbitrary: stray },
  );
}

function bodyArb(op: OperationSpec): fc.Arbitrary<FuzzRequest['body']> {
  const raw = fc
    .tuple(fc.constantFrom('{', '{"a":', '[1,]', 'nul', "{'a':1}", '\u0000'), text)
    .map(([start, rest]) => ({ raw: start + rest }));
  if (op.schema.body !== undefined) {
    return fc.oneof(
      { weight: 8, arbitrary: fuzzValueFor(kit.schemas, op.schema.body).map((json) => ({ json })) },
      { weight: 1, arbitrary: raw },
      { weight: 1, arbitrary: fc.constant(null) },
    );
  }
  if (op.method === 'get') return fc.constant(null);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: junk().map((json) => ({ json })) },
  );
}

function headersArb(op: OperationSpec): fc.Arbitrary<Record<string, string>> {
  const tenant = fc.oneof(
    { weight: 18, arbitrary: fc.constant('demo') },
    { weight: 1, arbitrary: fc.constantFrom('acme', 'nowhere', '') },
    { weight: 1, arbitrary: headerText },
  );
  const others = Object.entries(propertiesOf(op.schema.headers))
    .filter(([name]) => name !== 'x-tenant-id')
    .map(([name, schema]) => {
      const valid = valueFor(kit.schemas, schema).map(String);
      return [
        name,
        fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: headerText }),
      ];
    });
  return fc.record({ 'x-tenant-id': tenant, ...Object.fromEntries(others) });
}

function requestArb(op: OperationSpec): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    params: paramsArb(op),
    query: queryArb(op),
    body: bodyArb(op),
    headers: headersArb(op),
  });
}

function urlFor(op: OperationSpec, request: FuzzRequest): string {
  const path = op.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(request.params[name] ?? ''),
  );
  const search = new URLSearchParams();
  for (const [name, values] of Object.entries(request.query)) {
    for (const value of values) search.append(name, value);
  }
  const query = search.toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

describe.each(ENGINES)('fuzzed requests on %s', (engine) => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await startTestApp(engine);
    token = await signIn(t.app, 'admin');
  }, 60_000);
  afterAll(() => t.close());

  async function send(op: OperationSpec, request: FuzzRequest) {
    const headers: Record<string, string> = {
      ...request.headers,
      authorization: `Bearer ${token}`,
    };
    let payload: string | undefined;
    if (request.body !== null) {
      headers['content-type'] = 'application/json';
      payload = 'raw' in request.body ? request.body.raw : JSON.stringify(request.body.json);
    }
    return t.app.inject({
      method: op.method.toUpperCase() as InjectOptions['method'],
      url: urlFor(op, request),
      headers,
      ...(payload !== undefined && { payload }),
    });
  }

  it.each(operations.map((op, index) => [op.operationId, op, index] as const))(
    '%s answers every fuzzed request without a 5xx, errors in the contract shape',
    async (_, op, index) => {
      const seed = SEED + index;
      const property = fc.asyncProperty(requestArb(op), async (request) => {
        const response = await send(op, request);
        const status = response.statusCode;
        // Most answers are JSON; a file download (the trial balance CSV) is not.
        const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
        const body: unknown = response.body === '' || !json ? undefined : response.json();
        const code = isObject(body) ? body.code : undefined;
        if (status >= 500 && !(status === 501 && code === 'not_implemented')) {
          throw new Error(`${status} ${JSON.stringify(body)}`);
        }
        if (status >= 400) {
          expect(response.headers['content-type']).toMatch(/^application\/json/);
          const problem = errorShapeProblem(kit, status, body);
          if (problem) throw new Error(`${status}: ${problem}`);
        }
      });
      try {
        await fc.assert(property, {
          seed,
          numRuns: RUNS,
          interruptAfterTimeLimit: TIME_LIMIT_PER_OPERATION_MS,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Fuzzing ${op.operationId} on ${engine} failed (suite FUZZ_SEED=${SEED}, seed of this operation ${seed}):\n${message}`,
        );
      }
    },
    30_000,
  );
});
