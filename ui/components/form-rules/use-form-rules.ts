import { useCallback, useRef } from 'react';
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

const NO_RULES: FormRulesByForm = {};

export interface FormRules {
  /** The field as the rules make it, or null when the form is not ruled or lacks the field. */
  readonly field: (name: string) => EffectiveField | null;
  /** The field's control props: the rule's label or the form's own, its mark, limits. */
  readonly input: (name: string, ownLabel: string) => RuledInput;
  /**
   * The same refusals the server answers, keyed by the request's field (`body.email`). It keeps
   * one identity and reads the latest rules, so a form chart that took it at its start still
   * checks with the rules that arrived after.
   */
  readonly check: (body: unknown) => Record<string, string>;
}

/**
 * The tenant's rules for one form, read once when the page opens (every field of the page reads
 * the same answer). `null` means no form: everything reads as the server's own limits.
 */
export function useFormRules(formId: FormId | null): FormRules {
  const { data } = useApiQuery(loadRules);
  const rules = data ?? NO_RULES;
  const latest = useRef({ formId, rules });
  latest.current = { formId, rules };
  const check = useCallback((body: unknown) => {
    const { formId: id, rules: now } = latest.current;
    if (!id) return {};
    const found = checkAgainstRules(id, body, now);
    return Object.fromEntries(found.map((p) => [p.field, p.message] as const));
  }, []);
  const field = (name: string) => {
    const form = formId ? catalogueForm(formId) : undefined;
    const found = form?.fields.find((f) => f.name === name);
    return form && found ? effectiveField(form, found, rules) : null;
  };
  return {
    field,
    input: (name, ownLabel) => {
      const ruleLabel = formId ? rules[formId]?.fields[name]?.label?.trim() : undefined;
      return ruledInput(field(name), ruleLabel || ownLabel);
    },
    check,
  };
}

/** The check's messages under the form's own field names (`body.amountKobo` → `amount`). */
export function renamedProblems<K extends string>(
  found: Record<string, string>,
  names: Readonly<Record<string, K>>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const [path, message] of Object.entries(found)) {
    const name = names[path];
    if (name) out[name] = message;
  }
  return out;
}

/**
 * A form's own check with the bank's rules after it: once the form's own problems are gone, the
 * rules' refusals (under the form's field names) hold the body back as the server would.
 */
export function withFormRules<C extends { readonly body: unknown; readonly problems: object }>(
  checked: C,
  check: FormRules['check'],
  names: Readonly<Record<string, string>>,
): C {
  if (!checked.body) return checked;
  const ruled = renamedProblems(check(checked.body), names);
  return Object.keys(ruled).length > 0 ? { ...checked, body: null, problems: ruled } : checked;
}
