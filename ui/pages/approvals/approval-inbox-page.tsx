import { useState } from 'react';
import {
  type ApprovalRequest,
  type ApprovalRequestSummary,
  listApprovalRequests,
} from '../../../api/approvals.api';
import { hasPermission } from '../../../policies/access';
import { APPROVAL_PERMISSIONS, seesAllRequests } from '../../../policies/approval-rules';
import { formatBankDateTime } from '../../../policies/calendar';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { useBranchName } from '../../app/use-branch-name';
import { Button } from '../../components/button';
import { ListFilters } from '../../components/list-page/list-filters';
import type { ListState } from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Notice } from '../../components/notice';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import * as table from '../../components/table.css';
import { ApprovalRequestDialog, DecisionDialog, StatusPill } from './approval-request-dialog';
import {
  OPERATION_TYPE_WORDS,
  OPERATION_TYPES,
  REQUEST_STATUS_WORDS,
  REQUEST_STATUSES,
  requestAmount,
} from './approval-words';
import * as styles from './approvals.css';
import {
  ALL_TYPES,
  AWAITING_ME,
  EVERYONE,
  INBOX_LIST,
  type InboxFilter,
  inboxQuery,
  SENT_BY_ME,
} from './inbox-list';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Reference' },
  { heading: 'Request' },
  { heading: 'Amount', amount: true },
  { heading: 'Maker' },
  { heading: 'Branch' },
  { heading: 'Waiting since' },
  { heading: 'Status' },
  { heading: 'Actions' },
];

const TYPE_OPTIONS = [
  { value: ALL_TYPES, label: 'All types' },
  ...OPERATION_TYPES.map((value) => ({ value, label: OPERATION_TYPE_WORDS[value] })),
];
const STATUS_OPTIONS = REQUEST_STATUSES.map((value) => ({
  value,
  label: REQUEST_STATUS_WORDS[value],
}));

/** What the signed-in user may pick to show: what awaits them only if a flow may name them. */
function showOptions(decides: boolean, seesAll: boolean) {
  return [
    ...(decides ? [{ value: AWAITING_ME, label: 'Awaiting my decision' }] : []),
    { value: SENT_BY_ME, label: 'Sent by me' },
    ...(seesAll ? [{ value: EVERYONE, label: 'All requests' }] : []),
  ];
}

const isWaiting = (request: ApprovalRequestSummary) =>
  request.status === 'PENDING_LEVEL1' || request.status === 'PENDING_LEVEL2';

/**
 * The approvals inbox: every request of every type that the signed-in user may decide, their own
 * requests ("Sent by me", where they withdraw a waiting one) and, for the generic checkers, all
 * requests. Filters apply as they change. A row opens the request, where it is approved or
 * rejected. On the NIP area's route it starts on NIP transfers, as the SPEC has it.
 */
export default function ApprovalInboxPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const access = useAccessContext();
  const decides = hasPermission(access, APPROVAL_PERMISSIONS);
  const defaultType = route.id === 'nip-approvals' ? 'NIP_TRANSFER' : ALL_TYPES;
  // Someone no flow may name has nothing awaiting them: their own requests are the page.
  const showOf = (state: ListState<InboxFilter>) =>
    state.filters.show ?? (decides ? AWAITING_ME : SENT_BY_ME);
  const inbox = useListQuery({
    spec: INBOX_LIST,
    load: listApprovalRequests,
    params: (state) =>
      inboxQuery(
        { ...state, filters: { ...state.filters, show: showOf(state) || undefined } },
        defaultType,
      ),
  });
  const { data, draft, state } = inbox;
  const branchName = useBranchName();
  const [openId, setOpenId] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<ApprovalRequestSummary | null>(null);
  const [told, setTold] = useState<string | null>(null);
  const show = showOf(state);
  const rows = data?.items ?? [];
  const choose = (name: InboxFilter, value: string) => {
    setTold(null);
    inbox.apply({ ...draft, [name]: value });
  };
  const withdrawn = (request: ApprovalRequest) => {
    setWithdrawing(null);
    setTold(`${request.reference} is withdrawn; nothing was carried out.`);
    inbox.reload();
  };

  return (
    <Page
      title={route.title}
      description="Requests waiting for a checker, of every kind your bank's approval flows hold: transfers, cash, till variances, loans, write-offs and journals. Open one to see its details and decide it."
    >
      <ListFilters label="Filter requests" live>
        <SelectField
          id="approval-show"
          label="Show"
          value={show}
          options={showOptions(decides, seesAllRequests(access))}
          onChange={(event) => choose('show', event.target.value)}
        />
        <SelectField
          id="approval-type"
          label="Type"
          value={draft.type || defaultType}
          options={TYPE_OPTIONS}
          onChange={(event) => choose('type', event.target.value)}
        />
        <SelectField
          id="approval-status"
          label="Status"
          value={draft.status}
          placeholder="Any status"
          options={STATUS_OPTIONS}
          onChange={(event) => choose('status', event.target.value)}
        />
      </ListFilters>
      {told && <Notice tone="success">{told}</Notice>}
      <ListTable
        caption="Approval requests"
        columns={COLUMNS}
        texts={{
          what: 'the approval requests',
          loading: 'Loading requests…',
          empty:
            show === AWAITING_ME
              ? 'Nothing is waiting for your decision.'
              : show === SENT_BY_ME
                ? 'You have sent no request that matches.'
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
          <RequestRow
            key={request.id}
            request={request}
            branch={branchName(request.branchId)}
            onOpen={() => setOpenId(request.id)}
            onWithdraw={
              show === SENT_BY_ME && isWaiting(request) ? () => setWithdrawing(request) : null
            }
          />
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
      {withdrawing && (
        <DecisionDialog
          decision="cancel"
          request={withdrawing}
          onClose={() => setWithdrawing(null)}
          onDone={withdrawn}
        />
      )}
    </Page>
  );
}

function RequestRow({
  request,
  branch,
  onOpen,
  onWithdraw,
}: {
  request: ApprovalRequestSummary;
  branch: string;
  onOpen: () => void;
  onWithdraw: (() => void) | null;
}) {
  return (
    <tr className={styles.clickable} onClick={onOpen} data-reference={request.reference}>
      <td className={`${table.cell} ${styles.nowrap}`}>{request.reference}</td>
      <td className={table.cell}>
        <span className={styles.typeLabel}>{OPERATION_TYPE_WORDS[request.operationType]}</span>
        <span className={styles.muted}>{request.summary}</span>
      </td>
      <td className={`${table.cell} ${styles.amount}`}>{requestAmount(request) ?? '—'}</td>
      <td className={table.cell}>{request.maker.fullName}</td>
      <td className={table.cell}>{branch}</td>
      <td className={`${table.cell} ${styles.nowrap}`}>{formatBankDateTime(request.createdAt)}</td>
      <td className={table.cell}>
        <StatusPill status={request.status} />
      </td>
      <td className={table.cell}>
        <div className={styles.actions}>
          <Button
            size="small"
            aria-label={`Open ${request.reference}: ${request.summary}`}
            onClick={(event) => {
              event.stopPropagation();
              onOpen();
            }}
          >
            Open
          </Button>
          {onWithdraw && (
            <Button
              size="small"
              tone="danger"
              aria-label={`Cancel ${request.reference}`}
              onClick={(event) => {
                event.stopPropagation();
                onWithdraw();
              }}
            >
              Cancel
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
