import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditEventPage = components['schemas']['AuditEventPage'];
export type AuditQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;

/** One page of the audit log, newest first; empty filters are dropped. */
export function listAuditEvents(api: Api, query: AuditQuery = {}): Promise<AuditEventPage> {
  return call(api.http.GET('/audit-log', { params: { query: dropEmptyFilters(query) } }));
}
