/**
 * What a tenant's form rules make of a form, for the console that draws it and the server that
 * takes its body: the same three functions on both sides, so a rule is one rule in one place.
 * A rule may only tighten what the server already asks (decision 075).
 */
import {
  type CatalogueField,
  type CatalogueForm,
  catalogueField,
  catalogueForm,
} from './form-catalogue';
import { formatKobo } from './money';

/** The contract's FormFieldRule; money limits are in kobo. */
export interface FieldRule {
  readonly required?: boolean;
  readonly hidden?: boolean;
  readonly readOnly?: boolean;
  readonly label?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}
export interface FormRuleSet {
  readonly fields: Readonly<Record<string, FieldRule>>;
}
export type FormRulesByForm = Readonly<Record<string, FormRuleSet>>;

export interface EffectiveField {
  readonly name: string;
  readonly label: string;
  readonly kind: CatalogueField['kind'];
  readonly required: boolean;
  readonly hidden: boolean;
  readonly readOnly: boolean;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
}

/** A field the body breaks a rule with: `field` is the request's own path (`body.<name>`). */
export interface FieldProblem {
  readonly field: string;
  readonly code: string;
  readonly message: string;
}

/** A rule that loosens or contradicts the server, by field and by the rule's property. */
export interface RuleProblem {
  readonly field: string;
  readonly prop: keyof FieldRule | null;
  readonly code:
    | 'form_rule_contradicts_server'
    | 'form_rule_unknown_field'
    | 'form_rule_pattern_invalid';
  readonly message: string;
}

export function ruleOf(rules: FormRulesByForm | undefined, formId: string, name: string) {
  return rules?.[formId]?.fields[name] ?? {};
}

/** How one field behaves once the rules apply: the tighter of the server's and the rule's. */
export function effectiveField(
  form: CatalogueForm,
  field: CatalogueField,
  rules: FormRulesByForm | undefined,
): EffectiveField {
  const rule = ruleOf(rules, form.id, field.name);
  const { server } = field;
  return {
    name: field.name,
    label: rule.label?.trim() || field.label,
    kind: field.kind,
    required: server.required || rule.required === true,
    hidden: rule.hidden === true,
    readOnly: rule.readOnly === true,
    minLength: rule.minLength ?? server.minLength,
    maxLength: rule.maxLength ?? server.maxLength,
    pattern: rule.pattern ?? server.pattern,
    minimum: rule.minimum ?? server.minimum,
    maximum: rule.maximum ?? server.maximum,
  };
}

