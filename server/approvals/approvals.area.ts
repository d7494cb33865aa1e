import type { Area } from '../area';
import { APPROVALS_ERRORS } from './approvals.errors';
import { approvalHandlers } from './approvals.handlers';
import { seedDemoApprovalFlows } from './approvals.seed';
import { approvalsMigration } from './migrations/0013-approvals.migration';
import { approvalReferenceMigration } from './migrations/0026-approval-reference.migration';

/**
 * Maker-checker approval: the flows by operation type and amount band, and the engine other
 * areas submit their operations to (submitForApproval); each area declares its own types on its
 * Area record (approvalTypes), and the demo seeds the flow each type brings.
 */
export const approvalsArea: Area = {
  name: 'Approval flows',
  errors: APPROVALS_ERRORS,
  handlers: approvalHandlers,
  migrations: [approvalsMigration, approvalReferenceMigration],
  seedDemo: (t, _tenant, ctx) => seedDemoApprovalFlows(t, ctx.now),
};
