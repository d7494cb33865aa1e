import type { CatalogueField } from '../../../policies/form-catalogue';
import type { FieldRule, FormRuleSet } from '../../../policies/form-rules';
import { formatKobo, koboToDecimalText, parseNairaToKobo } from '../../../policies/money';

/** One field's rule as the editor holds it: flags, and numbers as typed text (naira for money). */
export interface RuleDraft {
  label: string;
  required: boolean;
  hidden: boolean;
  readOnly: boolean;
  minLength: string;
  maxLength: string;
  pattern: string;
  minimum: string;
  maximum: string;
}
export type FormDraft = Record<string, RuleDraft>;

export const EMPTY_RULE: RuleDraft = {
  label: '',
  required: false,
  hidden: false,
  readOnly: false,
  minLength: '',
  maxLength: '',
  pattern: '',
  minimum: '',
  maximum: '',
};

const numberText = (field: CatalogueField, value: number | undefined) =>
  value === undefined ? '' : field.kind === 'money' ? koboToDecimalText(value) : String(value);

export function draftOf(fields: readonly CatalogueField[], rules: FormRuleSet | undefined) {
  const draft: FormDraft = {};
  for (const field of fields) {
    const rule = rules?.fields[field.name] ?? {};
    draft[field.name] = {
      label: rule.label ?? '',
      required: rule.required === true,
      hidden: rule.hidden === true,
      readOnly: rule.readOnly === true,
      minLength: rule.minLength === undefined ? '' : String(rule.minLength),
      maxLength: rule.maxLength === undefined ? '' : String(rule.maxLength),
      pattern: rule.pattern ?? '',
      minimum: numberText(field, rule.minimum),
      maximum: numberText(field, rule.maximum),
    };
  }
  return draft;
}

/** A problem with what was typed, keyed `<field>.<prop>` as the contradictions are. */
export type TypingProblems = Record<string, string>;

function readNumber(field: CatalogueField, text: string): number | string {
  const typed = text.trim();
  if (field.kind === 'money') {
    try {
      return parseNairaToKobo(typed);
    } catch {
      return 'Enter an amount in naira, such as 5,000.00.';
    }
  }
  return /^\d+$/.test(typed) ? Number(typed) : 'Enter a whole number.';
}

/** The rules the draft says, without the empty ones, and what could not be read. */
export function rulesOf(fields: readonly CatalogueField[], draft: FormDraft) {
  const out: Record<string, FieldRule> = {};
  const problems: TypingProblems = {};
  for (const field of fields) {
    const d = draft[field.name] ?? EMPTY_RULE;
    const rule: Record<string, unknown> = {};
    if (d.label.trim()) rule.label = d.label.trim();
    if (d.required && !field.server.required) rule.required = true;
    if (d.hidden) rule.hidden = true;
    if (d.readOnly) rule.readOnly = true;
    if (d.pattern) rule.pattern = d.pattern;
    for (const prop of ['minLength', 'maxLength', 'minimum', 'maximum'] as const) {
      if (!d[prop].trim()) continue;
      const value = prop.endsWith('Length')
        ? /^\d+$/.test(d[prop].trim())
          ? Number(d[prop].trim())
          : 'Enter a whole number.'
        : readNumber(field, d[prop]);
      if (typeof value === 'string') problems[`${field.name}.${prop}`] = value;
      else rule[prop] = value;
    }
    if (Object.keys(rule).length > 0) out[field.name] = rule as FieldRule;
  }
  return { rules: { fields: out } as FormRuleSet, problems };
}

/** The server's own limits of a field, in words (an amount's in naira). */
export function serverLimitWords(field: CatalogueField): string {
  const { server } = field;
  const amount = (value: number) => (field.kind === 'money' ? formatKobo(value) : String(value));
  const words = [server.required ? 'Required' : 'Optional'];
  if (server.minLength !== undefined && server.minLength > 1)
    words.push(`at least ${server.minLength} characters`);
  if (server.maxLength !== undefined) words.push(`at most ${server.maxLength} characters`);
  if (server.pattern !== undefined) words.push('a set format');
  if (server.minimum !== undefined) words.push(`from ${amount(server.minimum)}`);
  if (server.maximum !== undefined) words.push(`up to ${amount(server.maximum)}`);
  return words.join(', ');
}
