import { describe, expect, it } from 'vitest';
import { MAX_BULK_ROWS } from '../../policies/bulk';
import { FEATURES } from '../../policies/features';
import { PERMISSIONS } from '../../policies/permissions';
import {
  deref,
  isObject,
  type Json,
  type JsonObject,
  jsonContentSchema,
  listOperations,
  loadContract,
  parameterRefs,
  resolvePointer,
  type SchemaVisit,
  typesOf,
  walkSchema,
} from './openapi-doc';

const doc = loadContract();
const operations = listOperations(doc);

const TENANT_ID = '#/components/parameters/TenantId';
const IDEMPOTENCY_KEY = '#/components/parameters/IdempotencyKey';
const PATH_ID = '#/components/parameters/PathId';
const PAGE = '#/components/parameters/Page';
const PAGE_SIZE = '#/components/parameters/PageSize';
const ERROR_SCHEMA = '#/components/schemas/Error';
const PUBLIC_OPERATIONS = ['login', 'getHealth'];
const MONEY_MOVING = [
  'bookTermDeposit',
  'liquidateTermDeposit',
  'settleTermDeposit',
  'postManualJournal',
  'reverseJournal',
  'createTransfer',
  'createNipTransfer',
  'createCashDeposit',
  'createCashWithdrawal',
  'createCashMovement',
  'createCashLoanRepayment',
  'disburseLoan',
  'repayLoan',
  'assessLoanPenalties',
  'topUpLoan',
  'liquidateLoan',
  'writeOffLoan',
  'runLoanProvisioning',
  'approveExpense',
  'depreciateAsset',
  'disposeAsset',
];
/** The shared response each error status must reference. */
const ERROR_RESPONSES: Record<string, string> = {
  '400': 'BadRequest',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'NotFound',
  '409': 'Conflict',
  '413': 'PayloadTooLarge',
  '415': 'UnsupportedMediaType',
  '422': 'UnprocessableEntity',
  '429': 'TooManyRequests',
  '500': 'InternalError',
  '501': 'NotImplemented',
  '502': 'BadGateway',
};
/** JavaScript's safe integer range bounds every amount the contract allows. */
const MAX_SAFE_KOBO = Number.MAX_SAFE_INTEGER;

function requestBodySchema(operation: JsonObject): Json | undefined {
  return jsonContentSchema(doc, operation.requestBody);
}

function errorStatuses(operation: JsonObject): string[] {
  const responses = isObject(operation.responses) ? operation.responses : {};
  return Object.keys(responses).filter((status) => /^[45]\d\d$/.test(status));
}

/** Every schema the operations use: parameters, request bodies and responses. */
function visitOperationSchemas(visit: (v: SchemaVisit) => void): void {
  for (const { name, operation } of operations) {
    const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
    parameters.forEach((parameter, index) => {
      const resolved = deref(doc, parameter);
      if (isObject(resolved))
        walkSchema(doc, resolved.schema, `${name}/parameters/${index}`, visit);
    });
    walkSchema(doc, requestBodySchema(operation), `${name}/requestBody`, visit);
    const responses = isObject(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      walkSchema(doc, jsonContentSchema(doc, response), `${name}/responses/${status}`, visit);
    }
  }
  const schemas = isObject(doc.components) ? doc.components.schemas : undefined;
  for (const [name, schema] of Object.entries(isObject(schemas) ? schemas : {})) {
    walkSchema(doc, schema, `#/components/schemas/${name}`, visit);
  }
}

/** A pattern such as `^\d{11}$` bounds the length; `^[A-Z_]+$` does not. */
function isBoundedPattern(pattern: Json | undefined): boolean {
  if (typeof pattern !== 'string') return false;
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  return !/(^|[^\\])[+*]|\{\d+,\}/.test(pattern);
}

function isBoundedString(schema: JsonObject): boolean {
  if (Array.isArray(schema.enum) || schema.const !== undefined) return true;
  if (schema.format === 'date' || schema.format === 'date-time') return true;
  if (typeof schema.maxLength === 'number') return true;
  return isBoundedPattern(schema.pattern);
}

