import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** openapi.yaml as plain JSON values, so the tests need no OpenAPI typings. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function loadContract(): JsonObject {
  const text = readFileSync(new URL('../../openapi.yaml', import.meta.url), 'utf8');
  const doc: unknown = parse(text);
  if (!isObject(doc)) throw new Error('openapi.yaml is not a YAML mapping');
  return doc;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

export interface Operation {
  method: string;
  path: string;
  /** `getHealth`, or `post /x` when the operationId is missing, for messages. */
  name: string;
  operation: JsonObject;
}

export function listOperations(doc: JsonObject): Operation[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  const operations: Operation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const id = operation.operationId;
      const name = typeof id === 'string' ? id : `${method} ${path}`;
      operations.push({ method, path, name, operation });
    }
  }
  return operations;
}

/** Resolves a local JSON pointer such as `#/components/schemas/Error`. */
export function resolvePointer(doc: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are used in the contract: ${ref}`);
  let node: Json = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    const next: Json | undefined = isObject(node) ? node[key] : undefined;
    if (next === undefined) throw new Error(`Unresolved $ref ${ref}`);
    node = next;
  }
  return node;
}

/** Follows `$ref` until it reaches a node without one. */
export function deref(doc: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; hops < 32; hops += 1) {
    if (!isObject(current) || typeof current.$ref !== 'string') return current;
    current = resolvePointer(doc, current.$ref);
  }
  throw new Error('$ref chain longer than 32 hops');
}

/** The JSON schema of the application/json content of a request body or response. */
export function jsonContentSchema(doc: JsonObject, holder: Json | undefined): Json | undefined {
  const resolved = deref(doc, holder);
  if (!isObject(resolved) || !isObject(resolved.content)) return undefined;
  const media = resolved.content['application/json'];
  return isObject(media) ? media.schema : undefined;
}

export interface SchemaVisit {
  schema: JsonObject;
  /** Where the schema sits, for messages (the last $ref followed, plus the path inside it). */
  at: string;
  /** The property name when the schema is the value of a property. */
  property?: string;
}

const COMPOSITIONS = ['allOf', 'oneOf', 'anyOf'];

/**
 * Visits a schema and every schema inside it (compositions, properties, items, maps),
 * following $refs. A property's name travels with it through $refs and compositions.
 */
export function walkSchema(
  doc: JsonObject,
  node: Json | undefined,
  at: string,
  visit: (visit: SchemaVisit) => void,
  property?: string,
  seen: ReadonlySet<string> = new Set(),
): void {
  if (!isObject(node)) return;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (seen.has(ref)) return;
    const target = resolvePointer(doc, ref);
    walkSchema(doc, target, ref, visit, property, new Set([...seen, ref]));
    return;
  }
  visit(property === undefined ? { schema: node, at } : { schema: node, at, property });
  for (const key of COMPOSITIONS) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    list.forEach((member, index) => {
      walkSchema(doc, member, `${at}/${key}/${index}`, visit, property, seen);
    });
  }
  if (isObject(node.properties)) {
    for (const [name, member] of Object.entries(node.properties)) {
      walkSchema(doc, member, `${at}/properties/${name}`, visit, name, seen);
    }
  }
  walkSchema(doc, node.items, `${at}/items`, visit, undefined, seen);
  walkSchema(doc, node.additionalProperties, `${at}/additionalProperties`, visit, undefined, seen);
}

/** The JSON types a schema allows (`type: x` or `type: [x, 'null']`). */
export function typesOf(schema: JsonObject): string[] {
  const { type } = schema;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}

export function parameterRefs(operation: JsonObject): string[] {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  return parameters.flatMap((p) => (isObject(p) && typeof p.$ref === 'string' ? [p.$ref] : []));
}
