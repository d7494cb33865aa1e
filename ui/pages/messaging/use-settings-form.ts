import { type FormEvent, useState } from 'react';
import { useRequest } from '../../app/use-request';
import { fieldErrorsOf } from './field-errors';

/** Sets one field of a settings form. */
export type Setter<Form> = <K extends keyof Form>(field: K, value: Form[K]) => void;

interface SettingsFormSpec<Saved, Form> {
  readonly saved: Saved;
  readonly formOf: (saved: Saved) => Form;
  /** The problems the page finds before sending, by field. */
  readonly problemsOf: (form: Form) => Record<string, string>;
  readonly save: (form: Form) => Promise<Saved>;
  readonly onSaved: (next: Saved) => void;
}

/**
 * The edit of one channel's saved settings: the form starts from what is saved, is checked
 * before it is sent, and starts again from what the server stored (secrets blank once more).
 * The server's field errors and the page's own are shown together.
 */
export function useSettingsForm<Saved, Form>(spec: SettingsFormSpec<Saved, Form>) {
  const { formOf, problemsOf, save, onSaved } = spec;
  const [form, setForm] = useState(() => formOf(spec.saved));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const { snapshot, send } = useRequest(async (input) => {
    const next = await save(input as Form);
    onSaved(next);
    setForm(formOf(next));
    return next;
  });
  const errors = { ...fieldErrorsOf(snapshot.context.failure), ...problems };
  const set: Setter<Form> = (field, value) =>
    setForm((current) => ({ ...current, [field]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length === 0) send({ type: 'request.submit', input: form });
  }
  return { form, set, errors, snapshot, submit };
}
