import { useMemo, useState } from 'react';
import {
  type AuditEvent,
  type AuditSearch,
  exportAuditEvents,
  listAuditActions,
  listAuditEvents,
} from '../../../api/audit.api';
import type { Api } from '../../../api/client';
import { entityTypeWords } from '../../../policies/audit-changes';
import { formatBankDateTime } from '../../../policies/calendar';
import { useApi } from '../../app/api-context';
import { useDocumentTitle } from '../../app/document-title';
import type { PageProps } from '../../app/page-props';
import { CSV_TYPE, saveFile } from '../../app/save-file';
import { useApiQuery } from '../../app/use-api-query';
import { useRequest } from '../../app/use-request';
import { Button } from '../../components/button';
import { DateField } from '../../components/date-field';
import { Field } from '../../components/field';
import { ListFilters } from '../../components/list-page/list-filters';
import { ListTable } from '../../components/list-page/list-table';
import type { ListColumn } from '../../components/list-page/sortable-heads';
import { useListQuery } from '../../components/list-page/use-list-query';
import { Page } from '../../components/page';
import { SelectField } from '../../components/select-field';
import { statusPill } from '../../components/status-pill.css';
import * as table from '../../components/table.css';
import * as styles from './audit.css';
import { AuditChangeDialog } from './audit-change-dialog';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_LIST,
  auditQuery,
  auditSearch,
  isRowId,
  operationWords,
} from './audit-list';

const COLUMNS: readonly ListColumn[] = [
  { heading: 'When' },
  { heading: 'Who' },
  { heading: 'Action' },
  { heading: 'Record' },
  { heading: 'Outcome' },
  { heading: 'Summary' },
  { heading: 'Change' },
];

const ENTITY_OPTIONS = AUDIT_ENTITY_TYPES.map((type) => ({
  value: type,
  label: entityTypeWords(type),
}));

const OUTCOME_OPTIONS = [
  { value: 'success', label: 'Succeeded' },
  { value: 'failure', label: 'Failed or refused' },
];

/** The words of each action, from the contract's summaries; its own words until they arrive. */
function useActionWords() {
  const { data } = useApiQuery(listAuditActions);
  return useMemo(() => {
    const labels = new Map((data ?? []).map((action) => [action.operationId, action.label]));
    return {
      options: (data ?? []).map((action) => ({ value: action.operationId, label: action.label })),
      words: (operationId: string) => labels.get(operationId) ?? operationWords(operationId),
    };
  }, [data]);
}

/** A summary the server made up from the operation's id says nothing the columns do not. */
function summaryOf(event: AuditEvent): string {
  return event.summary.startsWith(`${event.operationId} `) ? '' : event.summary;
}

function outcomeOf(event: AuditEvent): string {
  if (event.outcome === 'success') return 'Succeeded';
  if (event.statusCode === 401 || event.statusCode === 403) return 'Refused';
  return 'Failed';
}

