import { useSelector } from '@xstate/react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import {
  type Asset,
  type AssetList,
  type AssetQuery,
  type AssetStatus,
  bulkCreateAssets,
  listAssets,
} from '../../../api/assets.api';
import { ASSET_COLUMNS } from '../../../policies/asset-columns';
import { formatBankDate } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useActors } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';
import { BulkUploadDialog } from '../../components/bulk-upload/bulk-upload-dialog';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { ASSET_STATUS_WORDS } from './asset-words';
import * as styles from './assets.css';
import { DepreciationRunPanel } from './depreciation-run-panel';
import { RegisterAssetDialog } from './register-asset-dialog';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Asset' },
  { heading: 'Branch' },
  { heading: 'Status' },
  { heading: 'Cost', amount: true },
  { heading: 'Accumulated', amount: true },
  { heading: 'Net book value', amount: true },
];

interface Filters {
  readonly status: string;
  readonly category: string;
  readonly branchId: string;
}

const NO_FILTERS: Filters = { status: '', category: '', branchId: '' };

function loadAssets(api: Parameters<typeof listAssets>[0], filters: Filters): Promise<AssetList> {
  const query: AssetQuery = {
    ...(filters.status && { status: filters.status as AssetStatus }),
    ...(filters.category.trim() && { category: filters.category.trim() }),
    ...(filters.branchId && { branchId: filters.branchId }),
  };
  return listAssets(api, query);
}

function Totals({ totals }: { totals: AssetList['totals'] }) {
  const figures: [string, string, number][] = [
    ['cost', 'Cost', totals.costKobo],
    ['accumulated', 'Accumulated depreciation', totals.accumulatedDepreciationKobo],
    ['net-book-value', 'Net book value', totals.netBookValueKobo],
  ];
  return (
    <dl className={`${record.figures} ${styles.totals}`} aria-label="Register totals">
      {figures.map(([name, label, kobo]) => (
        <div key={name} className={record.figure} data-figure={name}>
          <dt className={record.figureLabel}>{label}</dt>
          <dd className={record.figureValue}>{formatKobo(kobo)}</dd>
          <dd className={record.figureNote}>
            {totals.count} {totals.count === 1 ? 'asset' : 'assets'} held, disposals left out
          </dd>
        </div>
      ))}
    </dl>
  );
}

function AssetRow({ asset }: { asset: Asset }) {
  const status = ASSET_STATUS_WORDS[asset.status];
  return (
    <tr data-asset={asset.tag} data-status={asset.status}>
      <td className={table.cell}>
        <Link
          href={`/capital-assets/${encodeURIComponent(asset.id)}`}
          className={record.recordLink}
        >
          <strong>{asset.tag}</strong>
        </Link>
        <span className={record.listNote}>
          {asset.name} · {asset.category}
        </span>
      </td>
      <td className={`${table.cell} ${record.nowrap}`}>{asset.branchName}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
        <span className={record.listNote}>
          {asset.lastDepreciatedTo
            ? `To ${formatBankDate(asset.lastDepreciatedTo)}`
            : 'Not depreciated yet'}
        </span>
      </td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(asset.costKobo)}</td>
      <td className={`${table.cell} ${record.amount}`}>
        {formatKobo(asset.accumulatedDepreciationKobo)}
      </td>
      <td className={`${table.cell} ${record.amount}`}>{formatKobo(asset.netBookValueKobo)}</td>
    </tr>
  );
}

/** The register's filters: status, category and branch. */
function AssetFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const branches = useSelector(useActors().branch, (snapshot) => snapshot.context.branches);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const set = (field: keyof Filters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const filtered = draft.status !== '' || draft.category !== '' || draft.branchId !== '';
  return (
    <ListFilters
      label="Filter the register"
      submitLabel="Filter"
      filtered={filtered}
      onApply={() => onApply(draft)}
      onClear={() => {
        setDraft(NO_FILTERS);
        onApply(NO_FILTERS);
      }}
    >
      <SelectField
        label="Status"
        value={draft.status}
        placeholder="All statuses"
        options={Object.entries(ASSET_STATUS_WORDS).map(([value, words]) => ({
          value,
          label: words.label,
        }))}
        onChange={(event) => set('status')(event.target.value)}
      />
      <Field
        label="Category"
        value={draft.category}
        maxLength={64}
        onChange={(event) => set('category')(event.target.value)}
      />
      <SelectField
        label="Branch"
        value={draft.branchId}
        placeholder="All branches"
        options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
        onChange={(event) => set('branchId')(event.target.value)}
      />
    </ListFilters>
  );
}

/**
 * The fixed asset register: filters, the totals of what is listed, the assets, and for those who
 * keep it, registering one, uploading many and depreciating every asset due.
 */
export function AssetRegister({
  manages,
  today,
  branchCode,
}: {
  manages: boolean;
  today: string;
  branchCode: string;
}) {
  const api = useApi();
  const toast = useToast();
  const { snapshot, send, data } = useApiQuery(loadAssets, NO_FILTERS);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  const [registering, setRegistering] = useState(false);
  const failure = snapshot.matches('failed') ? snapshot.context.failure : null;
  const items = data?.items ?? [];
  return (
    <div className={record.stack}>
      {manages && (
        <div className={record.actions}>
          <Button tone="primary" onClick={() => setRegistering(true)}>
            Register an asset
          </Button>
          <BulkUploadDialog
            title="Upload assets"
            templateName="fixed-assets-template"
            columns={ASSET_COLUMNS}
            send={(body) => bulkCreateAssets(api, body)}
            onCreated={reload}
          />
        </div>
      )}
      {manages && <DepreciationRunPanel today={today} onFinished={reload} />}
      <AssetFilters onApply={(filters) => send({ type: 'query.changed', params: filters })} />
      {data && <Totals totals={data.totals} />}
      <ListTable
        caption="Fixed assets"
        columns={COLUMNS}
        texts={{
          what: 'the fixed assets',
          loading: 'Loading the register…',
          empty: 'No asset matches.',
        }}
        loaded={data !== null}
        loading={snapshot.matches('loading')}
        failure={failure}
        onRetry={reload}
        rowCount={items.length}
      >
        {items.map((asset) => (
          <AssetRow key={asset.id} asset={asset} />
        ))}
      </ListTable>
      {registering && (
        <RegisterAssetDialog
          today={today}
          branchCode={branchCode}
          onClose={() => setRegistering(false)}
          onDone={(asset) => {
            setRegistering(false);
            toast(`${asset.tag} · ${asset.name} is registered.`);
            reload();
          }}
        />
      )}
    </div>
  );
}
