import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { createGlAccount, type GlAccount, type GlAccountCreateRequest } from '../../../api/coa.api';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import * as fieldStyles from '../../components/field.css';
import { Notice } from '../../components/notice';
import { headerOptions } from './coa-tree';
import * as styles from './gl.css';
import { GL_ACCOUNT_TYPES, GL_TYPE_LABELS, type GlAccountType } from './gl-format';

interface Values {
  code: string;
  name: string;
  type: GlAccountType;
  parentId: string;
  header: boolean;
}

// The server's codes for a parent it refuses; their message shows beside the parent field.
const PARENT_CODES = new Set(['parent_not_found', 'parent_not_header', 'parent_type_mismatch']);

/**
 * Adds an account to the chart: code, name, type, the header it sits under (only headers of the
 * same type, as the server requires) and whether it is a header itself. The server's field
 * errors show beside their fields; a taken code (409) beside the code.
 */
export function GlAccountDialog({
  accounts,
  parent,
  onClose,
  onCreated,
}: {
  accounts: readonly GlAccount[];
  parent: GlAccount | null;
  onClose: () => void;
  onCreated: (account: GlAccount) => void;
}) {
  const api = useApi();
  const typeId = useId();
  const parentId = useId();
  const { snapshot: request, send } = useRequest((input) =>
    createGlAccount(api, input as GlAccountCreateRequest),
  );
  const [values, setValues] = useState<Values>(() => ({
    code: '',
    name: '',
    type: parent?.type ?? 'ASSET',
    parentId: parent?.id ?? '',
    header: false,
  }));
  const parents = useMemo(() => headerOptions(accounts, values.type), [accounts, values.type]);
  const created = request.matches('succeeded') ? (request.context.output as GlAccount) : null;
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);
  const failure = request.context.failure;
  const errors = failure?.fieldErrors ?? {};
  const codeError =
    errors['body.code'] ?? (failure?.code === 'gl_code_taken' ? failure.message : undefined);
  const parentError =
    errors['body.parentId'] ??
    (failure?.code && PARENT_CODES.has(failure.code) ? failure.message : undefined);
  const saving = request.matches('submitting');

  function setType(type: GlAccountType) {
    // A child has its parent's type, so a parent of another type no longer fits.
    setValues((current) => ({
      ...current,
      type,
      parentId: headerOptions(accounts, type).some((option) => option.id === current.parentId)
        ? current.parentId
        : '',
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: GlAccountCreateRequest = {
      code: values.code.trim().toUpperCase(),
      name: values.name.trim(),
      type: values.type,
      parentId: values.parentId || null,
      header: values.header,
    };
    send({ type: 'request.submit', input: body });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => open || onClose()}
      title="New GL account"
      description="Header accounts group others and take no postings; postable accounts take journal lines."
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {failure && <Notice tone="danger">{failure.message}</Notice>}
        <Field
          label="Code"
          value={values.code}
          maxLength={32}
          autoComplete="off"
          spellCheck={false}
          hint="Digits, capital letters and dashes, e.g. 1105 or 2100-01."
          error={codeError}
          onChange={(event) =>
            setValues((current) => ({ ...current, code: event.target.value.toUpperCase() }))
          }
        />
        <Field
          label="Name"
          value={values.name}
          maxLength={120}
          error={errors['body.name']}
          onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
        />
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={typeId}>
            Type
          </label>
          <select
            id={typeId}
            className={fieldStyles.input}
            value={values.type}
            aria-invalid={errors['body.type'] ? true : undefined}
            onChange={(event) => setType(event.target.value as GlAccountType)}
          >
            {GL_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {GL_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
          {errors['body.type'] && <span className={fieldStyles.error}>{errors['body.type']}</span>}
        </div>
        <div className={fieldStyles.field}>
          <label className={fieldStyles.label} htmlFor={parentId}>
            Parent header
          </label>
          <select
            id={parentId}
            className={fieldStyles.input}
            value={values.parentId}
            aria-invalid={parentError ? true : undefined}
            aria-describedby={`${parentId}-hint${parentError ? ` ${parentId}-error` : ''}`}
            onChange={(event) =>
              setValues((current) => ({ ...current, parentId: event.target.value }))
            }
          >
            <option value="">None (top level)</option>
            {parents.map((option) => (
              <option key={option.id} value={option.id}>
                {'\u00a0\u00a0'.repeat(option.depth)}
                {option.label}
              </option>
            ))}
          </select>
          <span id={`${parentId}-hint`} className={fieldStyles.hint}>
            {parents.length === 0
              ? `There is no ${GL_TYPE_LABELS[values.type].toLowerCase()} header yet.`
              : `Only ${GL_TYPE_LABELS[values.type].toLowerCase()} headers are offered.`}
          </span>
          {parentError && (
            <span id={`${parentId}-error`} className={fieldStyles.error}>
              {parentError}
            </span>
          )}
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.header}
            onChange={(event) =>
              setValues((current) => ({ ...current, header: event.target.checked }))
            }
          />
          <span>Header account (groups other accounts, takes no postings)</span>
        </label>
        <div className={styles.footer}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Creating…' : 'Create account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
