import { useCallback, useEffect, useState } from 'react';
import { exportNipTransfersCsv, listNipTransfers, type NipTransfer } from '../../../api/nip.api';
import { toFailure } from '../../../machines/failure';
import { hasPermission } from '../../../policies/access';
import { formatBankDateTime } from '../../../policies/calendar';
import { formatKobo } from '../../../policies/money';
import { useApi } from '../../app/api-context';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { ListFilters, ListSearchField } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import * as styles from './nip.css';
import {
  NIP_SEARCH_MAX_LENGTH,
  NIP_TRANSFER_LIST,
  nipDateRangeError,
  nipTransferQuery,
} from './nip-list';
import { NipStatusBadge } from './nip-sent';
import { isFinal, NIP_STATUS_LABELS, NIP_STATUSES } from './nip-status';
import { NipTransferDialog } from './nip-transfer-dialog';
import { NipTransferForm } from './nip-transfer-form';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Time' },
  { heading: 'Debit account' },
  { heading: 'Beneficiary' },
  { heading: 'Amount', amount: true },
  { heading: 'Status' },
  { heading: 'Session ID' },
];

const STATUS_OPTIONS = NIP_STATUSES.map((value) => ({
  value,
  label: NIP_STATUS_LABELS[value].label,
}));

function TransferRow({ transfer, onOpen }: { transfer: NipTransfer; onOpen: () => void }) {
  return (
    <tr data-transfer-id={transfer.id} data-status={transfer.status}>
      <td className={`${table.cell} ${styles.mono}`}>{formatBankDateTime(transfer.createdAt)}</td>
      <td className={table.cell}>
        <span className={styles.mono}>{transfer.debitAccountNumber}</span>
        <div className={styles.muted}>{transfer.debitAccountName}</div>
      </td>
      <td className={table.cell}>
        <button
          type="button"
          className={styles.rowButton}
          onClick={onOpen}
          aria-label={`Open transfer ${transfer.reference} to ${transfer.beneficiaryAccountName}`}
        >
          {transfer.beneficiaryAccountName}
        </button>
        <div className={styles.muted}>
          <span className={styles.mono}>{transfer.beneficiaryAccountNumber}</span> ·{' '}
          {transfer.beneficiaryBankName}
        </div>
      </td>
      <td className={`${table.cell} ${styles.amount}`}>{formatKobo(transfer.amountKobo)}</td>
      <td className={table.cell}>
        <NipStatusBadge status={transfer.status} />
      </td>
      <td className={`${table.cell} ${styles.mono}`}>{transfer.sessionId}</td>
    </tr>
  );
}

/** How often the list is read again while a transfer on it may still change. */
export const LIST_POLL_MS = 3_000;

/**
 * Reads the list again every LIST_POLL_MS while any transfer shown is not final, so a teller
 * sees the approval and the switch's answer arrive; it stops once every one shown is final.
 */
function usePollWhileMoving(items: readonly NipTransfer[] | undefined, reload: () => void) {
  const moving = items?.some((transfer) => !isFinal(transfer.status)) ?? false;
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(reload, LIST_POLL_MS);
    return () => clearInterval(timer);
  }, [moving, reload]);
}

/** "Export CSV": the transfers the applied filters find, as the server writes them. */
function ExportCsv({ query }: { query: ReturnType<typeof nipTransferQuery> }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { page: _page, pageSize: _size, ...filters } = query;
      const text = await exportNipTransfersCsv(api, filters);
      saveFile(text, 'nip-transfers.csv', CSV_TYPE);
    } catch (error) {
      setProblem(toFailure(error).message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className={styles.inline}>
      <Button onClick={() => void download()} disabled={busy}>
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      {problem && (
        <span className={styles.fieldError} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

/** Recent transfers: searched, filtered by status and dates, each opening its detail. */
function RecentTransfers({ reloadKey }: { reloadKey: number }) {
  const list = useListQuery({
    spec: NIP_TRANSFER_LIST,
    load: listNipTransfers,
    params: nipTransferQuery,
  });
  const { data, draft, setDraft, reload } = list;
  usePollWhileMoving(data?.items, reload);
  // A transfer just sent, or one whose status moved, shows at once.
  useEffect(() => {
    if (reloadKey > 0) reload();
  }, [reloadKey, reload]);
  const [open, setOpen] = useState<string | null>(null);
  const canAct = hasPermission(useAccessContext(), 'txn.view.all');
  const dateError = nipDateRangeError(draft);

  return (
    <section className={styles.section} aria-labelledby="recent-transfers-title">
      <div className={styles.sectionHead}>
        <h2 id="recent-transfers-title" className={styles.sectionTitle}>
          Recent transfers
        </h2>
        <ExportCsv query={nipTransferQuery(list.state)} />
      </div>
      <ListFilters
        label="Search transfers"
        onApply={() => {
          if (!dateError) list.apply();
        }}
        onClear={list.clear}
        filtered={list.filtered}
      >
        <ListSearchField
          value={draft.q}
          maxLength={NIP_SEARCH_MAX_LENGTH}
          placeholder="Session ID, account number or name"
          onChange={(value) => setDraft('q', value)}
        />
        <SelectField
          label="Status"
          value={draft.status}
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          onChange={(event) => setDraft('status', event.target.value)}
        />
        <DateField label="From" value={draft.from} onChange={(from) => setDraft('from', from)} />
        <DateField
          label="To"
          value={draft.to}
          error={dateError}
          onChange={(to) => setDraft('to', to)}
        />
      </ListFilters>
      <ListTable
        caption="Recent transfers"
        columns={COLUMNS}
        texts={{
          what: 'the transfers',
          loading: 'Loading transfers…',
          empty: list.filtered
            ? 'No transfer matches the search.'
            : 'No transfer has been sent yet.',
        }}
        loaded={data !== null}
        loading={list.loading}
        failure={list.failure}
        onRetry={list.reload}
        rowCount={data?.items.length ?? 0}
        paging={data && { meta: data, noun: ['transfer', 'transfers'], onPage: list.setPage }}
      >
        {data?.items.map((transfer) => (
          <TransferRow key={transfer.id} transfer={transfer} onOpen={() => setOpen(transfer.id)} />
        ))}
      </ListTable>
      {open && (
        <NipTransferDialog
          transferId={open}
          canAct={canAct}
          onClose={() => setOpen(null)}
          onChanged={list.reload}
        />
      )}
    </section>
  );
}

/**
 * The teller's screen for payments to other banks over NIP: a new transfer, and the transfers
 * sent recently with their status as the switch answers.
 */
export default function NipTransferPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const [reloadKey, setReloadKey] = useState(0);
  const refresh = useCallback(() => setReloadKey((key) => key + 1), []);
  return (
    <Page
      title={route.title}
      description="Send money to an account at another bank over NIP, and follow the transfers sent."
    >
      <NipTransferForm onSent={refresh} />
      <RecentTransfers reloadKey={reloadKey} />
    </Page>
  );
}
