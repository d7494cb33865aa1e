import { useCallback, useMemo, useState } from 'react';
import type { GlAccount } from '../../../api/coa.api';
import type { PageProps } from '../../app/page-props';
import { Button } from '../../components/button';
import { ColumnHeads } from '../../components/column-heads';
import { Field } from '../../components/field';
import { LoadFailure } from '../../components/load-failure';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { TableMessage } from '../../components/table-message';
import { useToast } from '../../components/toast';
import { visuallyHidden } from '../../components/visually-hidden.css';
import { useDocumentTitle } from '../document-title';
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

const COLUMNS = ['Code', 'Name', 'Type', 'Kind', 'Status', 'Balance', 'Actions'] as const;

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
            aria-label={`Add an account under ${accountLabel(account)}`}
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
  const [type, setType] = useState<GlAccountType | ''>('');
  const [text, setText] = useState('');
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
      <form
        className={styles.filters}
        aria-label="Filter accounts"
        onSubmit={(event) => event.preventDefault()}
      >
        <SelectField
          label="Type"
          value={type}
          placeholder="All types"
          options={TYPE_OPTIONS}
          onChange={(event) => setType(event.target.value as GlAccountType | '')}
        />
        <Field
          label="Search accounts"
          type="search"
          value={text}
          maxLength={120}
          placeholder="Code or name"
          onChange={(event) => setText(event.target.value)}
        />
        {loaded && (
          <span className={styles.muted} aria-live="polite">
            {rows.length === accounts.length
              ? `${accounts.length} ${accounts.length === 1 ? 'account' : 'accounts'}`
              : `Showing ${rows.length} of ${accounts.length} accounts`}
          </span>
        )}
      </form>
      {failure && <LoadFailure what="the chart of accounts" failure={failure} onRetry={reload} />}
      <div className={table.frame} aria-busy={loading}>
        <table className={table.table}>
          <caption className={visuallyHidden}>Chart of accounts</caption>
          <ColumnHeads headings={COLUMNS} amounts={['Balance']} />
          <tbody>
            {loading && accounts.length === 0 && (
              <TableMessage columns={COLUMNS.length}>Loading the chart of accounts…</TableMessage>
            )}
            {loaded && accounts.length === 0 && (
              <TableMessage columns={COLUMNS.length}>
                The chart of accounts is empty. Start with a header account for each type.
              </TableMessage>
            )}
            {loaded && accounts.length > 0 && rows.length === 0 && (
              <TableMessage columns={COLUMNS.length}>No account matches the filter.</TableMessage>
            )}
            {rows.map((row) => (
              <AccountRow
                key={row.account.id}
                row={row}
                onAddUnder={(parent) => setOpen({ parent })}
              />
            ))}
          </tbody>
        </table>
      </div>
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
