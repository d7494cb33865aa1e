import { useCallback } from 'react';
import {
  type AssetDetail,
  type AssetDisposeRequest,
  depreciateAsset,
  disposeAsset,
} from '../../../api/assets.api';
import type { Api } from '../../../api/client';
import { formatBankDate } from '../../../policies/calendar';
import { readNairaAmount } from '../../../policies/deposit-inputs';
import { formatKobo } from '../../../policies/money';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import {
  type ActionCheck,
  type ActionFields,
  MoneyActionDialog,
} from '../../components/money-action-dialog';
import { SelectField } from '../../components/select-field';
import { Summary, type SummaryLine } from '../../components/summary-list';
import { DISPOSAL_KIND_WORDS } from './asset-words';

interface ActionProps {
  readonly asset: AssetDetail;
  readonly today: string;
  readonly onDone: (asset: AssetDetail, message: string) => void;
  readonly onClose: () => void;
}

/** The rows a depreciation up to `upTo` would post, and their sum. */
function dueRows(asset: AssetDetail, upTo: string) {
  const rows = asset.schedule.filter((row) => row.date <= upTo && row.entryNumber === null);
  return { count: rows.length, kobo: rows.reduce((sum, row) => sum + row.depreciationKobo, 0) };
}

/** Depreciation to the processing date: the rows due and not posted yet, one entry each. */
export function DepreciateDialog({ asset, today, onDone, onClose }: ActionProps) {
  const check = useCallback(
    (draft: { upTo: string }): ActionCheck<{ upTo: string }> => ({ body: draft, problems: {} }),
    [],
  );
  const submit = useCallback(
    (api: Api, body: { upTo: string }, key: string) => depreciateAsset(api, asset.id, body, key),
    [asset.id],
  );
  const due = dueRows(asset, today);
  return (
    <MoneyActionDialog
      title={`Depreciate ${asset.tag} to date`}
      description={`Each schedule row dated on or before ${formatBankDate(today)} and not posted yet is posted: debit depreciation expense, credit accumulated depreciation.`}
      draft={{ upTo: today }}
      check={check}
      submit={submit}
      summary={() => (
        <Summary
          label="Depreciation to post"
          lines={[
            ['Rows due', due.count === 0 ? 'None: nothing will be posted' : String(due.count)],
            ['Up to', formatBankDate(today)],
            ['Depreciation', formatKobo(due.kobo), true],
          ]}
        />
      )}
      confirmLabel="Post depreciation"
      busyLabel="Posting…"
      onDone={(done) => onDone(done, `${done.tag} is depreciated to ${formatBankDate(today)}.`)}
      onClose={onClose}
    />
  );
}

interface DisposeDraft {
  readonly kind: 'SALE' | 'WRITE_OFF';
  readonly date: string;
  readonly proceeds: string;
  readonly account: string;
}

function readDisposal(
  draft: DisposeDraft,
  asset: AssetDetail,
  today: string,
): ActionCheck<AssetDisposeRequest> {
  const problems: Record<string, string> = {};
  if (!draft.date || draft.date > today || draft.date < asset.acquisitionDate) {
    problems.date = `Enter a date from ${formatBankDate(asset.acquisitionDate)} to ${formatBankDate(today)}.`;
  }
  if (draft.kind === 'WRITE_OFF') {
    return Object.keys(problems).length > 0
      ? { body: null, problems }
      : { body: { kind: 'WRITE_OFF', date: draft.date, proceedsKobo: 0 }, problems };
  }
  const proceeds = readNairaAmount(draft.proceeds);
  if ('error' in proceeds) problems.proceeds = proceeds.error;
  if (!draft.account.trim()) problems.account = 'Enter the GL account the proceeds were paid into.';
  if (Object.keys(problems).length > 0 || !('kobo' in proceeds)) return { body: null, problems };
  return {
    body: {
      kind: 'SALE',
      date: draft.date,
      proceedsKobo: proceeds.kobo,
      proceedsGlAccountCode: draft.account.trim(),
    },
    problems,
  };
}

/**
 * The figures of a disposal before it is confirmed: the net book value after the depreciation
 * due up to its date, the proceeds, and the gain or the loss.
 */
export function disposalLines(asset: AssetDetail, body: AssetDisposeRequest): SummaryLine[] {
  const due = dueRows(asset, body.date);
  const bookKobo = asset.netBookValueKobo - due.kobo;
  const differenceKobo = body.proceedsKobo - bookKobo;
  return [
    ['Disposal', `${DISPOSAL_KIND_WORDS[body.kind]} on ${formatBankDate(body.date)}`],
    ['Depreciation due first', formatKobo(due.kobo)],
    ['Net book value then', formatKobo(bookKobo)],
    ['Proceeds', formatKobo(body.proceedsKobo)],
    differenceKobo >= 0
      ? ['Gain on disposal', formatKobo(differenceKobo), true, { testId: 'disposal-result' }]
      : ['Loss on disposal', formatKobo(-differenceKobo), true, { testId: 'disposal-result' }],
  ];
}

function DisposeFields({ draft, edit, touch, errorOf, locked }: ActionFields<DisposeDraft>) {
  const set = (field: keyof DisposeDraft) => (value: string) =>
    edit((current) => ({ ...current, [field]: value }));
  return (
    <>
      <SelectField
        label="How it leaves the register"
        value={draft.kind}
        disabled={locked}
        options={[
          { value: 'SALE', label: 'Sold' },
          { value: 'WRITE_OFF', label: 'Written off' },
        ]}
        onChange={(event) => set('kind')(event.target.value)}
      />
      <DateField
        label="Disposal date"
        value={draft.date}
        readOnly={locked}
        error={errorOf('date')}
        onBlur={() => touch('date')}
        onChange={set('date')}
      />
      {draft.kind === 'SALE' && (
        <>
          <Field
            label="Proceeds (₦)"
            inputMode="decimal"
            value={draft.proceeds}
            readOnly={locked}
            error={errorOf('proceeds')}
            onBlur={() => touch('proceeds')}
            onChange={(event) => set('proceeds')(event.target.value)}
          />
          <Field
            label="Proceeds paid into GL account"
            hint="e.g. 1110"
            value={draft.account}
            readOnly={locked}
            error={errorOf('account')}
            onBlur={() => touch('account')}
            onChange={(event) => set('account')(event.target.value)}
          />
        </>
      )}
    </>
  );
}

/** A sale or a write-off, with the gain or the loss shown before it is confirmed. */
export function DisposeDialog({ asset, today, onDone, onClose }: ActionProps) {
  const check = useCallback(
    (draft: DisposeDraft) => readDisposal(draft, asset, today),
    [asset, today],
  );
  const submit = useCallback(
    (api: Api, body: AssetDisposeRequest, key: string) => disposeAsset(api, asset.id, body, key),
    [asset.id],
  );
  return (
    <MoneyActionDialog
      title={`Dispose of ${asset.tag}`}
      description="The depreciation due up to the disposal date is posted first; then one entry clears the asset's cost and accumulated depreciation and books the gain or the loss."
      draft={{ kind: 'SALE', date: today, proceeds: '', account: '1110' }}
      check={check}
      submit={submit}
      fields={(props) => <DisposeFields {...props} />}
      summary={(body) =>
        body ? <Summary label="Disposal to confirm" lines={disposalLines(asset, body)} /> : null
      }
      reviewLabel="Review disposal"
      confirmLabel="Dispose"
      busyLabel="Disposing…"
      onDone={(done) => onDone(done, `${done.tag} is disposed of.`)}
      onClose={onClose}
    />
  );
}
