import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldProblem } from '../errors/domain-error';

/** The most field problems one answer lists; the contract caps `errors` at 100. */
const MAX_FIELD_PROBLEMS = 100;

function newAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // Every problem at once, so a form can mark all its bad fields in one round trip.
    allErrors: true,
    // Each error carries the schema it failed, whose title and x-pattern-message name the field
    // and its rule in words for people (fieldMessage below).
    verbose: true,
    allowUnionTypes: true,
    // Bodies are JSON and must already have the right types; only the text of a URL or a header
    // is coerced ("20" to 20, one value to a one-item array).
    coerceTypes: coerce ? 'array' : false,
    useDefaults: coerce,
    removeAdditional: false,
    // The contract carries OpenAPI words (discriminator, example, x-*) that are not JSON Schema.
    strict: false,
  });
  addFormats.default(ajv);
  // OpenAPI formats that only describe: int64 values are bounded by minimum/maximum instead.
  for (const name of ['int32', 'int64', 'password']) ajv.addFormat(name, true);
  return ajv;
}

export interface Validators {
  compile(schema: unknown, httpPart: string | undefined): ValidateFunction;
}

/** Two Ajv instances that both know the shared contract schema. */
export function createValidators(sharedSchema: object): Validators {
  const body = newAjv(false);
  const coerced = newAjv(true);
  body.addSchema(sharedSchema);
  coerced.addSchema(sharedSchema);
  return {
    compile: (schema, httpPart) => (httpPart === 'body' ? body : coerced).compile(schema as object),
  };
}

const CODES: Record<string, string> = {
  required: 'required',
  type: 'wrong_type',
  maxLength: 'too_long',
  minLength: 'too_short',
  maximum: 'too_large',
  exclusiveMaximum: 'too_large',
  minimum: 'too_small',
  exclusiveMinimum: 'too_small',
  pattern: 'wrong_format',
  format: 'wrong_format',
  enum: 'not_allowed',
  const: 'not_allowed',
  additionalProperties: 'unknown_field',
  maxItems: 'too_many',
  minItems: 'too_few',
  uniqueItems: 'duplicate_items',
  oneOf: 'no_matching_kind',
  anyOf: 'no_matching_kind',
  multipleOf: 'wrong_step',
};

const PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Turns Ajv's errors into the contract's field errors (`body.lines.0.debitKobo`). */
export function toFieldProblems(errors: readonly ErrorObject[], context: string): FieldProblem[] {
  const part = PARTS[context] ?? context;
  const seen = new Set<string>();
  const problems: FieldProblem[] = [];
  for (const error of errors) {
    const path = pathOf(error);
    const field = [part, ...path].join('.');
    const code = CODES[error.keyword] ?? 'invalid';
    const key = `${field}|${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ field, code, message: fieldMessage(error, part, path) });
    if (problems.length === MAX_FIELD_PROBLEMS) break;
  }
  return problems;
}

function pathOf(error: ErrorObject): string[] {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  return segments;
}

/** The words a schema offers for people: its title, and what its pattern asks for. */
interface SchemaWords {
  readonly title?: unknown;
  readonly 'x-pattern-message'?: unknown;
  readonly properties?: Readonly<Record<string, { readonly title?: unknown } | undefined>>;
}

function wordsOf(schema: unknown): SchemaWords {
  return typeof schema === 'object' && schema !== null ? (schema as SchemaWords) : {};
}

// Abbreviations people write in capitals; 'kobo' is the unit an amount is counted in, which the
// field's name carries (units last) but a person reading about an amount does not need.
const WORDS: Readonly<Record<string, string>> = {
  id: 'ID',
  ids: 'IDs',
  bvn: 'BVN',
  nin: 'NIN',
  tin: 'TIN',
  rc: 'RC',
  gl: 'GL',
  nip: 'NIP',
  kyc: 'KYC',
  url: 'URL',
  smtp: 'SMTP',
  sms: 'SMS',
  otp: 'OTP',
  // The search box of a list: `q` in the address.
  q: 'search text',
};

/** A field's name in words: `fullName` is "Full name", `branchId` "Branch ID", `debitKobo` "Debit". */
export function fieldWords(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
  if (words.length > 1 && words.at(-1) === 'kobo') words.pop();
  const text = words.map((word) => WORDS[word] ?? word).join(' ');
  return text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}` : 'The value';
}

/**
 * The field an error is about, named for people: the schema's `title` where the contract gives
 * one, else its property name in words; an item of a list by its place ("Item 2 of roles").
 */
function fieldLabel(error: ErrorObject, part: string, path: readonly string[]): string {
  const schema = wordsOf(error.parentSchema);
  const last = path.at(-1);
  if (last === undefined) return part === 'body' ? 'The request body' : `The ${part}`;
  if (part === 'header') return `The ${last} header`;
  const titled =
    error.keyword === 'required' || error.keyword === 'additionalProperties'
      ? schema.properties?.[last]?.title
      : schema.title;
  const index = path.findLastIndex((segment) => /^\d+$/.test(segment));
  const named = typeof titled === 'string' && titled !== '' ? titled : null;
  if (index === path.length - 1) {
    return `Item ${Number(last) + 1} of ${fieldWords(path[index - 1] ?? 'list').toLowerCase()}`;
  }
  const label = named ?? fieldWords(last);
  if (index < 0) return label;
  const list = fieldWords(path[index - 1] ?? 'list').toLowerCase();
  return `${label} in item ${Number(path[index]) + 1} of ${list}`;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a group of fields',
  null: 'empty',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: 'must be an email address such as name@example.com',
  date: 'must be a date written as YYYY-MM-DD',
  'date-time': 'must be a date and time',
  uuid: 'must be an ID',
  uri: 'must be a web address',
  ipv4: 'must be an IP address',
};

/** "a, b or c" */
function either(values: readonly unknown[]): string {
  const texts = values.map(String);
  return texts.length <= 1
    ? (texts[0] ?? '')
    : `${texts.slice(0, -1).join(', ')} or ${texts.at(-1)}`;
}

function plural(count: unknown, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** What the rule the value broke asks for, as the end of a sentence that starts with the field. */
function ruleWords(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const limit = params.limit;
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a field this request takes';
    case 'type': {
      const types = Array.isArray(params.type) ? params.type : String(params.type).split(',');
      return `must be ${either(types.map((type) => TYPE_WORDS[String(type)] ?? String(type)))}`;
    }
    case 'minLength':
      return limit === 1
        ? 'is required'
        : `must be at least ${limit} ${plural(limit, 'character', 'characters')} long`;
    case 'maxLength':
      return `must be at most ${limit} ${plural(limit, 'character', 'characters')} long`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}`;
    case 'pattern': {
      const words = wordsOf(error.parentSchema)['x-pattern-message'];
      return typeof words === 'string' && words !== '' ? words : 'is not in the expected format';
    }
    case 'format':
      return FORMAT_WORDS[String(params.format)] ?? 'is not in the expected format';
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      return allowed.length > 0 && allowed.length <= 8
        ? `must be ${either(allowed)}`
        : 'is not one of the values allowed here';
    }
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'minItems':
      return limit === 1 ? 'must have at least one entry' : `must have at least ${limit} entries`;
    case 'maxItems':
      return `may have at most ${limit} ${plural(limit, 'entry', 'entries')}`;
    case 'uniqueItems':
      return 'must not list the same entry twice';
    case 'oneOf':
    case 'anyOf':
      return 'does not match any of the accepted kinds';
    case 'multipleOf':
      return `must be a multiple of ${params.multipleOf}`;
    default:
      return 'is not valid';
  }
}

/** One field problem as a sentence for people: "Username must be at least 3 characters long." */
function fieldMessage(error: ErrorObject, part: string, path: readonly string[]): string {
  const sentence = `${fieldLabel(error, part, path)} ${ruleWords(error)}`.trim();
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/**
 * Field problems for text that holds U+0000. PostgreSQL cannot store that character in text at
 * all (the insert fails, which would surface as a 500), and no form field ever needs it, so both
 * engines refuse it up front in request bodies, query strings and path parameters, keys included.
 */
export function nulCharacterProblems(parts: {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (problems.length === MAX_FIELD_PROBLEMS) return;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        problems.push({
          field: path.join('.'),
          code: 'invalid_character',
          message: 'Text may not contain the NUL character.',
        });
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, [...path, String(index)]);
      });
      return;
    }
    if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        visit(key, [...path, key]);
        visit(item, [...path, key]);
      }
    }
  };
  visit(parts.body, ['body']);
  visit(parts.query, ['query']);
  visit(parts.params, ['path']);
  return problems;
}