describe('operations', () => {
  it('exist', () => {
    expect(operations.length).toBeGreaterThan(0);
  });

  it('have unique camelCase operationIds', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    const bad = ids.filter((id) => typeof id !== 'string' || !/^[a-z][a-zA-Z0-9]*$/.test(id));
    expect(bad).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have a summary and exactly one declared tag', () => {
    const declared = new Set(
      (Array.isArray(doc.tags) ? doc.tags : []).map((tag) => (isObject(tag) ? tag.name : null)),
    );
    const bad = operations
      .filter(({ operation }) => {
        const tags = operation.tags;
        const summary = operation.summary;
        return (
          typeof summary !== 'string' ||
          summary.length === 0 ||
          !Array.isArray(tags) ||
          tags.length !== 1 ||
          !declared.has(tags[0] ?? null)
        );
      })
      .map(({ name }) => name);
    expect(bad).toEqual([]);
  });

  it('take the x-tenant-id header, except getHealth', () => {
    const missing = operations
      .filter(({ name }) => name !== 'getHealth')
      .filter(({ operation }) => !parameterRefs(operation).includes(TENANT_ID))
      .map(({ name }) => name);
    expect(missing).toEqual([]);
    const health = operations.find(({ name }) => name === 'getHealth');
    expect(health && parameterRefs(health.operation)).not.toContain(TENANT_ID);
  });

  it('declare the TenantId header as a required, bounded string', () => {
    expect(resolvePointer(doc, TENANT_ID)).toEqual({
      name: 'x-tenant-id',
      in: 'header',
      required: true,
      description: expect.any(String),
      schema: {
        type: 'string',
        minLength: 1,
        maxLength: 64,
        pattern: '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$',
      },
    });
  });

  it('need a bearer token, except login and getHealth which are public', () => {
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    const bad = operations
      .filter(({ name, operation }) => {
        const security = operation.security;
        if (PUBLIC_OPERATIONS.includes(name)) {
          return !(Array.isArray(security) && security.length === 0);
        }
        return security !== undefined && !(Array.isArray(security) && security.length > 0);
      })
      .map(({ name }) => name);
    expect(bad).toEqual([]);
  });

  it('declare x-permission: none, a permission, or a list of permissions (any-of)', () => {
    const known = new Set<string>(PERMISSIONS);
    const bad = operations
      .filter(({ operation }) => {
        const permission = operation['x-permission'];
        if (permission === 'none') return false;
        if (typeof permission === 'string') return !known.has(permission);
        if (!Array.isArray(permission) || permission.length === 0) return true;
        const unique = new Set(permission).size === permission.length;
        return !unique || permission.some((p) => typeof p !== 'string' || !known.has(p));
      })
      .map(({ name, operation }) => `${name}: ${JSON.stringify(operation['x-permission'])}`);
    expect(bad).toEqual([]);
  });

  it('declare x-feature only from the feature list', () => {
    const known = new Set<string>(FEATURES);
    const bad = operations
      .filter(({ operation }) => {
        const feature = operation['x-feature'];
        return feature !== undefined && (typeof feature !== 'string' || !known.has(feature));
      })
      .map(({ name }) => name);
    expect(bad).toEqual([]);
  });
});

