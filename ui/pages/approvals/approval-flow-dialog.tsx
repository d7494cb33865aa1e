import { type FormEvent, useEffect, useState } from 'react';
import {
  type ApprovalFlow,
  type ApprovalFlowSaveRequest,
  saveApprovalFlow,
} from '../../../api/approvals.api';
import type { RoleCatalogueEntry } from '../../../api/users.api';
import { APPROVAL_PERMISSION_LABELS } from '../../../policies/approval-rules';
import { useApi } from '../../app/api-context';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { SelectField } from '../../components/select-field';
import { OPERATION_TYPE_WORDS, OPERATION_TYPES } from './approval-words';
import * as styles from './approvals.css';
import {
  APPROVAL_PERMISSIONS,
  type BandDraft,
  type FlowDraft,
  flowBody,
  flowDraft,
  type LevelDraft,
  newBand,
} from './flow-draft';

// Server codes that are about the bands as a whole; shown above them.
const BAND_CODES = new Set([
  'approval_band_overlaps',
  'amount_band_inverted',
  'approval_approvers_mismatch',
  'approval_level_without_approvers',
]);

const TYPE_OPTIONS = OPERATION_TYPES.map((value) => ({
  value,
  label: OPERATION_TYPE_WORDS[value],
}));
const STATUS_OPTIONS = [
  { value: 'ACTIVE', label: 'Active: operations wait for approval' },
  { value: 'INACTIVE', label: 'Inactive: nothing waits' },
];

function toggled(list: readonly string[], value: string, on: boolean): string[] {
  return on ? [...new Set([...list, value])] : list.filter((item) => item !== value);
}

