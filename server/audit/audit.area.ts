import type { Area } from '../area';
import { AUDIT_ERRORS } from './audit.errors';
import { auditHandlers } from './audit.handlers';
import { auditEntityChangesMigration } from './migrations/0050-audit-entity-changes.migration';

/** The audit log as people read it; every request writes it (server/request/audit-trail.ts). */
export const auditArea: Area = {
  name: 'Audit log',
  errors: AUDIT_ERRORS,
  handlers: auditHandlers,
  migrations: [auditEntityChangesMigration],
};
