import { hasBypass } from '../../policies/access';
import { type Approver, mayApproveLevel, servesBranch } from '../../policies/approval-rules';
import { formatBankDateTime } from '../../policies/calendar';
import { formatKobo } from '../../policies/money';
import { findRequest } from '../approvals/approval.repository';
import { approvalTypes } from '../approvals/approval-executors';
import type { AreaEvents } from '../area-events';
import type { TenantTx } from '../db/tenant-scope';
import { rowToUser, type UserRecord } from '../users/user.repository';
import { channelsFor, queueMessage } from './message-queue';

/** Staff who may decide a level: a bank has few of them, so one read of its active users. */
const MAX_APPROVERS_TOLD = 50;

/**
 * The users a waiting level names (by role or permission, in the request's branch where the flow
 * binds it), the maker excepted. The administrators' bypass lets them approve anything, but a
 * level that does not name them is not theirs to be told about.
 */
function namedBy(
  user: UserRecord,
  level: Parameters<typeof mayApproveLevel>[1],
  request: NonNullable<Awaited<ReturnType<typeof findRequest>>>,
): boolean {
  if (user.id === request.makerId || user.status !== 'ACTIVE' || !user.email) return false;
  const approver: Approver = {
    id: user.id,
    user: { roles: user.roles, permissions: user.permissions },
    branchId: user.branchId,
    branchIds: user.branchIds,
  };
  const named = hasBypass(approver)
    ? level.roles.some((role) => user.roles.includes(role))
    : mayApproveLevel(approver, level);
  return named && (!request.sameBranch || servesBranch(approver, request.branchId));
}

/** An approval request waits at a level: each user the level names is told by email. */
export async function queueApprovalWaiting(
  t: TenantTx,
  event: AreaEvents['approval.waiting'],
  now: Date,
): Promise<void> {
  if ((await channelsFor(t, 'APPROVAL_WAITING')).length === 0) return;
  const request = await findRequest(t, event.requestId);
  const level = request?.approvers[event.level - 1];
  if (!request || !level) return;
  const rows = await t.trx
    .selectFrom('app_user')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('status', '=', 'ACTIVE')
    .execute();
  const users = rows.map(rowToUser);
  const maker = users.find((user) => user.id === request.makerId);
  const told = users.filter((user) => namedBy(user, level, request)).slice(0, MAX_APPROVERS_TOLD);
  const requestType = approvalTypes().get(request.operationType)?.label ?? 'Approval request';
  for (const user of told) {
    await queueMessage(
      t,
      'APPROVAL_WAITING',
      { email: user.email, phone: null },
      {
        name: user.fullName,
        requestType,
        summary: `${request.reference}: ${request.summary} (${formatKobo(request.amountKobo)})`,
        requestedBy: maker?.fullName ?? 'a colleague',
        level: String(event.level),
        date: formatBankDateTime(now.toISOString()),
      },
      `APPROVAL_WAITING:${request.id}:${event.level}:${user.id}`,
      now,
    );
  }
}
