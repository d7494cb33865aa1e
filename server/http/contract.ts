import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

type JsonObject = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof METHODS)[number];

/** The shared schema that route schemas point into: `contract#/components/schemas/X`. */
const CONTRACT_SCHEMA_ID = 'contract';

/** What the server needs to know about one operation of openapi.yaml. */
export interface OperationSpec {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The OpenAPI path (`/users/{id}`). */
  readonly path: string;
  /** The Fastify URL (`/users/:id`). */
  readonly url: string;
  /** One permission, an any-of list, or null for `none`. */
  readonly permission: string | readonly string[] | null;
  readonly feature: string | null;
  /** Whether a bearer token is required (the contract's `security`). */
  readonly secured: boolean;
  /** Whether the operation takes the `x-tenant-id` header (every one but health). */
  readonly tenantScoped: boolean;
  /** Whether the operation moves money and so takes an `Idempotency-Key` header. */
  readonly idempotent: boolean;
  /** The largest request body in bytes when the operation takes more than the server's default (`x-body-limit`: uploads). */
  readonly bodyLimit: number | null;
  readonly schema: RouteSchema;
}

export interface RouteSchema {
  params?: JsonObject;
  querystring?: JsonObject;
  headers?: JsonObject;
  body?: unknown;
  response: Record<string, unknown>;
}

export interface Contract {
  readonly doc: JsonObject;
  /** The components, as one schema document with id `contract`, for Ajv and the serialiser. */
  readonly sharedSchema: JsonObject;
  readonly operations: readonly OperationSpec[];
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadContract(file: string | URL): Contract {
  const doc: unknown = parse(readFileSync(file, 'utf8'));
  if (!isObject(doc) || !isObject(doc.paths) || !isObject(doc.components)) {
    throw new Error('openapi.yaml has no paths or components');
  }
  const globalSecured = Array.isArray(doc.security) && doc.security.length > 0;
  const operations: OperationSpec[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isObject(item)) continue;
    for (const method of METHODS) {
      const op = item[method];
      if (isObject(op)) operations.push(toOperation(doc, path, method, op, globalSecured));
    }
  }
  const sharedSchema = { $id: CONTRACT_SCHEMA_ID, components: { schemas: doc.components.schemas } };
  return { doc, sharedSchema, operations };
}

function toOperation(
  doc: JsonObject,
  path: string,
  method: HttpMethod,
  op: JsonObject,
  globalSecured: boolean,
): OperationSpec {
  if (typeof op.operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
  const parameters = (Array.isArray(op.parameters) ? op.parameters : []).map((p) =>
    resolveParameter(doc, p),
  );
  const permission = op['x-permission'];
  return {
    operationId: op.operationId,
    method,
    path,
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    permission:
      permission === 'none' || permission === undefined ? null : (permission as string | string[]),
    feature: typeof op['x-feature'] === 'string' ? op['x-feature'] : null,
    secured: Array.isArray(op.security) ? op.security.length > 0 : globalSecured,
    tenantScoped: parameters.some((p) => p.in === 'header' && p.name === 'x-tenant-id'),
    idempotent: parameters.some(
      (p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key',
    ),
    bodyLimit: typeof op['x-body-limit'] === 'number' ? op['x-body-limit'] : null,
    schema: routeSchema(doc, op, parameters),
  };
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: unknown;
}

function resolveParameter(doc: JsonObject, raw: unknown): Parameter {
  const param = isObject(raw) && typeof raw.$ref === 'string' ? pointer(doc, raw.$ref) : raw;
  if (!isObject(param) || typeof param.name !== 'string' || typeof param.in !== 'string') {
    throw new Error(`Bad parameter ${JSON.stringify(raw)}`);
  }
  return {
    name: param.name,
    in: param.in,
    required: param.required === true,
    schema: param.schema,
  };
}

function pointer(doc: JsonObject, ref: string): unknown {
  let node: unknown = doc;
  for (const key of ref.slice(2).split('/')) node = isObject(node) ? node[key] : undefined;
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

/** Points local `#/components/...` references into the shared `contract` schema. */
function retarget(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(retarget);
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${CONTRACT_SCHEMA_ID}${value}`
        : retarget(value);
  }
  return out;
}

function partSchema(parameters: Parameter[], part: string): JsonObject | undefined {
  const mine = parameters.filter((p) => p.in === part);
  if (mine.length === 0) return undefined;
  // Header names arrive lower-cased from Node; the contract spells some with capitals.
  const name = (p: Parameter) => (part === 'header' ? p.name.toLowerCase() : p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(mine.map((p) => [name(p), retarget(p.schema)])),
    required: mine.filter((p) => p.required).map(name),
  };
}

function routeSchema(doc: JsonObject, op: JsonObject, parameters: Parameter[]): RouteSchema {
  const schema: RouteSchema = { response: {} };
  const params = partSchema(parameters, 'path');
  const querystring = partSchema(parameters, 'query');
  const headers = partSchema(parameters, 'header');
  if (params) schema.params = params;
  if (querystring) schema.querystring = querystring;
  if (headers) schema.headers = headers;
  const body = jsonSchemaOf(doc, op.requestBody);
  if (body !== undefined) schema.body = body;
  const responses = isObject(op.responses) ? op.responses : {};
  for (const [status, response] of Object.entries(responses)) {
    const json = jsonSchemaOf(doc, response);
    if (json !== undefined) schema.response[status] = json;
  }
  return schema;
}

/** The application/json schema of a request body or response, following a response `$ref`. */
function jsonSchemaOf(doc: JsonObject, raw: unknown): unknown {
  const holder = isObject(raw) && typeof raw.$ref === 'string' ? pointer(doc, raw.$ref) : raw;
  if (!isObject(holder)) return undefined;
  const content = isObject(holder.content) ? holder.content['application/json'] : undefined;
  return isObject(content) && content.schema !== undefined ? retarget(content.schema) : undefined;
}
