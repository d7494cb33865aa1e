import type { components } from '../../api/schema.gen';
import { catalogueForm } from '../../policies/form-catalogue';
import { checkAgainstRules, contradictions, type FormRulesByForm } from '../../policies/form-rules';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import { findConfigEntry } from './config-entry.repository';
import { type ConfigKeySpec, configKey } from './config-key';

type FormsValue = components['schemas']['FormsConfigValue'];
type RuleCode =
  | 'form_rule_pattern_invalid'
  | 'form_rule_contradicts_server'
  | 'form_rule_unknown_field'
  | 'form_rule_unknown_form';

function problemsOf(value: FormsValue): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const [formId, form] of Object.entries(value.forms)) {
    const at = `body.value.forms.${formId}`;
    if (!catalogueForm(formId)) {
      const message = 'The product has no form of this name.';
      problems.push({ field: at, code: 'form_rule_unknown_form', message });
      continue;
    }
    for (const found of contradictions(formId, form)) {
      const prop = found.prop === null ? '' : `.${found.prop}`;
      problems.push({
        field: `${at}.fields.${found.field}${prop}`,
        code: found.code,
        message: found.message,
      });
    }
  }
  return problems;
}

/**
 * A rule may only tighten what the server asks (decision 075): every loosening, contradiction,
 * unknown form or field and uncompilable pattern is named by field. The answer's code is the
 * problems' own when they share one.
 */
export function checkFormRules(value: FormsValue): void {
  const problems = problemsOf(value);
  if (problems.length === 0) return;
  const codes = new Set(problems.map((p) => p.code));
  const [only] = codes;
  const code = (codes.size === 1 ? only : 'form_rule_contradicts_server') as RuleCode;
  const message =
    code === 'form_rule_pattern_invalid'
      ? 'A form rule pattern is not a valid regular expression.'
      : undefined;
  throw new DomainError(code, message, problems.slice(0, 100));
}

/** The tenant's saved form rules (none before any were saved): one read by the key. */
export async function readFormRules(t: TenantTx): Promise<FormRulesByForm> {
  const entry = await findConfigEntry(t, 'forms');
  return ((entry?.value as FormsValue | undefined)?.forms ?? {}) as FormRulesByForm;
}

/** Refuses a create body that breaks the tenant's rules for its form, before anything is stored. */
export async function obeyFormRules(t: TenantTx, formId: string, body: unknown): Promise<void> {
  const problems = checkAgainstRules(formId, body, await readFormRules(t));
  if (problems.length > 0) {
    throw new DomainError('form_rule_violated', undefined, problems);
  }
}

/** The form rules: a tenant that never saved any has none. */
export const FORMS_CONFIG: ConfigKeySpec = configKey<FormsValue>({
  key: 'forms',
  defaultValue: { forms: {} },
  holds: (value): value is FormsValue => 'forms' in value,
  check: (value) => {
    checkFormRules(value);
    return {
      stored: value,
      summary: `saved form rules for ${Object.keys(value.forms).length} form(s)`,
    };
  },
});
