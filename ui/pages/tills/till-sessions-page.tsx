import { useCallback, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Api } from '../../../api/client';
import { listTillSessions, type TillSession, type TillSessionQuery } from '../../../api/tills.api';
import { hasPermission } from '../../../policies/access';
import { formatBankDate } from '../../../policies/calendar';
import { DEFAULT_PAGE_SIZE } from '../../../policies/constants';
import { formatKobo } from '../../../policies/money';
import { useAccessContext } from '../../app/app-actor';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { type HeaderBranch, useHeaderBranch } from '../../app/use-header-branch';
import { DateField } from '../../components/date-field';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListScope } from '../../components/list-page/list-scope';
import {
  dateFilter,
  idFilter,
  type ListSpec,
  type ListState,
  oneOfFilter,
} from '../../components/list-page/list-search';
import { ListTable } from '../../components/list-page/list-table';
import { type SortValue, sortRows } from '../../components/list-page/sort-rows';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import type { ListSearch } from '../../components/list-page/use-list-search';
import { Page } from '../../components/page';
import * as record from '../../components/record.css';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import { useToast } from '../../components/toast';
import {
  AssignDialog,
  HeadTellerQueue,
  type TellerChoice,
  useTellerChoices,
} from './session-queue';
import {
  HIDDEN_UNTIL_COUNTED,
  SESSION_STATUS_WORDS,
  SESSION_STATUSES,
  varianceText,
} from './till-words';

type SessionFilter = 'date' | 'tellerId' | 'status';

const SESSION_LIST: ListSpec<SessionFilter> = {
  filters: { date: dateFilter, tellerId: idFilter, status: oneOfFilter(SESSION_STATUSES) },
  sortKeys: ['till', 'teller', 'date', 'status', 'expected', 'variance'],
};

const COLUMNS: readonly ListColumn[] = [
  { heading: 'Till', sortKey: 'till' },
  { heading: 'Teller', sortKey: 'teller' },
  { heading: 'Business date', sortKey: 'date' },
  { heading: 'Status', sortKey: 'status' },
  { heading: 'Opening count', amount: true },
  { heading: 'Expected cash', sortKey: 'expected', amount: true },
  { heading: 'Variance', sortKey: 'variance', amount: true },
];

function sortValue(session: TillSession, key: string): SortValue {
  const values: Record<string, SortValue> = {
    till: session.tillCode,
    teller: session.tellerName,
    date: session.businessDate,
    status: SESSION_STATUSES.indexOf(session.status),
    expected: session.expectedCashKobo,
    variance: session.varianceKobo,
  };
  return values[key] ?? null;
}

/** The call's filters for the list the address asks for, within the header's branch. */
export function sessionFilters(
  state: ListState<SessionFilter>,
  branchId: string | null,
): TillSessionQuery {
  return {
    ...state.filters,
    ...(branchId ? { branchId } : {}),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  } as TillSessionQuery;
}

function loadSessions(api: Api, query: TillSessionQuery | null) {
  return query ? listTillSessions(api, query) : Promise.resolve(null);
}

/**
 * The till sessions of the header's branch, by date, teller and status, with the head teller's
 * queue above them: assign tills, cash waiting for confirmation, approvals, sessions left open.
 */
