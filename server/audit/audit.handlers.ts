import { fieldError } from '../errors/domain-error';
import { type HandlerGroup, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { findAuditEvents } from './audit.repository';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

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

export const auditHandlers: HandlerGroup<'listAuditEvents'> = {
  async listAuditEvents(ctx) {
    const { query } = ctx;
    const from = auditBound(query.from, 'start');
    const to = auditBound(query.to, 'end');
    if (from !== null && to !== null && from > to) {
      throw fieldError('query.to', 'before_from', 'The end lies before the start.');
    }
    const { page, pageSize } = pageOf(query);
    const { items, total } = await findAuditEvents(txOf(ctx), {
      from,
      to,
      userId: query.userId ?? null,
      username: query.username?.trim().toLowerCase() ?? null,
      operationId: query.operationId ?? null,
      outcome: query.outcome ?? null,
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },
};
