import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { type Asset, type AssetCreateRequest, createAsset } from '../../../api/assets.api';
import type { Api } from '../../../api/client';
import { formatBankDate } from '../../../policies/calendar';
import {
  DEPRECIATION_METHODS,
  type DepreciationMethod,
  depreciationSchedule,
} from '../../../policies/depreciation';
import { formatKobo } from '../../../policies/money';
import { useActors } from '../../app/app-actor';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { useFormRules, withFormRules } from '../../components/form-rules/use-form-rules';
import {
  type ActionCheck,
  type ActionFields,
  MoneyActionDialog,
} from '../../components/money-action-dialog';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { Summary } from '../../components/summary-list';
import {
  type AssetDraft,
  emptyAssetDraft,
  readAssetForm,
  scheduleInputOfDraft,
} from './asset-form';
import { METHOD_WORDS } from './asset-words';
import * as styles from './assets.css';
import { DepreciationScheduleTable, previewRows } from './depreciation-schedule-table';

// The tag is the registration's key (a second one is refused), so the request key is not sent.
const submit = (api: Api, body: AssetCreateRequest) => createAsset(api, body);

/** The schedule the figures typed so far make, drawn by the policy the server posts with. */
function LiveSchedule({ draft }: { draft: AssetDraft }) {
  const input = useMemo(() => scheduleInputOfDraft(draft), [draft]);
  const rows = useMemo(
    () => (input ? previewRows(depreciationSchedule(input), input.costKobo) : null),
    [input],
  );
  return (
    <div className={record.stack} data-testid="live-schedule">
      <h3 className={record.cardTitle}>Depreciation schedule</h3>
      {rows ? (
        <DepreciationScheduleTable
          rows={rows}
          caption="The schedule this asset will follow"
          narrow
        />
      ) : (
        <p className={record.muted}>
          Enter the cost, the salvage value, the dates and the number of depreciations to see the
          schedule.
        </p>
      )}
    </div>
  );
}

function AssetFields({ draft, edit, touch, errorOf, locked }: ActionFields<AssetDraft>) {
  const branches = useSelector(useActors().branch, (snapshot) => snapshot.context.branches);
  const set = (field: keyof AssetDraft) => (value: string | boolean) =>
    edit((current) => ({ ...current, [field]: value }));
  const text = (
    field: keyof AssetDraft,
    label: string,
    extra: { hint?: string; inputMode?: 'decimal' | 'numeric' } = {},
  ) => (
    <Field
      label={label}
      value={String(draft[field])}
      readOnly={locked}
      error={errorOf(field)}
      onBlur={() => touch(field)}
      onChange={(event) => set(field)(event.target.value)}
      {...extra}
    />
  );
  const date = (
    field: 'acquisitionDate' | 'availableForUseDate' | 'depreciationStartDate',
    label: string,
  ) => (
    <DateField
      label={label}
      value={draft[field]}
      readOnly={locked}
      error={errorOf(field)}
      onBlur={() => touch(field)}
      onChange={(value) => set(field)(value)}
    />
  );
  return (
    <div className={styles.formBeside}>
      <div className={styles.fieldGrid}>
        {text('tag', 'Tag')}
        {text('name', 'Name')}
        {text('category', 'Category', { hint: 'Furniture, Motor vehicles, Computer equipment…' })}
        <SelectField
          label="Branch"
          value={draft.branchCode}
          disabled={locked}
          error={errorOf('branchCode')}
          placeholder="Choose a branch"
          options={branches.map((branch) => ({ value: branch.code, label: branch.name }))}
          onChange={(event) => set('branchCode')(event.target.value)}
        />
        {text('cost', 'Cost (₦)', { inputMode: 'decimal' })}
        {text('salvage', 'Salvage value (₦)', { inputMode: 'decimal' })}
        {date('acquisitionDate', 'Acquired on')}
        {date('availableForUseDate', 'Available for use on')}
        {date('depreciationStartDate', 'First depreciation on')}
        <SelectField
          label="Method"
          value={draft.method}
          disabled={locked}
          options={DEPRECIATION_METHODS.map((method) => ({
            value: method,
            label: METHOD_WORDS[method],
          }))}
          onChange={(event) => set('method')(event.target.value as DepreciationMethod)}
        />
        {text('totalDepreciations', 'Number of depreciations', { inputMode: 'numeric' })}
        {text('frequencyMonths', 'Months between depreciations', { inputMode: 'numeric' })}
        {text('paidFromGlAccountCode', 'Paid from GL account', {
          hint: 'The account the purchase was paid from, e.g. 1110.',
        })}
        <label className={record.checkbox}>
          <input
            type="checkbox"
            checked={draft.proRata}
            disabled={locked}
            onChange={(event) => set('proRata')(event.target.checked)}
          />
          Pro rata first depreciation
        </label>
      </div>
      <LiveSchedule draft={draft} />
    </div>
  );
}

/**
 * Registering an asset: its figures with the schedule drawn beside them as they are typed, then
 * a confirm that says what the acquisition will post.
 */
/** The request's fields the bank's rules may set, under the form's own names. */
const RULED_FIELDS = {
  'body.tag': 'tag',
  'body.name': 'name',
  'body.category': 'category',
  'body.costKobo': 'cost',
  'body.salvageValueKobo': 'salvage',
  'body.totalDepreciations': 'totalDepreciations',
  'body.frequencyMonths': 'frequencyMonths',
  'body.paidFromGlAccountCode': 'paidFromGlAccountCode',
} as const;

export function RegisterAssetDialog({
  today,
  branchCode,
  onDone,
  onClose,
}: {
  today: string;
  branchCode: string;
  onDone: (asset: Asset) => void;
  onClose: () => void;
}) {
  const rules = useFormRules('asset');
  const check = useCallback(
    (draft: AssetDraft): ActionCheck<AssetCreateRequest> =>
      withFormRules(readAssetForm(draft, today), rules.check, RULED_FIELDS),
    [today, rules.check],
  );
  return (
    <MoneyActionDialog
      wide
      title="Register an asset"
      description="The asset enters the register and its purchase is posted: its cost account is debited and the account it was paid from credited."
      draft={emptyAssetDraft(today, branchCode)}
      check={check}
      submit={submit}
      fields={(props) => <AssetFields {...props} />}
      summary={(body) => (
        <Summary
          label="Registration to confirm"
          lines={[
            ['Asset', body ? `${body.tag} · ${body.name}` : '—'],
            ['Acquired on', body ? formatBankDate(body.acquisitionDate) : '—'],
            ['Method', body ? METHOD_WORDS[body.depreciationMethod] : '—'],
            ['Paid from GL account', body?.paidFromGlAccountCode ?? '—'],
            ['Cost posted', body ? formatKobo(body.costKobo) : '—', true],
          ]}
        />
      )}
      reviewLabel="Review registration"
      confirmLabel="Register asset"
      busyLabel="Registering…"
      onDone={onDone}
      onClose={onClose}
    />
  );
}
