/**
 * Read-only helpers over the parsed OpenAPI document. The renderer takes `unknown` (whatever
 * the YAML parser produced), so every access goes through these guards instead of typings
 * that would merely assume the contract's shape.
 */

export type JsonObject = Record<string, unknown>;

/** The parsed document, passed to every renderer so local `$ref`s can be followed. */
export interface DocsContext {
  readonly root: JsonObject;
}

export interface OperationEntry {
  method: string;
  path: string;
  pathItem: JsonObject;
  operation: JsonObject;
}

export interface TagGroup {
  name: string;
  description: string | undefined;
  operations: OperationEntry[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

const SCHEMA_REF_PREFIX = '#/components/schemas/';
/** Operations without a tag still need a home in the page. */
const UNTAGGED = 'Other';
/** A `$ref` chain longer than this is a cycle; stop rather than loop. */
const MAX_REF_HOPS = 32;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown): JsonObject {
  return isObject(value) ? value : {};
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Strings of a value that may be one string or a list of them (x-permission, x-feature). */
export function asStringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return asArray(value).filter((item): item is string => typeof item === 'string');
}

/** Resolves a local JSON pointer (`#/components/...`); remote refs are not followed. */
export function resolveRef(ctx: DocsContext, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = ctx.root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodePointerSegment(raw);
    if (!isObject(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

/** Follows `$ref` until a node without one; an unresolved ref is returned as it stands. */
export function deref(ctx: DocsContext, node: unknown): JsonObject {
  let current = node;
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    if (!isObject(current)) return {};
    const ref = asString(current.$ref);
    if (ref === undefined) return current;
    const target = resolveRef(ctx, ref);
    if (target === undefined) return current;
    current = target;
  }
  return {};
}

/** `Error` for `#/components/schemas/Error`; undefined for any other kind of ref. */
export function schemaRefName(ref: string): string | undefined {
  if (!ref.startsWith(SCHEMA_REF_PREFIX)) return undefined;
  return decodePointerSegment(ref.slice(SCHEMA_REF_PREFIX.length));
}

/** A `$ref` is a URI fragment (percent-encoded) holding a JSON pointer (`~1`, `~0` escapes). */
function decodePointerSegment(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A stray `%` is not an encoding; keep the segment as written.
  }
  return text.replaceAll('~1', '/').replaceAll('~0', '~');
}

export function listOperations(root: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, pathItem] of Object.entries(asObject(root.paths))) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (isObject(operation)) entries.push({ method, path, pathItem, operation });
    }
  }
  return entries;
}

/**
 * Groups operations by their first tag, in the order the document declares its tags, so each
 * operation is shown once and its anchor is unique.
 */
export function groupByTag(root: JsonObject, operations: OperationEntry[]): TagGroup[] {
  const groups = new Map<string, TagGroup>();
  for (const tag of asArray(root.tags)) {
    const name = asString(asObject(tag).name);
    if (name === undefined || groups.has(name)) continue;
    groups.set(name, { name, description: asString(asObject(tag).description), operations: [] });
  }
  for (const entry of operations) {
    const name = asString(asArray(entry.operation.tags)[0]) ?? UNTAGGED;
    let group = groups.get(name);
    if (group === undefined) {
      group = { name, description: undefined, operations: [] };
      groups.set(name, group);
    }
    group.operations.push(entry);
  }
  return [...groups.values()].filter((group) => group.operations.length > 0);
}