function LevelEditor({
  title,
  level,
  roles,
  error,
  onChange,
}: {
  title: string;
  level: LevelDraft;
  roles: readonly RoleCatalogueEntry[];
  error: string | undefined;
  onChange: (level: LevelDraft) => void;
}) {
  return (
    <div className={styles.level}>
      <strong>{title}</strong>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Roles that may approve</legend>
        {roles.map((role) => (
          <label key={role.key} className={styles.choice}>
            <input
              type="checkbox"
              checked={level.roles.includes(role.key)}
              onChange={(event) =>
                onChange({ ...level, roles: toggled(level.roles, role.key, event.target.checked) })
              }
            />
            {role.name}
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Or a user granted</legend>
        {APPROVAL_PERMISSIONS.map((permission) => (
          <label key={permission} className={styles.choice}>
            <input
              type="checkbox"
              checked={level.permissions.includes(permission)}
              onChange={(event) =>
                onChange({
                  ...level,
                  permissions: toggled(level.permissions, permission, event.target.checked),
                })
              }
            />
            {APPROVAL_PERMISSION_LABELS[permission]}
          </label>
        ))}
      </fieldset>
      {error && <span className={styles.error}>{error}</span>}
    </div>
  );
}

function BandEditor({
  band,
  index,
  roles,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  band: BandDraft;
  index: number;
  roles: readonly RoleCatalogueEntry[];
  errors: Readonly<Record<string, string>>;
  canRemove: boolean;
  onChange: (band: BandDraft) => void;
  onRemove: () => void;
}) {
  const at = `body.bands.${index}`;
  const setLevel = (l: 0 | 1, level: LevelDraft) =>
    onChange({
      ...band,
      approvers: l === 0 ? [level, band.approvers[1]] : [band.approvers[0], level],
    });
  return (
    <section className={styles.band} aria-label={`Band ${index + 1}`}>
      <div className={styles.bandHead}>
        <span>Band {index + 1}</span>
        <Button size="small" tone="ghost" disabled={!canRemove} onClick={onRemove}>
          Remove band
        </Button>
      </div>
      <div className={styles.row}>
        <div className={styles.grow}>
          <Field
            label="From (₦)"
            inputMode="decimal"
            value={band.from}
            placeholder="1,000,000.00"
            error={errors[`${at}.fromKobo`]}
            onChange={(event) => onChange({ ...band, from: event.target.value })}
          />
        </div>
        <div className={styles.grow}>
          <Field
            label="Up to (₦)"
            inputMode="decimal"
            value={band.to}
            placeholder="No upper limit"
            hint="Amounts from this one belong to the next band."
            error={errors[`${at}.toKobo`]}
            onChange={(event) => onChange({ ...band, to: event.target.value })}
          />
        </div>
        <SelectField
          label="Levels of approval"
          value={String(band.levels)}
          options={[
            { value: '1', label: 'One level' },
            { value: '2', label: 'Two levels' },
          ]}
          onChange={(event) => onChange({ ...band, levels: event.target.value === '2' ? 2 : 1 })}
        />
      </div>
      <LevelEditor
        title="Level 1"
        level={band.approvers[0]}
        roles={roles}
        error={errors[`${at}.approvers.0`]}
        onChange={(level) => setLevel(0, level)}
      />
      {band.levels === 2 && (
        <LevelEditor
          title="Level 2"
          level={band.approvers[1]}
          roles={roles}
          error={errors[`${at}.approvers.1`]}
          onChange={(level) => setLevel(1, level)}
        />
      )}
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={band.sameBranch}
          onChange={(event) => onChange({ ...band, sameBranch: event.target.checked })}
        />
        Approvers must belong to the request's branch
      </label>
    </section>
  );
}

/**
 * Creates or edits a flow: its operation type, the amount bands with who approves each level,
 * how long a request waits and whether the flow is active. The form's own check runs first;
 * the server's refusals show on their fields, or above the bands when about the bands.
 */
export function ApprovalFlowDialog({
  flow,
  roles,
  onClose,
  onSaved,
}: {
  flow: ApprovalFlow | null;
  roles: readonly RoleCatalogueEntry[];
  onClose: () => void;
  onSaved: (flow: ApprovalFlow) => void;
}) {
  const api = useApi();
  const { snapshot: request, send } = useRequest((input) =>
    saveApprovalFlow(api, input as ApprovalFlowSaveRequest),
  );
  const [draft, setDraft] = useState<FlowDraft>(() => flowDraft(flow));
  const [checked, setChecked] = useState<Readonly<Record<string, string>> | null>(null);
  const saved = request.matches('succeeded') ? (request.context.output as ApprovalFlow) : null;
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);
  const failure = request.matches('failed') ? request.context.failure : null;
  const errors = { ...(failure?.fieldErrors ?? {}), ...(checked ?? {}) };
  const saving = request.matches('submitting');
  const typeError =
    errors['body.operationType'] ??
    (failure?.code === 'approval_flow_type_taken' ? failure.message : undefined);
  const bandsError =
    errors['body.bands'] ??
    (failure?.code && BAND_CODES.has(failure.code) ? failure.message : undefined);
  const set = (patch: Partial<FlowDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setBand = (index: number, band: BandDraft) =>
    set({ bands: draft.bands.map((b, at) => (at === index ? band : b)) });

  function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: problems } = flowBody(draft);
    setChecked(problems);
    if (body) send({ type: 'request.submit', input: body });
  }

  return (
    <Dialog
      open
      width="wide"
      onOpenChange={(open) => open || saving || onClose()}
      title={
        flow ? `Edit the ${OPERATION_TYPE_WORDS[flow.operationType]} flow` : 'New approval flow'
      }
      description="An operation whose amount falls in a band waits for that band's approvals before it runs; an amount in no band runs at once."
    >
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Approval flow">
        {failure && !typeError && !bandsError && (
          <Notice tone="danger">
            <strong>Not saved: </strong>
            {failure.message}
          </Notice>
        )}
        {checked && <Notice tone="warning">Some fields need attention before saving.</Notice>}
        <div className={styles.row}>
          <div className={styles.grow}>
            <Field
              label="Name"
              value={draft.name}
              maxLength={120}
              placeholder="e.g. NIP transfers"
              error={errors['body.name']}
              onChange={(event) => set({ name: event.target.value })}
            />
          </div>
          <SelectField
            label="Operation"
            value={draft.operationType}
            options={TYPE_OPTIONS}
            disabled={flow !== null}
            hint={flow ? 'A flow keeps its operation.' : 'One flow per operation.'}
            error={typeError}
            onChange={(event) =>
              set({ operationType: event.target.value as FlowDraft['operationType'] })
            }
          />
        </div>
        <div className={styles.row}>
          <Field
            label="Expires after (hours)"
            inputMode="numeric"
            value={draft.expiryHours}
            hint="A request nobody decides by then expires."
            error={errors['body.expiryHours']}
            onChange={(event) => set({ expiryHours: event.target.value })}
          />
          <SelectField
            label="Status"
            value={draft.status}
            options={STATUS_OPTIONS}
            onChange={(event) => set({ status: event.target.value as FlowDraft['status'] })}
          />
        </div>
        {bandsError && <Notice tone="danger">{bandsError}</Notice>}
        {draft.bands.map((band, index) => (
          <BandEditor
            key={band.key}
            band={band}
            index={index}
            roles={roles}
            errors={errors}
            canRemove={draft.bands.length > 1}
            onChange={(next) => setBand(index, next)}
            onRemove={() => set({ bands: draft.bands.filter((_, at) => at !== index) })}
          />
        ))}
        <div>
          <Button size="small" onClick={() => set({ bands: [...draft.bands, newBand()] })}>
            Add band
          </Button>
        </div>
        <div className={styles.footer}>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" tone="primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save flow'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
