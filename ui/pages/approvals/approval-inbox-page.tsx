import { useCallback, useMemo, useState } from 'react';
import { type ApprovalRequestSummary, listApprovalRequests } from '../../../api/approvals.api';
import { listBranches } from '../../../api/branches.api';
import type { Api } from '../../../api/client';
import { formatKobo } from '../../../policies/money';
import type { PageProps } from '../../app/page-props';
import { useApiQuery } from '../../app/use-api-query';
import { Button } from '../../components/button';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { useDocumentTitle } from '../document-title';
import { ApprovalRequestDialog, StatusPill } from './approval-request-dialog';
import {
  OPERATION_TYPE_WORDS,
  OPERATION_TYPES,
  REQUEST_STATUS_WORDS,
  REQUEST_STATUSES,
} from './approval-words';
import * as styles from './approvals.css';
import { ALL_TYPES, DEFAULT_TYPE, EVERYONE, INBOX_LIST, inboxQuery } from './inbox-list';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Request' },
  { heading: 'Operation' },
  { heading: 'Amount', amount: true },
  { heading: 'Maker' },
  { heading: 'Status' },
  { heading: 'Expires' },
  { heading: 'Open' },
];

const TYPE_OPTIONS = [
  ...OPERATION_TYPES.map((value) => ({ value, label: OPERATION_TYPE_WORDS[value] })),
  { value: ALL_TYPES, label: 'All operations' },
];
const STATUS_OPTIONS = REQUEST_STATUSES.map((value) => ({
  value,
  label: REQUEST_STATUS_WORDS[value],
}));
const SHOW_OPTIONS = [
  { value: '', label: 'Awaiting me' },
  { value: EVERYONE, label: 'All requests' },
];

const loadBranches = (api: Api) => listBranches(api);

/**
 * The approvals inbox: the requests the signed-in checker may decide now, by operation (NIP
 * transfers first, as the NIP area's page), or every request with a status filter. A row opens
 * the request, where it is approved, rejected or (by its maker) cancelled.
 */
export default function ApprovalInboxPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const inbox = useListQuery({
    spec: INBOX_LIST,
    load: listApprovalRequests,
    params: inboxQuery,
  });
  const { data, draft, setDraft, state } = inbox;
  const branches = useApiQuery(loadBranches);
  const names = useMemo(
    () => new Map((branches.data ?? []).map((branch) => [branch.id, branch.name])),
    [branches.data],
  );
  const branchName = useCallback(
    (id: string | null) => (id === null ? 'Head office' : (names.get(id) ?? 'Unknown branch')),
    [names],
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const awaitingMe = state.filters.show !== EVERYONE;
  const rows = data?.items ?? [];

  return (
    <Page
      title={route.title}
      description="Operations waiting for a checker: NIP transfers and reversals, manual journals and their reversals, and others your bank's approval flows hold."
    >
      <ListFilters
        label="Filter requests"
        submitLabel="Show"
        onApply={() => inbox.apply()}
        onClear={inbox.clear}
        filtered={inbox.filtered}
      >
        <SelectField
          id="approval-show"
          label="Show"
          value={draft.show}
          options={SHOW_OPTIONS}
          onChange={(event) => setDraft('show', event.target.value)}
        />
        <SelectField
          id="approval-type"
          label="Operation"
          value={draft.type || DEFAULT_TYPE}
          options={TYPE_OPTIONS}
          onChange={(event) => setDraft('type', event.target.value)}
        />
        <SelectField
          id="approval-status"
          label="Status"
          value={draft.status}
          placeholder="Any status"
          options={STATUS_OPTIONS}
          onChange={(event) => setDraft('status', event.target.value)}
        />
      </ListFilters>
      <ListTable
        caption="Approval requests"
        columns={COLUMNS}
        texts={{
          what: 'the approval requests',
          loading: 'Loading requests…',
          empty: awaitingMe
            ? 'Nothing is waiting for you here.'
            : 'No request matches the filters.',
        }}
        loaded={data !== null}
        loading={inbox.loading}
        failure={inbox.failure}
        onRetry={inbox.reload}
        rowCount={rows.length}
        paging={data && { meta: data, noun: ['request', 'requests'], onPage: inbox.setPage }}
      >
        {rows.map((request) => (
          <RequestRow key={request.id} request={request} onOpen={() => setOpenId(request.id)} />
        ))}
      </ListTable>
      {openId && (
        <ApprovalRequestDialog
          id={openId}
          branchName={branchName}
          onClose={() => setOpenId(null)}
          onChanged={inbox.reload}
        />
      )}
    </Page>
  );
}

function RequestRow({ request, onOpen }: { request: ApprovalRequestSummary; onOpen: () => void }) {
  return (
    <tr className={styles.clickable} onClick={onOpen}>
      <td className={table.cell}>{request.summary}</td>
      <td className={table.cell}>{OPERATION_TYPE_WORDS[request.operationType]}</td>
      <td className={`${table.cell} ${styles.amount}`}>{formatKobo(request.amountKobo)}</td>
      <td className={table.cell}>{request.maker.fullName}</td>
      <td className={table.cell}>
        <StatusPill status={request.status} />
      </td>
      <td className={table.cell}>{new Date(request.expiresAt).toLocaleString('en-NG')}</td>
      <td className={table.cell}>
        <Button
          size="small"
          aria-label={`Open: ${request.summary}`}
          onClick={(event) => {
            event.stopPropagation();
            onOpen();
          }}
        >
          Open
        </Button>
      </td>
    </tr>
  );
}
