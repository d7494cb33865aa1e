import fc from 'fast-check';

/**
 * Fast-check arbitraries built from the JSON Schemas of openapi.yaml, for property-based tests
 * of the API. `valueFor` aims at values the schema accepts (it follows type, enum, const,
 * lengths, patterns, bounds, required and optional properties, array sizes, oneOf / anyOf /
 * allOf and `$ref`s into the components); it does not promise them (uniqueItems across nested
 * objects, formats inside patterns), so a test that needs a valid value filters with the
 * server's own validator. `junk` is arbitrary JSON, and `fuzzValueFor` mixes both with valid
 * values that carry one broken field, which reaches the deeper branches of a validator.
 */

type JsonObject = Record<string, unknown>;

/** Sizes are capped so that a run stays fast: nobody needs a 500-item array to find a bug. */
const MAX_ARRAY_ITEMS = 3;
const MAX_STRING_EXTRA = 24;
const MAX_DICTIONARY_KEYS = 3;
/** Beyond this nesting, objects keep only their required properties and arrays their minimum. */
const MAX_DEPTH = 6;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface SchemaContext {
  /** The document that `$ref`s point into (openapi.yaml as parsed). */
  readonly root: JsonObject;
  /**
   * Values that mean something to the server, by property name (`roles` that exist, the ids of
   * real branches): drawn half the time instead of the schema's, so that calls get past
   * "not found" into the code behind it.
   */
  readonly hints?: Readonly<Record<string, fc.Arbitrary<unknown>>>;
}

/**
 * Resolves `#/components/...` and `contract#/components/...` (the server's retargeted form)
 * against the root document.
 */
