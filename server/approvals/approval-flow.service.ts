import type { components } from '../../api/schema.gen';
import { bandsProblem } from '../../policies/approval-rules';
import { newRowId } from '../db/row-id';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  type ApprovalFlowView,
  deleteFlow,
  findFlow,
  flowHasRequests,
  insertFlow,
  updateFlow,
} from './approval.repository';

type SaveRequest = components['schemas']['ApprovalFlowSaveRequest'];

/**
 * Creates a flow, or replaces the one `save.id` names. One flow per operation type, so that a
 * request never has two flows to choose from; requests already waiting keep their own copy of
 * the band they were made under.
 */
export async function saveFlow(
  t: TenantTx,
  save: SaveRequest,
  now: Date,
): Promise<{ flow: ApprovalFlowView; created: boolean }> {
  const problem = bandsProblem(save.bands);
  if (problem) throw new DomainError(problem);
  const existing = save.id ? await findFlow(t, { id: save.id }) : null;
  if (save.id && !existing) throw new DomainError('approval_flow_not_found');
  const sameType = await findFlow(t, { operationType: save.operationType });
  if (sameType && sameType.id !== existing?.id) throw new DomainError('approval_flow_type_taken');
  const record = {
    id: existing?.id ?? newRowId(now.getTime()),
    name: save.name.trim(),
    operationType: save.operationType,
    bands: [...save.bands].sort((a, b) => a.fromKobo - b.fromKobo),
    expiryHours: save.expiryHours,
    status: save.status ?? 'ACTIVE',
  };
  if (record.name === '') throw new DomainError('name_blank');
  if (existing) await updateFlow(t, record, now);
  else await insertFlow(t, record, now);
  const flow = await findFlow(t, { id: record.id });
  if (!flow) throw new Error('The saved approval flow could not be read back.');
  return { flow, created: !existing };
}

/** Deletes a flow no request was ever made under; one with history is set INACTIVE instead. */
export async function removeFlow(t: TenantTx, id: string): Promise<ApprovalFlowView> {
  const flow = await findFlow(t, { id });
  if (!flow) throw new DomainError('approval_flow_not_found');
  if (await flowHasRequests(t, id)) throw new DomainError('approval_flow_in_use');
  await deleteFlow(t, id);
  return flow;
}
