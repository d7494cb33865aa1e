import type { components } from '../../api/schema.gen';
import { DomainError, type FieldProblem } from '../errors/domain-error';
import { type ConfigKeySpec, configKey } from './config-key';

type FormsValue = components['schemas']['FormsConfigValue'];

/** Every rule's pattern must compile as the browser will compile it. */
export function checkFormRules(value: FormsValue): void {
  const problems: FieldProblem[] = [];
  for (const [formId, form] of Object.entries(value.forms)) {
    for (const [fieldName, rule] of Object.entries(form.fields)) {
      if (rule.pattern === undefined) continue;
      try {
        new RegExp(rule.pattern);
      } catch (error) {
        problems.push({
          field: `body.value.forms.${formId}.fields.${fieldName}.pattern`,
          code: 'form_rule_pattern_invalid',
          message: error instanceof Error ? error.message : 'Not a regular expression.',
        });
      }
    }
  }
  if (problems.length > 0) {
    throw new DomainError(
      'form_rule_pattern_invalid',
      'A form rule pattern is not a valid regular expression.',
      problems.slice(0, 100),
    );
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
