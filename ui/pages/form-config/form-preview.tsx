import { type FormEvent, useState } from 'react';
import type { CatalogueForm } from '../../../policies/form-catalogue';
import { checkAgainstRules, effectiveField, type FormRuleSet } from '../../../policies/form-rules';
import { parseNairaToKobo } from '../../../policies/money';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { controlProps, ruledInput } from '../../components/form-rules/ruled-input';
import { SelectField } from '../../components/select-field';
import * as styles from './form-config.css';

/** A body from the preview's typed values: dotted names nest, amounts are read as naira. */
function bodyOf(form: CatalogueForm, values: Record<string, string>) {
  const body: Record<string, unknown> = {};
  for (const field of form.fields) {
    const text = values[field.name]?.trim();
    if (!text) continue;
    let value: unknown = text;
    if (field.kind === 'number') value = Number(text);
    if (field.kind === 'money') {
      try {
        value = parseNairaToKobo(text);
      } catch {
        value = Number.NaN;
      }
    }
    const parts = field.name.split('.');
    let node = body;
    for (const part of parts.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return body;
}

/**
 * The form as the rules make it, drawn by the same helpers the real forms use, with a check
 * that answers what the real form and the server would.
 */
export function FormPreview({ form, rules }: { form: CatalogueForm; rules: FormRuleSet }) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const byForm = { [form.id]: rules };

  function check(event: FormEvent) {
    event.preventDefault();
    const found = checkAgainstRules(form.id, bodyOf(form, values), byForm);
    setProblems(Object.fromEntries(found.map((p) => [p.field.slice('body.'.length), p.message])));
  }

  return (
    <form aria-label={`Preview of ${form.title}`} onSubmit={check} noValidate>
      <div className={styles.preview}>
        {form.fields.map((field) => {
          const effective = effectiveField(form, field, byForm);
          const ruled = ruledInput(effective, effective.label);
          if (ruled.hidden) return null;
          const common = { label: ruled.label, error: problems[field.name] };
          if (field.kind === 'select') {
            return (
              <SelectField
                key={field.name}
                {...common}
                options={[]}
                placeholder="Choose…"
                disabled={ruled.readOnly}
                aria-required={ruled['aria-required']}
              />
            );
          }
          if (field.kind === 'date') {
            return (
              <DateField
                key={field.name}
                {...common}
                value={values[field.name] ?? ''}
                onChange={(iso) => setValues((v) => ({ ...v, [field.name]: iso }))}
                readOnly={ruled.readOnly}
                required={ruled.required}
              />
            );
          }
          return (
            <Field
              key={field.name}
              {...common}
              inputMode={field.kind === 'money' ? 'decimal' : undefined}
              value={values[field.name] ?? ''}
              onChange={(event) => setValues((v) => ({ ...v, [field.name]: event.target.value }))}
              {...controlProps(ruled)}
            />
          );
        })}
      </div>
      <div className={styles.actions}>
        <Button type="submit" size="small">
          Check the preview
        </Button>
      </div>
    </form>
  );
}