/** The field's value in a body, following dots into nested objects. */
export function valueAt(body: unknown, name: string): unknown {
  let value: unknown = body;
  for (const part of name.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const amountWords = (field: EffectiveField, value: number) =>
  field.kind === 'money' ? formatKobo(value) : String(value);

/** What is wrong with one field's value under its rule, or null. */
export function fieldProblem(
  field: EffectiveField,
  rule: FieldRule,
  value: unknown,
): string | null {
  if ((rule.hidden || rule.readOnly) && !isEmpty(value)) return `${field.label} may not be set.`;
  if (isEmpty(value)) return rule.required ? `${field.label} is required.` : null;
  if (typeof value === 'string') {
    if (rule.maxLength !== undefined && value.length > rule.maxLength)
      return `${field.label} may have at most ${rule.maxLength} characters.`;
    if (rule.minLength !== undefined && value.length < rule.minLength)
      return `${field.label} needs at least ${rule.minLength} characters.`;
    if (rule.pattern !== undefined && !compiles(rule.pattern)?.test(value))
      return `${field.label} is not in the form this bank asks for.`;
  }
  if (typeof value === 'number') {
    if (rule.minimum !== undefined && value < rule.minimum)
      return `${field.label} must be at least ${amountWords(field, rule.minimum)}.`;
    if (rule.maximum !== undefined && value > rule.maximum)
      return `${field.label} must be at most ${amountWords(field, rule.maximum)}.`;
  }
  return null;
}

/** Every field of the body that breaks the form's rules (the server's own limits are not re-checked). */
export function checkAgainstRules(
  formId: string,
  body: unknown,
  rules: FormRulesByForm | undefined,
): FieldProblem[] {
  const form = catalogueForm(formId);
  const ruled = rules?.[formId]?.fields;
  if (!form || !ruled) return [];
  const problems: FieldProblem[] = [];
  for (const field of form.fields) {
    const rule = ruled[field.name];
    if (!rule) continue;
    const message = fieldProblem(
      effectiveField(form, field, rules),
      rule,
      valueAt(body, field.name),
    );
    if (message)
      problems.push({ field: `body.${field.name}`, code: 'form_rule_violated', message });
  }
  return problems;
}

export function compiles(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

type Check = (field: CatalogueField, rule: FieldRule) => [keyof FieldRule, string] | null;

const isText = (field: CatalogueField) => field.kind === 'text' || field.kind === 'select';
const isNumber = (field: CatalogueField) => field.kind === 'number' || field.kind === 'money';
const words = (field: CatalogueField, value: number) =>
  field.kind === 'money' ? formatKobo(value) : String(value);

const CHECKS: readonly Check[] = [
  (f, r) =>
    r.required === false && f.server.required
      ? ['required', 'The server always requires it.']
      : null,
  (f, r) =>
    r.hidden && f.server.required
      ? ['hidden', 'A field the server requires cannot be hidden.']
      : null,
  (f, r) =>
    r.readOnly && f.server.required
      ? ['readOnly', 'A field the server requires cannot be read-only.']
      : null,
  (_f, r) =>
    r.required && (r.hidden || r.readOnly)
      ? [r.hidden ? 'hidden' : 'readOnly', 'A field the bank requires must be shown and editable.']
      : null,
  (f, r) =>
    (r.minLength !== undefined || r.maxLength !== undefined || r.pattern !== undefined) &&
    !isText(f)
      ? [
          r.pattern !== undefined
            ? 'pattern'
            : r.minLength !== undefined
              ? 'minLength'
              : 'maxLength',
          'Lengths and patterns apply to text fields only.',
        ]
      : null,
  (f, r) =>
    (r.minimum !== undefined || r.maximum !== undefined) && !isNumber(f)
      ? [
          r.minimum !== undefined ? 'minimum' : 'maximum',
          'A minimum or maximum applies to numbers and amounts only.',
        ]
      : null,
  (f, r) =>
    r.maxLength !== undefined &&
    f.server.maxLength !== undefined &&
    r.maxLength > f.server.maxLength
      ? ['maxLength', `The server allows at most ${f.server.maxLength} characters.`]
      : null,
  (f, r) =>
    r.minLength !== undefined &&
    f.server.minLength !== undefined &&
    r.minLength < f.server.minLength
      ? ['minLength', `The server needs at least ${f.server.minLength} characters.`]
      : null,
  (f, r) =>
    r.minLength !== undefined && r.minLength > (r.maxLength ?? f.server.maxLength ?? Infinity)
      ? ['minLength', 'The minimum length is above the maximum length.']
      : null,
  (f, r) =>
    r.minimum !== undefined && f.server.minimum !== undefined && r.minimum < f.server.minimum
      ? ['minimum', `The server's minimum is ${words(f, f.server.minimum)}.`]
      : null,
  (f, r) =>
    r.maximum !== undefined && f.server.maximum !== undefined && r.maximum > f.server.maximum
      ? ['maximum', `The server's maximum is ${words(f, f.server.maximum)}.`]
      : null,
  (f, r) =>
    r.minimum !== undefined && r.minimum > (r.maximum ?? f.server.maximum ?? Infinity)
      ? ['minimum', 'The minimum is above the maximum.']
      : null,
];

/** Every rule of a form that loosens or contradicts the server, or names a field it lacks. */
export function contradictions(formId: string, rules: FormRuleSet): RuleProblem[] {
  const problems: RuleProblem[] = [];
  for (const [name, rule] of Object.entries(rules.fields)) {
    const field = catalogueField(formId, name);
    if (!field) {
      problems.push({
        field: name,
        prop: null,
        code: 'form_rule_unknown_field',
        message: 'This form has no such field.',
      });
      continue;
    }
    if (rule.pattern !== undefined && !compiles(rule.pattern)) {
      problems.push({
        field: name,
        prop: 'pattern',
        code: 'form_rule_pattern_invalid',
        message: 'The pattern is not a valid regular expression.',
      });
    }
    for (const check of CHECKS) {
      const found = check(field, rule);
      if (found) {
        problems.push({
          field: name,
          prop: found[0],
          code: 'form_rule_contradicts_server',
          message: found[1],
        });
      }
    }
  }
  return problems;
}
