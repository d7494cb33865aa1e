import type { Area } from '../area';
import { auditHandlers } from './audit.handlers';

export const auditArea: Area = { name: 'Audit log', handlers: auditHandlers };
