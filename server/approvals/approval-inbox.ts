import type { components } from '../../api/schema.gen';
import {
  type ApprovalRequestStatus,
  PENDING_APPROVAL_STATUSES,
} from '../../machines/approval-request.machine';
import { type Approver, mayViewRequest, seesAllRequests } from '../../policies/approval-rules';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { Principal } from '../request/principal';
import {
  type ApprovalOperationType,
  type ApprovalRequestRecord,
  findRequest,
  listRequests,
  type RequestFilter,
} from './approval.repository';
import { checkerRefusal } from './approval.service';

type Schemas = components['schemas'];

/** The caller as the approval rules see them. */
export function approverOf(principal: Principal): Approver {
  const { user } = principal;
  return { id: user.id, user, branchId: user.branchId, branchIds: user.branchIds };
}

export interface InboxQuery {
  readonly type?: ApprovalOperationType | undefined;
  readonly status?: ApprovalRequestStatus | undefined;
  readonly awaitingMe?: boolean | undefined;
  readonly mine?: boolean | undefined;
}

const PENDING = PENDING_APPROVAL_STATUSES as readonly ApprovalRequestStatus[];

/** What the list's status filter reads from storage; a waiting request past its time is EXPIRED. */
function filterOf(query: InboxQuery, me: Approver, now: Date): RequestFilter {
  const base = { type: query.type, now, ...(query.mine && { makerId: me.id }) };
  if (query.awaitingMe) {
    const wanted = query.status ? PENDING.filter((s) => s === query.status) : PENDING;
    return { ...base, statuses: wanted, due: false };
  }
  if (query.status === 'EXPIRED') return { ...base, statuses: ['EXPIRED', ...PENDING], due: true };
  if (query.status && PENDING.includes(query.status)) {
    return { ...base, statuses: [query.status], due: false };
  }
  return { ...base, statuses: query.status ? [query.status] : undefined };
}

/**
 * The requests of the inbox query that the caller may see: awaiting them (approvable now), their
 * own, or every one they may read (all of them for the generic checkers).
 */
export async function inboxRequests(
  t: TenantTx,
  me: Approver,
  query: InboxQuery,
  now: Date,
): Promise<ApprovalRequestRecord[]> {
  const requests = await listRequests(t, filterOf(query, me, now));
  if (query.awaitingMe) return requests.filter((r) => checkerRefusal(r, me, now) === null);
  if (query.mine || seesAllRequests(me)) return requests;
  return requests.filter((request) => mayViewRequest(request, me));
}

/** One request, if the caller may read it (403 `approval_request_not_visible` otherwise). */
export async function visibleRequest(
  t: TenantTx,
  me: Approver,
  id: string,
): Promise<ApprovalRequestRecord> {
  const request = await findRequest(t, id);
  if (!request) throw new DomainError('approval_request_not_found');
  if (!mayViewRequest(request, me)) throw new DomainError('approval_request_not_visible');
  return request;
}

function countByType(requests: readonly ApprovalRequestRecord[]): Schemas['ApprovalCountGroup'] {
  const counts = new Map<ApprovalOperationType, number>();
  for (const { operationType } of requests) {
    counts.set(operationType, (counts.get(operationType) ?? 0) + 1);
  }
  const byType = [...counts].map(([operationType, count]) => ({ operationType, count }));
  return { total: requests.length, byType };
}

/** How many requests wait for the caller's decision, and how many of their own still wait. */
export async function inboxCounts(
  t: TenantTx,
  me: Approver,
  now: Date,
): Promise<Schemas['ApprovalCounts']> {
  const [awaitingMe, mine] = await Promise.all([
    inboxRequests(t, me, { awaitingMe: true }, now),
    listRequests(t, { statuses: PENDING, due: false, makerId: me.id, now }),
  ]);
  return { awaitingMe: countByType(awaitingMe), mine: countByType(mine) };
}
