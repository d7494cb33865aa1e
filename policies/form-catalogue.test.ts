import { describe, expect, it } from 'vitest';
import {
  isObject,
  type JsonObject,
  listOperations,
  loadContract,
  resolvePointer,
} from '../tests/contract/openapi-doc';
import { FORM_CATALOGUE, FORM_IDS, type ServerLimits } from './form-catalogue';

const doc = loadContract();

/** A property's schema with its `$ref`s followed, the referring node's own keywords winning. */
function resolved(node: JsonObject): JsonObject {
  if (typeof node.$ref !== 'string') return node;
  const { $ref, ...own } = node;
  const target = resolvePointer(doc, $ref);
  return { ...(isObject(target) ? resolved(target) : {}), ...own };
}

/** The contract's limits of a dotted field of a request schema. */
function contractLimits(schemaName: string, fieldName: string): ServerLimits {
  let parent = resolved({ $ref: `#/components/schemas/${schemaName}` });
  const parts = fieldName.split('.');
  let required = true;
  let node: JsonObject = parent;
  for (const part of parts) {
    const props = parent.properties;
    const next = isObject(props) ? props[part] : undefined;
    if (!isObject(next)) throw new Error(`${schemaName} has no field ${fieldName}`);
    const requiredList = Array.isArray(parent.required) ? parent.required : [];
    required &&= requiredList.includes(part);
    node = resolved(next);
    parent = node;
  }
  const limits: Record<string, unknown> = { required };
  for (const key of ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum'] as const) {
    if (node[key] !== undefined) limits[key] = node[key];
  }
  return limits as unknown as ServerLimits;
}

function requestSchemaRefs(operationId: string): string[] {
  const found = listOperations(doc).find((op) => op.name === operationId);
  const body = found?.operation.requestBody;
  const content = isObject(body) && isObject(body.content) ? body.content : {};
  const json = content['application/json'];
  const schema = isObject(json) && isObject(json.schema) ? json.schema : {};
  const top = typeof schema.$ref === 'string' ? resolvePointer(doc, schema.$ref) : schema;
  const branches = isObject(top) && Array.isArray(top.oneOf) ? top.oneOf : [schema];
  return branches.flatMap((b) => (isObject(b) && typeof b.$ref === 'string' ? [b.$ref] : []));
}

describe('the form catalogue', () => {
  it('has one entry per form id, each field once', () => {
    expect(FORM_CATALOGUE.map((form) => form.id)).toEqual([...FORM_IDS]);
    for (const form of FORM_CATALOGUE) {
      const names = form.fields.map((f) => f.name);
      expect(new Set(names).size, form.id).toBe(names.length);
    }
  });

  it.each(FORM_CATALOGUE.map((form) => [form.id, form] as const))(
    '%s fills the request schema of its operation',
    (_id, form) => {
      expect(requestSchemaRefs(form.operationId)).toContain(`#/components/schemas/${form.schema}`);
    },
  );

  it.each(FORM_CATALOGUE.map((form) => [form.id, form] as const))(
    "%s states each field's limits exactly as the contract does",
    (_id, form) => {
      for (const field of form.fields) {
        expect(field.server, `${form.id} ${field.name}`).toEqual(
          contractLimits(form.schema, field.name),
        );
      }
    },
  );

  it('gives money fields integer kobo limits', () => {
    const money = FORM_CATALOGUE.flatMap((form) => form.fields.filter((f) => f.kind === 'money'));
    expect(money.length).toBeGreaterThan(5);
    for (const field of money) {
      expect(field.name).toMatch(/Kobo$/);
      expect(Number.isInteger(field.server.minimum)).toBe(true);
      expect(Number.isInteger(field.server.maximum)).toBe(true);
    }
  });
});
