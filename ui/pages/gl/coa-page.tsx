import { useCallback, useMemo, useState } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { ListFilters } from '../../components/list-page/list-filters';
import { type ListSpec, oneOfFilter, textFilter } from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListSearch } from '../../components/list-page/use-list-search';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import { type ChartRow, chartRows } from './coa-tree';
import * as styles from './gl.css';
import { GlAccountDialog } from './gl-account-dialog';
import {
  accountLabel,
  formatDrCr,
  GL_ACCOUNT_TYPES,
  GL_TYPE_LABELS,
  type GlAccountType,
  normalSide,
  onAbnormalSide,
} from './gl-format';
import { useGlAccounts } from './gl-hooks';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Code' },
  { heading: 'Name' },
  { heading: 'Type' },
  { heading: 'Kind' },
  { heading: 'Status' },
  { heading: 'Balance', amount: true },
  { heading: 'Actions' },
];

/**
 * The chart's filters in the address bar (`/admin/coa?type=ASSET&q=cash`). The chart is read as
 * a tree, headers above their accounts, so it is not sorted by column.
 */
const CHART_LIST: ListSpec<'type' | 'q'> = {
  filters: { type: oneOfFilter(GL_ACCOUNT_TYPES), q: textFilter(120) },
};

const TYPE_OPTIONS = GL_ACCOUNT_TYPES.map((type) => ({ value: type, label: GL_TYPE_LABELS[type] }));

function Balance({ row }: { row: ChartRow }) {
  const { account, totalKobo } = row;
  const abnormal = onAbnormalSide(account.type, totalKobo);
  return (
    <span
      className={abnormal ? styles.abnormal : undefined}
      title={
        abnormal
          ? `Balance on the ${normalSide(account.type) === 'Dr' ? 'credit' : 'debit'} side, unusual for ${GL_TYPE_LABELS[account.type].toLowerCase()} accounts`
          : undefined
      }
    >
      {formatDrCr(totalKobo)}
    </span>
  );
}

function AccountRow({
  row,
  onAddUnder,
}: {
  row: ChartRow;
  onAddUnder: (parent: GlAccount) => void;
}) {
  const { account, depth } = row;
  return (
    <tr className={account.header ? styles.headerRow : undefined} data-account-code={account.code}>
      <td className={`${table.cell} ${styles.code}`}>{account.code}</td>
      <td className={table.cell}>
        <div className={styles.treeName} style={{ paddingLeft: `${depth * 1.25}rem` }}>
          <span className={styles.treeMarker} aria-hidden="true">
            {account.header ? '▾' : depth > 0 ? '·' : ''}
          </span>
          <span>{account.name}</span>
          {account.header && (
            <span className={styles.muted}>
              {row.childCount} {row.childCount === 1 ? 'account' : 'accounts'}
            </span>
          )}
        </div>
      </td>
      <td className={table.cell}>{GL_TYPE_LABELS[account.type]}</td>
      <td className={table.cell}>
        <span className={statusPill({ tone: 'neutral' })}>
          {account.header ? 'Header' : 'Postable'}
        </span>
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: account.status === 'ACTIVE' ? 'good' : 'danger' })}>
          {account.status === 'ACTIVE' ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td className={`${table.cell} ${styles.amount}`}>
        <Balance row={row} />
      </td>
      <td className={table.cell}>
        {account.header && account.status === 'ACTIVE' && (
          <Button
            size="small"
            tone="ghost"
            aria-label={`Add account under ${accountLabel(account)}`}
            onClick={() => onAddUnder(account)}
          >
            Add account
          </Button>
        )}
      </td>
    </tr>
  );
}

type Open = { parent: GlAccount | null } | null;

/** The chart of accounts as a tree, filtered by type and text, and adding accounts to it. */
export default function CoaPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const { accounts, loading, failure, reload } = useGlAccounts();
  const list = useListSearch(CHART_LIST);
  const type = (list.state.filters.type ?? '') as GlAccountType | '';
  const text = list.state.filters.q ?? '';
  // The chart is all here: a filter applies as it is typed, and the address follows.
  const filter = (name: 'type' | 'q', value: string) => {
    list.setDraft(name, value);
    list.apply({ ...list.draft, [name]: value });
  };
  const [open, setOpen] = useState<Open>(null);
  const rows = useMemo(() => chartRows(accounts, { type, text }), [accounts, type, text]);
  const close = useCallback(() => setOpen(null), []);
  const onCreated = useCallback(
    (account: GlAccount) => {
      toast(`GL account ${accountLabel(account)} has been created.`);
      setOpen(null);
      reload();
    },
    [reload, toast],
  );
  const loaded = !loading && !failure;

  return (
    <Page
      title={route.title}
      description="The general ledger's accounts by type. Header accounts group the accounts that take postings; balances are shown on their debit (Dr) or credit (Cr) side."
      actions={
        <Button tone="primary" onClick={() => setOpen({ parent: null })} disabled={loading}>
          New GL account
        </Button>
      }
    >
      <ListFilters label="Filter accounts" live>
        <SelectField
          label="Type"
          value={list.draft.type}
          placeholder="All types"
          options={TYPE_OPTIONS}
          onChange={(event) => filter('type', event.target.value)}
        />
        <Field
          label="Search accounts"
          type="search"
          value={list.draft.q}
          maxLength={120}
          placeholder="Code or name"
          onChange={(event) => filter('q', event.target.value)}
        />
        {loaded && (
          <span className={styles.muted} aria-live="polite">
            {rows.length === accounts.length
              ? `${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}`
              : `Showing ${rows.length} of ${accounts.length} accounts`}
          </span>
        )}
      </ListFilters>
      <ListTable
        caption="Chart of accounts"
        columns={COLUMNS}
        texts={{
          what: 'the chart of accounts',
          loading: 'Loading the chart of accounts…',
          empty:
            accounts.length === 0
              ? 'The chart of accounts is empty. Start with a header account for each type.'
              : 'No account matches the filter.',
        }}
        loaded={loaded}
        loading={loading}
        failure={failure}
        onRetry={reload}
        rowCount={rows.length}
      >
        {rows.map((row) => (
          <AccountRow key={row.account.id} row={row} onAddUnder={(parent) => setOpen({ parent })} />
        ))}
      </ListTable>
      {open && (
        <GlAccountDialog
          accounts={accounts}
          parent={open.parent}
          onClose={close}
          onCreated={onCreated}
        />
      )}
    </Page>
  );
}
