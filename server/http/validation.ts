import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldProblem } from './app-error';

/** The most field problems one answer lists; the contract caps `errors` at 100. */
const MAX_FIELD_PROBLEMS = 100;

function newAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    // Every problem at once, so a form can mark all its bad fields in one round trip.
    allErrors: true,
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
    const field = [part, ...pathOf(error)].join('.');
    const code = CODES[error.keyword] ?? 'invalid';
    const key = `${field}|${code}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ field, code, message: messageOf(error) });
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

function messageOf(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'This field is not allowed here.';
    case 'maxLength':
      return `At most ${params.limit} characters.`;
    case 'minLength':
      return `At least ${params.limit} characters.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}.`;
    default: {
      const text = error.message ?? 'is invalid';
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
  }
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