/** Who did what, when, to which record and with what outcome; each change before and after. */
export default function AuditLogPage({ route }: PageProps) {
  useDocumentTitle(route.title);
  const actions = useActionWords();
  const list = useListQuery({ spec: AUDIT_LIST, load: listAuditEvents, params: auditQuery });
  const [shown, setShown] = useState<AuditEvent | null>(null);
  const { data, draft, setDraft, state } = list;
  const rows = data?.items ?? [];
  return (
    <Page
      title={route.title}
      description="Every change made in the console and every refused call: who, when, and what changed."
      actions={<ExportButton search={auditSearch(state.filters)} />}
    >
      <ListFilters
        label="Search the audit log"
        onApply={() => list.apply()}
        onClear={list.clear}
        filtered={list.filtered}
      >
        <Field
          label="User"
          value={draft.username ?? ''}
          maxLength={64}
          placeholder="Username"
          onChange={(event) => setDraft('username', event.target.value)}
        />
        <SelectField
          id="audit-action"
          label="Action"
          value={draft.action ?? ''}
          placeholder="All actions"
          options={actions.options}
          onChange={(event) => setDraft('action', event.target.value)}
        />
        <SelectField
          id="audit-entity"
          label="Record"
          value={draft.entity ?? ''}
          placeholder="All records"
          options={ENTITY_OPTIONS}
          onChange={(event) => setDraft('entity', event.target.value)}
        />
        <Field
          label="Record id"
          value={draft.record ?? ''}
          maxLength={128}
          onChange={(event) => setDraft('record', event.target.value)}
        />
        <SelectField
          id="audit-outcome"
          label="Outcome"
          value={draft.outcome ?? ''}
          placeholder="Any outcome"
          options={OUTCOME_OPTIONS}
          onChange={(event) => setDraft('outcome', event.target.value)}
        />
        <DateField
          label="From"
          value={draft.from ?? ''}
          onChange={(iso) => setDraft('from', iso)}
        />
        <DateField label="To" value={draft.to ?? ''} onChange={(iso) => setDraft('to', iso)} />
      </ListFilters>
      <ListTable
        caption="Audit events"
        columns={COLUMNS}
        texts={{
          what: 'the audit log',
          loading: 'Loading the audit log…',
          empty: list.filtered ? 'No event matches the search.' : 'Nothing has been recorded yet.',
        }}
        loaded={data !== null}
        loading={list.loading}
        failure={list.failure}
        onRetry={list.reload}
        rowCount={rows.length}
        paging={data && { meta: data, noun: ['event', 'events'], onPage: list.setPage }}
      >
        {rows.map((event) => (
          <AuditRow
            key={event.id}
            event={event}
            action={actions.words(event.operationId)}
            onOpen={setShown}
          />
        ))}
      </ListTable>
      {shown && (
        <AuditChangeDialog
          event={shown}
          action={actions.words(shown.operationId)}
          onClose={() => setShown(null)}
        />
      )}
    </Page>
  );
}

function AuditRow({
  event,
  action,
  onOpen,
}: {
  event: AuditEvent;
  action: string;
  onOpen: (event: AuditEvent) => void;
}) {
  const outcome = outcomeOf(event);
  return (
    <tr>
      <td className={table.cell}>{formatBankDateTime(event.at)}</td>
      <td className={table.cell}>{event.username ?? 'Not signed in'}</td>
      <td className={table.cell}>{action}</td>
      <td className={table.cell}>
        {event.entityType ? entityTypeWords(event.entityType) : ''}
        {event.entityId && !isRowId(event.entityId) && (
          <div className={styles.recordId}>{event.entityId}</div>
        )}
      </td>
      <td className={table.cell}>
        <span className={statusPill({ tone: outcome === 'Succeeded' ? 'good' : 'danger' })}>
          {outcome}
        </span>
      </td>
      <td className={`${table.cell} ${styles.summary}`}>{summaryOf(event)}</td>
      <td className={table.cell}>
        {event.changes && event.changes.length > 0 ? (
          <Button
            size="small"
            aria-label={`View the change: ${action}, ${formatBankDateTime(event.at)}`}
            onClick={() => onOpen(event)}
          >
            View
          </Button>
        ) : (
          <span className={styles.muted}>None</span>
        )}
      </td>
    </tr>
  );
}

/** Downloads every event of the search on screen as CSV (the server's limit is 50,000). */
function ExportButton({ search }: { search: AuditSearch }) {
  const api = useApi();
  const { snapshot: request, send } = useRequest(async (input) => {
    saveFile(await exportAudit(api, input as AuditSearch), 'audit-log.csv', CSV_TYPE);
    return null;
  });
  const working = request.matches('submitting');
  return (
    <div className={styles.exportBar}>
      {request.context.failure && (
        <span role="alert">Could not export: {request.context.failure.message}</span>
      )}
      <Button disabled={working} onClick={() => send({ type: 'request.submit', input: search })}>
        {working ? 'Preparing CSV…' : 'Export CSV'}
      </Button>
    </div>
  );
}

function exportAudit(api: Api, search: AuditSearch): Promise<string> {
  const { page: _page, pageSize: _size, ...filters } = search;
  return exportAuditEvents(api, filters);
}
