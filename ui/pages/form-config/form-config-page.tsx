import { useState } from 'react';
import type { Api } from '../../../api/client';
import { type ConfigEntry, getConfig, saveConfig } from '../../../api/config.api';
import {
  catalogueForm,
  FORM_CATALOGUE,
  type FormId,
  formOf,
} from '../../../policies/form-catalogue';
import { contradictions, type FormRulesByForm } from '../../../policies/form-rules';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { LoadFailure } from '../../components/load-failure';
import { Notice } from '../../components/notice';
import { Card, Page } from '../../components/page';
import { Select } from '../../components/select';
import * as tableStyles from '../../components/table.css';
import * as styles from './form-config.css';
import { FormPreview } from './form-preview';
import { draftOf, EMPTY_RULE, type FormDraft, rulesOf } from './rule-draft';
import { RuleRow } from './rule-row';

const FORM_OPTIONS = FORM_CATALOGUE.map((form) => ({ value: form.id, label: form.title }));
const loadRules = (api: Api) => getConfig(api, 'forms');
const savedRulesOf = (entry: ConfigEntry | null) =>
  (entry && 'forms' in entry.value ? entry.value.forms : {}) as FormRulesByForm;

/** Problems by field: the draft's typing, the contradictions, and the server's refusal. */
function problemsByField(
  formId: FormId,
  typing: Record<string, string>,
  serverErrors: Record<string, string>,
  found: ReturnType<typeof contradictions>,
) {
  const byField: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    const field = formOf(formId).fields.find((f) => key === f.name || key.startsWith(`${f.name}.`));
    const name = field?.name ?? key;
    byField[name] = [...(byField[name] ?? []), message];
  };
  for (const [key, message] of Object.entries(typing)) add(key, message);
  for (const problem of found) add(problem.field, problem.message);
  const prefix = `body.value.forms.${formId}.fields.`;
  for (const [key, message] of Object.entries(serverErrors)) {
    if (key.startsWith(prefix)) add(key.slice(prefix.length), message);
  }
  for (const name of Object.keys(byField)) byField[name] = [...new Set(byField[name])];
  return byField;
}

function Editor({ entry }: { entry: ConfigEntry }) {
  const api = useApi();
  const [saved, setSaved] = useState(() => savedRulesOf(entry));
  const [formId, setFormId] = useState<FormId>('customer.create');
  const form = formOf(formId);
  const [draft, setDraft] = useState<FormDraft>(() => draftOf(form.fields, saved[formId]));
  const { snapshot: request, send } = useRequest(async (input) => {
    const answer = await saveConfig(api, 'forms', { forms: input as FormRulesByForm });
    setSaved(savedRulesOf(answer));
    return answer;
  });
  const { rules, problems: typing } = rulesOf(form.fields, draft);
  const found = contradictions(formId, rules);
  const serverErrors = request.matches('failed')
    ? (request.context.failure?.fieldErrors ?? {})
    : {};
  const byField = problemsByField(formId, typing, serverErrors, found);
  const blocked = Object.keys(typing).length + found.length;

  function choose(next: string) {
    const chosen = catalogueForm(next);
    if (!chosen) return;
    setFormId(chosen.id);
    setDraft(draftOf(chosen.fields, saved[chosen.id]));
    send({ type: 'request.reset' });
  }
  function save() {
    const { [formId]: _old, ...others } = saved;
    const forms = Object.keys(rules.fields).length > 0 ? { ...others, [formId]: rules } : others;
    send({ type: 'request.submit', input: forms });
  }

  return (
    <div className={styles.stack}>
      <Card>
        <div className={styles.picker}>
          <Select label="Form" value={formId} options={FORM_OPTIONS} onChange={choose} />
        </div>
      </Card>
      <div className={tableStyles.frame}>
        <table className={tableStyles.table} aria-label={`Rules of ${form.title}`}>
          <thead>
            <tr>
              <th scope="col" className={tableStyles.headCell}>
                Field
              </th>
              <th scope="col" className={tableStyles.headCell}>
                Label
              </th>
              <th scope="col" className={tableStyles.headCell}>
                Required
              </th>
              <th scope="col" className={tableStyles.headCell}>
                Hidden
              </th>
              <th scope="col" className={tableStyles.headCell}>
                Read-only
              </th>
              <th scope="col" className={tableStyles.headCell}>
                Limits
              </th>
            </tr>
          </thead>
          <tbody>
            {form.fields.map((field) => (
              <RuleRow
                key={field.name}
                field={field}
                draft={draft[field.name] ?? EMPTY_RULE}
                problems={byField[field.name] ?? []}
                onChange={(next) => setDraft((d) => ({ ...d, [field.name]: next }))}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Card>
        {blocked > 0 && (
          <Notice tone="warning">
            {blocked === 1 ? 'One rule needs' : `${blocked} rules need`} fixing before saving: see
            the fields above.
          </Notice>
        )}
        {request.matches('failed') && (
          <Notice tone="danger">{request.context.failure?.message}</Notice>
        )}
        {request.matches('succeeded') && (
          <Notice tone="success">The rules of {form.title} are saved.</Notice>
        )}
        <div className={styles.actions}>
          <Button
            tone="primary"
            onClick={save}
            disabled={blocked > 0 || request.matches('submitting')}
          >
            {request.matches('submitting') ? 'Saving…' : 'Save rules'}
          </Button>
          <Button onClick={() => setDraft(draftOf(form.fields, undefined))}>Reset form</Button>
        </div>
      </Card>
      <Card title="Preview">
        <FormPreview key={formId} form={form} rules={rules} />
      </Card>
    </div>
  );
}

/**
 * Form Rules: for each of the product's forms, what the bank asks beyond the server (a field
 * required, hidden or read-only, its words, tighter limits), with a live preview drawn by the
 * helpers the forms themselves use; a rule that would loosen the server is shown before saving.
 */
export default function FormConfigPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const { data, snapshot, send } = useApiQuery(loadRules);
  return (
    <Page
      title={route.title}
      description="What each form asks beyond the server's own limits: the forms and the server both apply these rules."
    >
      {data ? (
        <Editor entry={data} />
      ) : snapshot.context.failure ? (
        <LoadFailure
          what="the form rules"
          failure={snapshot.context.failure}
          onRetry={() => send({ type: 'query.reload' })}
        />
      ) : (
        <Card>
          <p aria-busy="true">Loading the form rules…</p>
        </Card>
      )}
    </Page>
  );
}