export default function TillSessionsPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const toast = useToast();
  const [, navigate] = useLocation();
  const branch = useHeaderBranch();
  const access = useAccessContext();
  const tellers = useTellerChoices(branch.activeBranchId);
  const [assigning, setAssigning] = useState(false);
  const [revision, setRevision] = useState(0);
  const sessions = useListQuery({
    spec: SESSION_LIST,
    load: loadSessions,
    params: (state) => (branch.settled ? sessionFilters(state, branch.activeBranchId) : null),
    scope: branch.settled ? (branch.activeBranchId ?? 'all') : undefined,
  });
  const { data, state, reload } = sessions;
  const changed = useCallback(() => {
    reload();
    setRevision((current) => current + 1);
  }, [reload]);
  const rows = sortRows(data?.items ?? [], state.sort, sortValue);
  return (
    <Page
      title={route.title}
      description="Each teller’s day at a till: assigned, counted in, cash in and out, counted out."
      actions={
        <>
          <Link href="/tills">Tills and cash position</Link>
          {hasPermission(access, 'txn.create.deposit') && (
            <Link href="/tills/session/current">My open session</Link>
          )}
        </>
      }
    >
      <HeadTellerQueue
        key={branch.activeBranchId ?? 'all'}
        branchId={branch.activeBranchId}
        revision={revision}
        onAssign={() => setAssigning(true)}
        onChanged={changed}
      />
      <SessionFilterBar list={sessions} tellers={tellers} branch={branch} />
      <ListTable
        caption="Till sessions"
        columns={COLUMNS}
        texts={{
          what: 'the till sessions',
          loading: 'Loading till sessions…',
          empty: sessions.filtered
            ? 'No session matches the filters.'
            : 'No till has been assigned yet.',
        }}
        loaded={data !== null}
        loading={sessions.loading || !branch.settled}
        failure={sessions.failure}
        onRetry={reload}
        rowCount={rows.length}
        sort={state.sort}
        onSort={sessions.sortBy}
        paging={data && { meta: data, noun: ['session', 'sessions'], onPage: sessions.setPage }}
      >
        {rows.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ListTable>
      {assigning && (
        <AssignDialog
          branchId={branch.activeBranchId}
          onClose={() => setAssigning(false)}
          onDone={(session) => {
            setAssigning(false);
            toast(`${session.tillCode} is assigned to ${session.tellerName}.`);
            changed();
            navigate(`/tills/session/${encodeURIComponent(session.id)}`);
          }}
        />
      )}
    </Page>
  );
}

function SessionFilterBar({
  list,
  tellers,
  branch,
}: {
  list: ListSearch<SessionFilter>;
  tellers: readonly TellerChoice[];
  branch: HeaderBranch;
}) {
  return (
    <ListFilters
      label="Filter sessions"
      onApply={() => list.apply()}
      onClear={list.clear}
      filtered={list.filtered}
    >
      <DateField
        label="Business date"
        value={list.draft.date ?? ''}
        onChange={(value) => list.setDraft('date', value)}
      />
      <SelectField
        label="Teller"
        value={list.draft.tellerId}
        placeholder="Any teller"
        options={tellers}
        onChange={(event) => list.setDraft('tellerId', event.target.value)}
      />
      <SelectField
        label="Status"
        value={list.draft.status}
        placeholder="All statuses"
        options={SESSION_STATUSES.map((status) => ({
          value: status,
          label: SESSION_STATUS_WORDS[status].label,
        }))}
        onChange={(event) => list.setDraft('status', event.target.value)}
      />
      <ListScope label="Branch" value={branch.name} hint="set in the header" />
    </ListFilters>
  );
}

function SessionRow({ session }: { session: TillSession }) {
  const status = SESSION_STATUS_WORDS[session.status];
  return (
    <tr data-till={session.tillCode} data-status={session.status}>
      <td className={table.cell}>
        <Link
          href={`/tills/session/${encodeURIComponent(session.id)}`}
          className={record.recordLink}
        >
          {session.tillCode}
        </Link>
        <span className={record.listNote}>{session.tillName}</span>
      </td>
      <td className={table.cell}>{session.tellerName}</td>
      <td className={table.cell}>
        {formatBankDate(session.businessDate)}
        {session.leftOpen && <span className={record.lateness}>left open</span>}
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: status.tone })}>{status.label}</span>
      </td>
      <td className={`${table.cell} ${record.amount}`}>
        {session.openingCountKobo === null ? '—' : formatKobo(session.openingCountKobo)}
      </td>
      <td className={`${table.cell} ${record.amount}`}>
        {session.expectedCashKobo === null ? '—' : formatKobo(session.expectedCashKobo)}
        {session.expectedCashKobo === null && session.status === 'CLOSING' && (
          <span className={record.listNote}>{HIDDEN_UNTIL_COUNTED}</span>
        )}
      </td>
      <td className={`${table.cell} ${record.amount}`}>{varianceText(session.varianceKobo)}</td>
    </tr>
  );
}
