import { useCallback } from 'react';
import type { Api } from '../../../api/client';
import { getConfig } from '../../../api/config.api';
import { catalogueForm, type FormId } from '../../../policies/form-catalogue';
import {
  checkAgainstRules,
  type EffectiveField,
  effectiveField,
  type FormRulesByForm,
} from '../../../policies/form-rules';
import { useApiQuery } from '../../app/use-api-query';
import { type RuledInput, ruledInput } from './ruled-input';

const loadRules = async (api: Api): Promise<FormRulesByForm> => {
  const entry = await getConfig(api, 'forms');
  return ('forms' in entry.value ? entry.value.forms : {}) as FormRulesByForm;
};

export interface FormRules {
  /** The field as the rules make it, or null when the form is not ruled or lacks the field. */
  readonly field: (name: string) => EffectiveField | null;
  /** The field's control props: the rule's label or the form's own, its mark, limits. */
  readonly input: (name: string, fallbackLabel: string) => RuledInput;
  /** The same refusals the server answers, keyed by the request's field (`body.email`). */
  readonly check: (body: unknown) => Record<string, string>;
}

/**
 * The tenant's rules for one form, read once when the page opens (every field of the page reads
 * the same answer). `null` means no form: everything reads as the server's own limits.
 */
export function useFormRules(formId: FormId | null): FormRules {
  const { data } = useApiQuery(loadRules);
  const rules = data ?? {};
  const field = useCallback(
    (name: string) => {
      const form = formId ? catalogueForm(formId) : undefined;
      const found = form?.fields.find((f) => f.name === name);
      return form && found ? effectiveField(form, found, rules) : null;
    },
    [formId, rules],
  );
  return {
    field,
    input: (name, ownLabel) => {
      const ruleLabel = formId ? rules[formId]?.fields[name]?.label?.trim() : undefined;
      return ruledInput(field(name), ruleLabel || ownLabel);
    },
    check: (body) =>
      formId
        ? Object.fromEntries(
            checkAgainstRules(formId, body, rules).map((p) => [p.field, p.message] as const),
          )
        : {},
  };
}
