import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import {
  type ApprovalRequestRecord,
  type ApprovalUser,
  findRequest,
  listEvents,
  usersByIds,
} from './approval.repository';
import { awaitingLevel, statusAt } from './approval.service';

type Schemas = components['schemas'];

const unknownUser = (id: string): ApprovalUser => ({ id, username: id, fullName: 'Unknown user' });

/** A request as the inbox lists it, at `now` (a waiting request past its time reads EXPIRED). */
export function summaryOf(
  request: ApprovalRequestRecord,
  users: Map<string, ApprovalUser>,
  now: Date,
): Schemas['ApprovalRequestSummary'] {
  return {
    id: request.id,
    reference: request.reference,
    operationType: request.operationType,
    status: statusAt(request, now),
    amountKobo: request.amountKobo,
    levelsRequired: request.levelsRequired,
    awaitingLevel: awaitingLevel(request, now),
    branchId: request.branchId,
    maker: users.get(request.makerId) ?? unknownUser(request.makerId),
    summary: request.summary,
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    decidedAt: request.decidedAt,
    resultReference: request.resultReference,
  };
}

/** The request with its details and history, as the contract shows it. */
export async function requestView(
  t: TenantTx,
  id: string,
  now: Date,
): Promise<Schemas['ApprovalRequest']> {
  const request = await findRequest(t, id);
  if (!request) throw new DomainError('approval_request_not_found');
  const events = await listEvents(t, id);
  const users = await usersByIds(t, [request.makerId, ...events.map((e) => e.actorId)]);
  return {
    ...summaryOf(request, users, now),
    details: request.details,
    approvers: request.approvers as Schemas['ApprovalApprovers'][],
    sameBranch: request.sameBranch,
    holdId: request.holdId,
    history: events.map((event) => ({
      action: event.action,
      level: event.level,
      by: users.get(event.actorId) ?? unknownUser(event.actorId),
      reason: event.reason,
      at: event.at,
    })),
  };
}
