import fc from 'fast-check';
import { CONTRACT_FILE } from '../../server/app';
import { type Contract, loadContract, type OperationSpec } from '../../server/http/contract';
import { createValidators, type Validators } from '../../server/http/validation';
import { flatten, type SchemaContext, valueFor } from './arbitrary-from-schema';

/**
 * Requests built from openapi.yaml for tests that walk every operation: concrete URLs, valid
 * parts, and one malformed variant per part, each checked against the server's own validators
 * so that a test never sends a "bad" request the contract would in fact accept.
 */

type JsonObject = Record<string, unknown>;

export interface ContractKit {
  readonly contract: Contract;
  readonly schemas: SchemaContext;
  readonly validators: Validators;
  /** Whether a value passes the schema of one request part, as the server would judge it. */
  accepts(schema: unknown, part: RequestPart, value: unknown): boolean;
}

export type RequestPart = 'params' | 'querystring' | 'headers' | 'body';

export function loadContractKit(): ContractKit {
  const contract = loadContract(CONTRACT_FILE);
  const validators = createValidators(contract.sharedSchema);
  const compiled = new Map<unknown, ReturnType<Validators['compile']>>();
  return {
    contract,
    schemas: { root: contract.doc },
    validators,
    accepts(schema, part, value) {
      let validate = compiled.get(schema);
      if (!validate) {
        validate = validators.compile(schema, part);
        compiled.set(schema, validate);
      }
      // The coercing validator rewrites what it checks, so it gets a copy.
      return validate(structuredClone(value)) === true;
    },
  };
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function properties(schema: unknown): JsonObject {
  return isObject(schema) && isObject(schema.properties) ? schema.properties : {};
}

/** Per-operation answers are computed once: sampling and validating is not free. */
function memoByOperation<T>(compute: (kit: ContractKit, op: OperationSpec) => T) {
  const cache = new WeakMap<OperationSpec, T>();
  return (kit: ContractKit, op: OperationSpec): T => {
    if (!cache.has(op)) cache.set(op, compute(kit, op));
    return cache.get(op) as T;
  };
}

/** A valid path value per parameter: the first enum value ('forms' comes first if allowed). */
export const validParams = memoByOperation((kit, op): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(properties(op.schema.params))) {
    const flat = flatten(kit.schemas, schema);
    const options = Array.isArray(flat.enum) ? flat.enum.map(String) : [];
    out[name] = options.includes('forms') ? 'forms' : (options[0] ?? 'x1');
  }
  if (op.schema.params && !kit.accepts(op.schema.params, 'params', out)) {
    throw new Error(`${op.operationId}: no valid path parameters found`);
  }
  return out;
});

/** The `/api/...` URL of an operation with its path parameters filled in and a query string. */
export function urlOf(
  op: OperationSpec,
  params: Record<string, string>,
  query: Record<string, string> = {},
): string {
  const path = op.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${op.operationId}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams(query).toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

/** The first of `candidates` that the schema accepts; fails loudly if none does. */
function firstAccepted<T>(
  kit: ContractKit,
  schema: unknown,
  part: RequestPart,
  candidates: Iterable<T>,
  what: string,
): T {
  for (const candidate of candidates) if (kit.accepts(schema, part, candidate)) return candidate;
  throw new Error(`No valid ${what} found among the samples`);
}

/**
 * A sample of the generator that passes the server's validator, found deterministically. Text
 * with U+0000 passes the schema but not the server (PostgreSQL cannot store it), so it is left out.
 */
function validSample(kit: ContractKit, schema: unknown, part: RequestPart, what: string): unknown {
  const samples = fc
    .sample(valueFor(kit.schemas, schema), { numRuns: 300, seed: 20_260_101 })
    .filter((sample) => !JSON.stringify(sample).includes('\\u0000'));
  return firstAccepted(kit, schema, part, samples, what);
}

/** A body the operation accepts, or undefined when it takes none. */
export const validBody = memoByOperation((kit, op): unknown => {
  if (op.schema.body === undefined) return undefined;
  return validSample(kit, op.schema.body, 'body', `body of ${op.operationId}`);
});

/**
 * Valid values of the operation's headers other than x-tenant-id (the Idempotency-Key of money
 * movements), lower-cased as Node hands them to the validator.
 */
export const otherHeaders = memoByOperation((kit, op): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [name, schema] of Object.entries(properties(op.schema.headers))) {
    if (name === 'x-tenant-id') continue;
    const wrapped = { type: 'object', properties: { [name]: schema }, required: [name] };
    const samples = fc
      .sample(valueFor(kit.schemas, schema), { numRuns: 200, seed: 7 })
      .map((value) => ({ [name]: String(value) }));
    const found = firstAccepted(kit, wrapped, 'headers', samples, `header ${name}`);
    out[name] = found[name] as string;
  }
  return out;
});