describe('errors', () => {
  it('the Error schema is { status, code, message, errors? } with snake_case codes', () => {
    const error = resolvePointer(doc, ERROR_SCHEMA);
    expect(isObject(error) && error.required).toEqual(['status', 'code', 'message']);
    const code = deref(
      doc,
      isObject(error) && isObject(error.properties) ? error.properties.code : null,
    );
    expect(isObject(code) && code.pattern).toBe('^[a-z][a-z0-9_]*$');
  });

  it('every 4xx and 5xx response is the shared response of its status, answering Error', () => {
    const bad: string[] = [];
    for (const { name, operation } of operations) {
      const responses = isObject(operation.responses) ? operation.responses : {};
      if ('default' in responses) bad.push(`${name}: default response`);
      for (const status of errorStatuses(operation)) {
        const raw = responses[status];
        const expected = `#/components/responses/${ERROR_RESPONSES[status] ?? '?'}`;
        if (!isObject(raw) || raw.$ref !== expected) bad.push(`${name} ${status}: not ${expected}`);
        const schema = jsonContentSchema(doc, raw);
        if (!isObject(schema) || schema.$ref !== ERROR_SCHEMA)
          bad.push(`${name} ${status}: not Error`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every operation lists the error statuses it can answer', () => {
    const bad: string[] = [];
    for (const { name, operation } of operations) {
      const statuses = errorStatuses(operation);
      const lacks = (required: string[]) => required.filter((s) => !statuses.includes(s));
      if (name === 'getHealth') {
        if (statuses.join() !== '500') bad.push(`${name}: ${statuses.join()}`);
        continue;
      }
      const required =
        name === 'login' ? ['400', '401', '429', '500'] : ['400', '401', '403', '500'];
      if (parameterRefs(operation).includes(PATH_ID)) required.push('404');
      if (MONEY_MOVING.includes(name)) required.push('409', '422');
      for (const status of lacks(required)) bad.push(`${name}: no ${status}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('money-moving operations', () => {
  it('take the Idempotency-Key header', () => {
    const missing = MONEY_MOVING.filter((id) => {
      const found = operations.find(({ name }) => name === id);
      return !found || !parameterRefs(found.operation).includes(IDEMPOTENCY_KEY);
    });
    expect(missing).toEqual([]);
  });

  it('are the only operations that take it', () => {
    const extra = operations
      .filter(({ operation }) => parameterRefs(operation).includes(IDEMPOTENCY_KEY))
      .map(({ name }) => name)
      .filter((name) => !MONEY_MOVING.includes(name));
    expect(extra).toEqual([]);
  });

  it('declare the key as a required header of 8 to 128 characters', () => {
    const parameter = resolvePointer(doc, IDEMPOTENCY_KEY);
    expect(parameter).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      schema: { type: 'string', minLength: 8, maxLength: 128 },
    });
  });
});

describe('request bodies', () => {
  it('close every object schema (additionalProperties false; maps are bounded)', () => {
    const bad: string[] = [];
    for (const { name, operation } of operations) {
      walkSchema(doc, requestBodySchema(operation), `${name}/requestBody`, ({ schema, at }) => {
        const isObjectSchema = typesOf(schema).includes('object') || isObject(schema.properties);
        if (!isObjectSchema) return;
        if (isObject(schema.properties)) {
          if (schema.additionalProperties !== false) bad.push(`${name}: ${at}`);
        } else if (
          !isObject(schema.additionalProperties) ||
          typeof schema.maxProperties !== 'number'
        ) {
          bad.push(`${name}: ${at} (unbounded map)`);
        }
      });
    }
    expect(bad).toEqual([]);
  });

  it('are objects at the top (each member of a oneOf too)', () => {
    const isObjectSchema = (node: Json | undefined): boolean => {
      const schema = deref(doc, node);
      if (!isObject(schema)) return false;
      if (Array.isArray(schema.oneOf)) return schema.oneOf.every(isObjectSchema);
      return typesOf(schema).includes('object');
    };
    const bad = operations
      .filter(({ operation }) => operation.requestBody !== undefined)
      .filter(({ operation }) => !isObjectSchema(requestBodySchema(operation)))
      .map(({ name }) => name);
    expect(bad).toEqual([]);
  });

  it('bound every string (maxLength, enum, date format or a bounded anchored pattern)', () => {
    const bad: string[] = [];
    for (const { name, operation } of operations) {
      walkSchema(doc, requestBodySchema(operation), `${name}/requestBody`, ({ schema, at }) => {
        if (typesOf(schema).includes('string') && !isBoundedString(schema)) bad.push(at);
      });
    }
    expect(bad).toEqual([]);
  });

  it('of bulk calls take at most 5,000 rows (MAX_BULK_ROWS)', () => {
    const bad = operations
      .filter(({ path }) => path.endsWith('/bulk'))
      .filter(({ operation }) => {
        const body = deref(doc, requestBodySchema(operation));
        const items = isObject(body) && isObject(body.properties) ? body.properties.items : null;
        return !isObject(items) || items.maxItems !== MAX_BULK_ROWS;
      })
      .map(({ name }) => name);
    expect(bad).toEqual([]);
  });
});

describe('parameters', () => {
  it('bound every string parameter', () => {
    const bad: string[] = [];
    for (const { name, operation } of operations) {
      const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
      for (const parameter of parameters) {
        const resolved = deref(doc, parameter);
        const schema = isObject(resolved) ? deref(doc, resolved.schema) : undefined;
        if (!isObject(schema) || !isObject(resolved)) {
          bad.push(`${name}: parameter without schema`);
        } else if (typesOf(schema).includes('string') && !isBoundedString(schema)) {
          bad.push(`${name}: ${String(resolved.name)}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('page through lists with page and pageSize, answering { items, total, page, pageSize }', () => {
    const bad: string[] = [];
    for (const { name, operation } of operations) {
      const refs = parameterRefs(operation);
      if (!refs.includes(PAGE)) continue;
      if (!refs.includes(PAGE_SIZE)) bad.push(`${name}: page without pageSize`);
      const responses = isObject(operation.responses) ? operation.responses : {};
      const required = new Set<Json>();
      walkSchema(doc, jsonContentSchema(doc, responses['200']), name, ({ schema, property }) => {
        if (property === undefined && Array.isArray(schema.required)) {
          for (const field of schema.required) required.add(field);
        }
      });
      for (const field of ['items', 'total', 'page', 'pageSize']) {
        if (!required.has(field)) bad.push(`${name}: page lacks required ${field}`);
      }
    }
    expect(bad).toEqual([]);
    expect(resolvePointer(doc, PAGE)).toMatchObject({
      name: 'page',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    });
    expect(resolvePointer(doc, PAGE_SIZE)).toMatchObject({
      name: 'pageSize',
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    });
  });
});

describe('schemas', () => {
  it('bound every array with maxItems', () => {
    const bad = new Set<string>();
    visitOperationSchemas(({ schema, at }) => {
      if (typesOf(schema).includes('array') && typeof schema.maxItems !== 'number') bad.add(at);
    });
    expect([...bad]).toEqual([]);
  });

  it('make every ...Kobo property an int64 integer within the safe integer range', () => {
    const bad = new Set<string>();
    visitOperationSchemas(({ schema, at, property }) => {
      if (property === undefined || !property.endsWith('Kobo')) return;
      // A property may be a composition; its members are visited with the same name.
      if (schema.type === undefined) return;
      const types = typesOf(schema);
      const ok =
        types.includes('integer') &&
        types.every((t) => t === 'integer' || t === 'null') &&
        schema.format === 'int64' &&
        typeof schema.minimum === 'number' &&
        typeof schema.maximum === 'number' &&
        schema.maximum <= MAX_SAFE_KOBO &&
        schema.minimum >= -MAX_SAFE_KOBO;
      if (!ok) bad.add(`${at} (${property})`);
    });
    expect([...bad]).toEqual([]);
  });

  it('name money in kobo and rates in basis points', () => {
    const bad = new Set<string>();
    visitOperationSchemas(({ schema, property }) => {
      if (property === undefined || !typesOf(schema).includes('integer')) return;
      const moneyLike = /amount|balance|principal|cost|fee|salvage|spent|holds|outstanding/i;
      // A count of periods (graceOnPrincipalPeriods) names the principal without being money.
      const count = property.endsWith('Periods');
      if (
        (schema.format === 'int64' || moneyLike.test(property)) &&
        !property.endsWith('Kobo') &&
        !count
      ) {
        bad.add(`${property} is money but does not end in Kobo`);
      }
      if (/rate/i.test(property) && !property.endsWith('Bps')) {
        bad.add(`${property} is a rate but does not end in Bps`);
      }
    });
    expect([...bad]).toEqual([]);
  });

  it('keep the Permission enum equal to policies/permissions.ts', () => {
    const permission = resolvePointer(doc, '#/components/schemas/Permission');
    expect(isObject(permission) && permission.enum).toEqual([...PERMISSIONS]);
  });
});
