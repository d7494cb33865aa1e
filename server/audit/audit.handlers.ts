import { changedFields } from '../../policies/audit-changes';
import { DomainError, fieldError } from '../errors/domain-error';
import { csvText } from '../http/csv';
import { type HandlerGroup, type OperationContext, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import {
  type AuditQuery,
  type AuditRecord,
  countAuditEvents,
  findAuditEvents,
} from './audit.repository';
import { auditActions } from './audit-actions';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** The most events one CSV export holds. */
export const MAX_AUDIT_EXPORT_ROWS = 50_000;
/** The contract's bound on the fields of one event's changes. */
const MAX_CHANGED_FIELDS = 500;
/** Events read from the database at a time while an export is written. */
const EXPORT_BATCH = 1000;

/**
 * A query bound as the instant the log stores (`toISOString()`, so text order is time order). A
 * bare date stands for the whole day in UTC: its first millisecond as a lower bound, its last as
 * an upper one.
 */
export function auditBound(value: string | undefined, edge: 'start' | 'end'): string | null {
  if (value === undefined) return null;
  if (DATE_ONLY.test(value)) {
    return `${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`;
  }
  return new Date(value).toISOString();
}

type SearchOperation = 'listAuditEvents' | 'exportAuditEvents';

/** The filters of a search, shared by the page and the export. */
function auditFilters(
  ctx: OperationContext<SearchOperation>,
): Omit<AuditQuery, 'page' | 'pageSize'> {
  const { query } = ctx;
  const from = auditBound(query.from, 'start');
  const to = auditBound(query.to, 'end');
  if (from !== null && to !== null && from > to) {
    throw fieldError('query.to', 'before_from', 'The end lies before the start.');
  }
  return {
    from,
    to,
    userId: query.userId ?? null,
    username: query.username?.trim().toLowerCase() ?? null,
    operationId: query.operationId ?? null,
    outcome: query.outcome ?? null,
    entityType: query.entityType ?? null,
    entityId: query.entityId ?? null,
  };
}

/** An event as the contract's AuditEvent: its change read field by field. */
function toAuditView(event: AuditRecord) {
  const { changes } = event;
  return {
    ...event,
    changes: changes
      ? changedFields(changes.before, changes.after).slice(0, MAX_CHANGED_FIELDS)
      : null,
  };
}

export const auditHandlers: HandlerGroup<
  'listAuditEvents' | 'exportAuditEvents' | 'listAuditActions'
> = {
  async listAuditEvents(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await findAuditEvents(txOf(ctx), {
      ...auditFilters(ctx),
      page,
      pageSize,
    });
    return { status: 200, body: { items: items.map(toAuditView), total, page, pageSize } };
  },
  exportAuditEvents,
  async listAuditActions() {
    return { status: 200, body: { items: [...auditActions()] } };
  },
};

const CSV_HEADER = [
  'At (UTC)',
  'Username',
  'Action',
  'Operation',
  'Entity type',
  'Entity id',
  'Outcome',
  'Status',
  'Error code',
  'Summary',
  'Address',
  'Changes',
];

async function exportAuditEvents(ctx: OperationContext<'exportAuditEvents'>) {
  const t = txOf(ctx);
  const filters = auditFilters(ctx);
  const total = await countAuditEvents(t, { ...filters, page: 1, pageSize: 1 });
  if (total > MAX_AUDIT_EXPORT_ROWS) {
    throw new DomainError(
      'audit_export_too_large',
      `${total} events match; an export holds at most ${MAX_AUDIT_EXPORT_ROWS}. Narrow the search.`,
    );
  }
  const labels = new Map(auditActions().map((action) => [action.operationId, action.label]));
  const rows: string[][] = [CSV_HEADER];
  for (let page = 1; (page - 1) * EXPORT_BATCH < total; page += 1) {
    const { items } = await findAuditEvents(t, { ...filters, page, pageSize: EXPORT_BATCH });
    for (const event of items) rows.push(csvRow(event, labels.get(event.operationId)));
  }
  return {
    status: 200,
    body: csvText(rows),
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="audit-log.csv"',
    },
  };
}

function csvRow(event: AuditRecord, label: string | undefined): string[] {
  return [
    event.at,
    event.username ?? '',
    label ?? event.operationId,
    event.operationId,
    event.entityType ?? '',
    event.entityId ?? '',
    event.outcome,
    String(event.statusCode),
    event.errorCode ?? '',
    event.summary,
    event.ip,
    event.changes ? JSON.stringify(event.changes) : '',
  ];
}