/** One malformed request of an operation: everything valid except one part. */
export interface Malformation {
  readonly part: 'body' | 'query' | 'path';
  /** The error field the answer must name (`body`, `query.pageSize`, `path.id`). */
  readonly field: string;
  readonly url: string;
  readonly body: unknown;
  readonly label: string;
}

/** Every malformed variant the operation's schemas make possible: one per part it has. */
export const malformationsOf = memoByOperation((kit, op): Malformation[] => {
  const params = validParams(kit, op);
  const body = validBody(kit, op);
  const out: Malformation[] = [];
  const badBody = malformedBody(kit, op);
  if (badBody !== undefined) {
    out.push({
      part: 'body',
      field: 'body',
      url: urlOf(op, params),
      body: badBody,
      label: `body ${JSON.stringify(badBody)}`,
    });
  }
  const badQuery = malformedQuery(kit, op);
  if (badQuery) {
    out.push({
      part: 'query',
      field: `query.${badQuery.name}`,
      url: urlOf(op, params, { [badQuery.name]: badQuery.value }),
      body,
      label: `query ${badQuery.name}=${badQuery.value.slice(0, 20)}`,
    });
  }
  for (const [name, value] of Object.entries(malformedParams(kit, op, params))) {
    out.push({
      part: 'path',
      field: `path.${name}`,
      url: urlOf(op, { ...params, [name]: value }),
      body,
      label: `path ${name}=${value.slice(0, 20)}`,
    });
  }
  return out;
});

function wrongTypeFor(kit: ContractKit, schema: unknown): unknown {
  const flat = flatten(kit.schemas, schema);
  const types = Array.isArray(flat.type) ? flat.type : [flat.type];
  return types.includes('string') ? 12_345 : 'not-the-right-type';
}

function malformedBody(kit: ContractKit, op: OperationSpec): unknown {
  if (op.schema.body === undefined) return undefined;
  const flat = flatten(kit.schemas, op.schema.body);
  const wrongTyped = Object.entries(properties(flat)).map(([name, schema]) => ({
    [name]: wrongTypeFor(kit, schema),
  }));
  const candidates = [{ unexpected: 1 }, ...wrongTyped, [], 'text', 42];
  const rejected = candidates.find((c) => !kit.accepts(op.schema.body, 'body', c));
  if (rejected === undefined) throw new Error(`${op.operationId}: every malformed body passes`);
  return rejected;
}

function malformedQuery(
  kit: ContractKit,
  op: OperationSpec,
): { name: string; value: string } | undefined {
  const props = properties(op.schema.querystring);
  const names = Object.keys(props);
  // pageSize first: the bound on page sizes is the one most worth proving.
  names.sort((a, b) => Number(b === 'pageSize') - Number(a === 'pageSize'));
  for (const name of names) {
    const flat = flatten(kit.schemas, props[name]);
    const candidates = [
      typeof flat.maximum === 'number' ? String(flat.maximum * 10) : undefined,
      'NOT_A_VALUE',
      'not-a-number',
      'x'.repeat(typeof flat.maxLength === 'number' ? flat.maxLength + 1 : 300),
    ].filter((v): v is string => v !== undefined);
    const value = candidates.find(
      (v) => !kit.accepts(op.schema.querystring, 'querystring', { [name]: v }),
    );
    if (value !== undefined) return { name, value };
  }
  return undefined;
}

function malformedParams(
  kit: ContractKit,
  op: OperationSpec,
  valid: Record<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(valid)) {
    const value = ['bad.id!', 'x'.repeat(300), 'NOT_A_VALUE'].find(
      (v) => !kit.accepts(op.schema.params, 'params', { ...valid, [name]: v }),
    );
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/**
 * Whether an answer is the contract's error shape `{ status, code, message, errors? }` with the
 * HTTP status repeated in the body; returns what is wrong, or null.
 */
export function errorShapeProblem(kit: ContractKit, status: number, body: unknown): string | null {
  if (!isObject(body)) return `the body is not an object: ${JSON.stringify(body)}`;
  const extra = Object.keys(body).filter(
    (k) => !['status', 'code', 'message', 'errors'].includes(k),
  );
  if (extra.length > 0) return `unexpected keys ${extra.join(', ')}`;
  if (body.status !== status) return `body.status ${String(body.status)} is not ${status}`;
  if (typeof body.message !== 'string' || body.message.trim() === '') return 'no message';
  if (!kit.accepts(ERROR_SCHEMA, 'body', body)) {
    return `does not match the contract's Error schema: ${JSON.stringify(body).slice(0, 300)}`;
  }
  return null;
}

const ERROR_SCHEMA = { $ref: 'contract#/components/schemas/Error' };
