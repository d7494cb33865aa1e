import * as audit from '../../audit.api';
import type { CallRow } from './call-rows';

/** The audit module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listAuditEvents: [(api) => audit.listAuditEvents(api), 'GET', '/api/audit-log'],
  exportAuditEvents: [(api) => audit.exportAuditEvents(api), 'GET', '/api/audit-log/export'],
  listAuditActions: [(api) => audit.listAuditActions(api), 'GET', '/api/audit-log/actions'],
};