export function resolveRef(ctx: SchemaContext, ref: string): unknown {
  const hash = ref.indexOf('#');
  if (hash < 0) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: unknown = ctx.root;
  for (const raw of ref.slice(hash + 2).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = isObject(node) ? node[key] : undefined;
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

/** The schema with its top-level `$ref` and `allOf` folded in, so its keywords can be read. */
export function flatten(ctx: SchemaContext, schema: unknown, seen = 0): JsonObject {
  if (seen > 20) throw new Error('$ref cycle while flattening a schema');
  if (!isObject(schema)) return {};
  let out: JsonObject = { ...schema };
  if (typeof out.$ref === 'string') {
    const { $ref, ...rest } = out;
    out = { ...flatten(ctx, resolveRef(ctx, $ref as string), seen + 1), ...rest };
  }
  if (Array.isArray(out.allOf)) {
    const { allOf, ...rest } = out;
    out = (allOf as unknown[])
      .map((part) => flatten(ctx, part, seen + 1))
      .reduce(mergeSchemas, rest as JsonObject);
  }
  return out;
}

/** allOf as one schema: properties and required lists are joined, other keywords overridden. */
function mergeSchemas(a: JsonObject, b: JsonObject): JsonObject {
  const merged: JsonObject = { ...a, ...b };
  if (isObject(a.properties) || isObject(b.properties)) {
    merged.properties = { ...(a.properties as JsonObject), ...(b.properties as JsonObject) };
  }
  if (Array.isArray(a.required) || Array.isArray(b.required)) {
    merged.required = [
      ...new Set([...((a.required as string[]) ?? []), ...((b.required as string[]) ?? [])]),
    ];
  }
  if (a.type === undefined || b.type === undefined) merged.type = a.type ?? b.type;
  return merged;
}

/** A value that the schema should accept. */
export function valueFor(ctx: SchemaContext, schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true || schema === undefined) return junk();
  if (schema === false || !isObject(schema)) return fc.constant(null);
  const s = flatten(ctx, schema);
  if ('const' in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const branches = (Array.isArray(s.oneOf) ? s.oneOf : null) ?? s.anyOf;
  if (Array.isArray(branches) && branches.length > 0) {
    const { oneOf: _o, anyOf: _a, ...outer } = s;
    return fc.oneof(
      ...branches.map((branch) => valueFor(ctx, mergeSchemas(outer, flatten(ctx, branch)), depth)),
    );
  }
  if (Array.isArray(s.type)) {
    const types = s.type as string[];
    return fc.oneof(...types.map((type) => valueFor(ctx, { ...s, type }, depth)));
  }
  switch (s.type ?? inferType(s)) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerFor(s);
    case 'number':
      return numberFor(s);
    case 'string':
      return stringFor(s);
    case 'array':
      return arrayFor(ctx, s, depth);
    case 'object':
      return objectFor(ctx, s, depth);
    default:
      return junk();
  }
}

function inferType(s: JsonObject): string | undefined {
  if (isObject(s.properties) || s.additionalProperties !== undefined) return 'object';
  if (s.items !== undefined) return 'array';
  return undefined;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function integerFor(s: JsonObject): fc.Arbitrary<number> {
  const exclusiveMin = num(s.exclusiveMinimum);
  const exclusiveMax = num(s.exclusiveMaximum);
  const min = Math.max(
    num(s.minimum) ?? Number.MIN_SAFE_INTEGER,
    exclusiveMin === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(exclusiveMin) + 1,
  );
  const max = Math.min(
    num(s.maximum) ?? Number.MAX_SAFE_INTEGER,
    exclusiveMax === undefined ? Number.MAX_SAFE_INTEGER : Math.ceil(exclusiveMax) - 1,
  );
  const step = num(s.multipleOf);
  if (step !== undefined && step >= 1) {
    const lo = Math.ceil(Math.ceil(min) / step);
    const hi = Math.floor(Math.floor(max) / step);
    return fc.integer({ min: lo, max: hi }).map((n) => n * step);
  }
  // The edges are where bugs live: bias towards them as well as the middle.
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
    fc.constantFrom(Math.ceil(min), Math.floor(max)),
  );
}

function numberFor(s: JsonObject): fc.Arbitrary<number> {
  return fc.double({
    min: num(s.minimum) ?? num(s.exclusiveMinimum) ?? -1e12,
    max: num(s.maximum) ?? num(s.exclusiveMaximum) ?? 1e12,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dates = fc
  .integer({ min: Date.UTC(1990, 0, 1) / DAY_MS, max: Date.UTC(2060, 0, 1) / DAY_MS })
  .map((day) => new Date(day * DAY_MS));

/** Characters that databases, JSON and SQL treat specially (U+0000 cannot be stored in PostgreSQL). */
const AWKWARD_CHARACTERS = fc.constantFrom(
  'a',
  ' ',
  '\u0000',
  '\u001f',
  '\u00e9',
  '\u200b',
  '\ud83d\ude00',
  '%',
  '_',
  "'",
  '"',
  '\\',
);

/** Code points, not UTF-16 units: Ajv counts lengths the same way. */
function codePoints(text: string): number {
  return [...text].length;
}

function stringFor(s: JsonObject): fc.Arbitrary<string> {
  const minLength = num(s.minLength) ?? 0;
  const maxLength = Math.min(num(s.maxLength) ?? minLength + MAX_STRING_EXTRA, 1_000);
  const fits = (text: string) => codePoints(text) >= minLength && codePoints(text) <= maxLength;
  if (typeof s.pattern === 'string') {
    return fc.stringMatching(new RegExp(s.pattern), { maxLength }).filter(fits);
  }
  switch (s.format) {
    case 'date':
      return dates.map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .tuple(dates, fc.integer({ min: 0, max: DAY_MS - 1 }))
        .map(([d, ms]) => new Date(d.getTime() + ms).toISOString());
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    default: {
      const extra = Math.min(maxLength, minLength + MAX_STRING_EXTRA);
      return fc.oneof(
        fc.string({ minLength, maxLength: extra }),
        fc.string({ minLength, maxLength: extra, unit: 'binary' }),
        fc.string({ minLength, maxLength: extra, unit: AWKWARD_CHARACTERS }),
      );
    }
  }
}

function arrayFor(ctx: SchemaContext, s: JsonObject, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = num(s.minItems) ?? 0;
  const cap = depth >= MAX_DEPTH ? minLength : minLength + MAX_ARRAY_ITEMS;
  const maxLength = Math.max(minLength, Math.min(num(s.maxItems) ?? cap, cap));
  const items = valueFor(ctx, s.items ?? {}, depth + 1);
  if (s.uniqueItems === true) {
    return fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) });
  }
  return fc.array(items, { minLength, maxLength });
}

function objectFor(
  ctx: SchemaContext,
  s: JsonObject,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> {
  const properties = isObject(s.properties) ? s.properties : {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const keys = Object.keys(properties).filter((key) => depth < MAX_DEPTH || required.has(key));
  const propertyValue = (key: string) => {
    const value = valueFor(ctx, properties[key], depth + 1);
    const hint = ctx.hints?.[key];
    return hint ? fc.oneof(value, hint) : value;
  };
  const record = fc.record(Object.fromEntries(keys.map((key) => [key, propertyValue(key)])), {
    requiredKeys: keys.filter((key) => required.has(key)),
  }) as fc.Arbitrary<Record<string, unknown>>;
  const extra = s.additionalProperties;
  if (!isObject(extra) || depth >= MAX_DEPTH) return record;
  // A dictionary (`additionalProperties: {schema}`): a few keys that obey propertyNames.
  const names = isObject(s.propertyNames)
    ? (valueFor(ctx, { type: 'string', ...s.propertyNames }, depth + 1) as fc.Arbitrary<string>)
    : fc.string({ minLength: 1, maxLength: 12 });
  const room = Math.max(0, (num(s.maxProperties) ?? MAX_DICTIONARY_KEYS) - keys.length);
  const dictionary = fc.dictionary(
    names.filter((name) => !(name in properties)),
    valueFor(ctx, extra, depth + 1),
    {
      minKeys: Math.min(room, num(s.minProperties) ?? 0),
      maxKeys: Math.min(room, MAX_DICTIONARY_KEYS),
      noNullPrototype: true,
    },
  );
  return fc.tuple(record, dictionary).map(([fixed, more]) => ({ ...more, ...fixed }));
}

/** Values a careless or hostile client sends: any JSON, and a few classics. */
export function junk(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\u0000',
        'null',
        '../../etc/passwd',
        "' OR 1=1 --",
        '<script>alert(1)</script>',
        '9'.repeat(400),
        '\uD800',
        -1,
        0,
        2 ** 53,
        -(2 ** 63),
        1e308,
        0.1,
        true,
        [],
        {},
        JSON.parse('{"__proto__": {"polluted": true}}'),
        { constructor: { prototype: { polluted: true } } },
      ),
    },
  );
}

/** A valid value with one of its fields (at the top level) replaced by junk. */
function withOneBrokenField(ctx: SchemaContext, schema: unknown): fc.Arbitrary<unknown> {
  return fc.tuple(valueFor(ctx, schema), junk(), fc.nat()).map(([value, broken, pick]) => {
    if (!isObject(value)) return broken;
    const keys = Object.keys(value);
    if (keys.length === 0) return { ...value, unexpected: broken };
    return { ...value, [keys[pick % keys.length] as string]: broken };
  });
}

/** What the fuzz tests send: mostly valid values, then broken ones, then plain junk. */
export function fuzzValueFor(ctx: SchemaContext, schema: unknown): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: valueFor(ctx, schema) },
    { weight: 2, arbitrary: withOneBrokenField(ctx, schema) },
    { weight: 1, arbitrary: junk() },
  );
}
