import type { Area } from '../area';
import { auditHandlers } from './audit.handlers';

/** The audit log as people read it; every request writes it (server/request/audit-trail.ts). */
export const auditArea: Area = { name: 'Audit log', handlers: auditHandlers };
