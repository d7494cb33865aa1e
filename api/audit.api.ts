import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type AuditEvent = components['schemas']['AuditEvent'];
export type AuditEventPage = components['schemas']['AuditEventPage'];
export type AuditAction = components['schemas']['AuditAction'];
export type AuditChange = components['schemas']['AuditChange'];
export type AuditSearch = NonNullable<operations['listAuditEvents']['parameters']['query']>;
type AuditExportSearch = NonNullable<operations['exportAuditEvents']['parameters']['query']>;

/** One page of the audit log, newest first. */
export function listAuditEvents(api: Api, query: AuditSearch = {}): Promise<AuditEventPage> {
  return call(api.http.GET('/audit-log', { params: { query } }));
}

/** Every matching event as CSV text (at most 50,000). */
export function exportAuditEvents(api: Api, query: AuditExportSearch = {}): Promise<string> {
  return call(api.http.GET('/audit-log/export', { params: { query }, parseAs: 'text' }));
}

/** The actions the log can name, with their words. */
export async function listAuditActions(api: Api): Promise<AuditAction[]> {
  return (await call(api.http.GET('/audit-log/actions'))).items;
}
