import { branchScope } from '../../../policies/branch-scope';
import { approverOf, inboxRequests } from '../../approvals/approval-inbox';
import type { TenantTx } from '../../db/tenant-scope';
import type { Principal } from '../../request/principal';
import { findTill } from '../../tills/till.repository';
import { rowToSession } from '../../tills/till-session.repository';
import { findUserById } from '../../users/user.repository';
import { count, type DashboardTileSpec, holds, licensed } from '../dashboard-tile';
import { sessionLink } from './till-words';

/** What the head teller does next to a session in each status that waits for them. */
const WAITING = {
  OPENED: 'Opening count differs: accept it',
  BALANCED: 'Closing count balanced: close it',
  CLOSED: 'Closed: reconcile it',
} as const;

const LISTED = 10;

/** The branches the tile reads: the header's branch when the user may see it, else their scope. */
export function branchesOf(
  user: Parameters<typeof branchScope>[0],
  branchId: string | undefined,
): readonly string[] | null {
  const scope = branchScope(user);
  if (!branchId) return scope;
  return scope === null || scope.includes(branchId) ? [branchId] : [];
}

/** The counter's requests a head teller decides: withdrawals over limit, reversals, variances. */
const TILL_APPROVAL_TYPES = ['CASH_WITHDRAWAL', 'CASH_REVERSAL', 'TILL_VARIANCE'] as const;

async function tillApprovalsAwaiting(t: TenantTx, principal: Principal, now: Date) {
  const me = approverOf(principal);
  let total = 0;
  for (const type of TILL_APPROVAL_TYPES) {
    total += (await inboxRequests(t, me, { type, awaitingMe: true }, now)).length;
  }
  return total;
}

function waitingQuery(t: TenantTx, branchIds: readonly string[] | null) {
  let query = t.trx
    .selectFrom('till_session')
    .where('tenant_id', '=', t.tenantId)
    .where('status', 'in', Object.keys(WAITING));
  // A user who may see no branch at all reads none: `in ()` is no SQL, so the id can never match.
  if (branchIds) query = query.where('branch_id', 'in', [...branchIds, '-']);
  return query;
}

/** The sessions waiting for the head teller: openings to accept and closings to finish. */
export const headTellerQueueTile: DashboardTileSpec = {
  key: 'head-teller-queue',
  title: 'Tills waiting for you',
  link: '/tills/sessions',
  allowed: (p) => licensed(p, 'TILLS') && holds(p, 'till.session.assign'),
  async read(t, principal, ctx) {
    const { user } = principal;
    const branchIds = branchesOf(user, ctx.branchId);
    const counted = await waitingQuery(t, branchIds)
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const n = (status: string) => Number(counted.find((row) => row.status === status)?.n ?? 0);
    const rows = await waitingQuery(t, branchIds)
      .selectAll()
      .orderBy('business_date', 'asc')
      .orderBy('created_at', 'asc')
      .limit(LISTED)
      .execute();
    const items = [];
    for (const session of rows.map(rowToSession)) {
      const till = await findTill(t, session.tillId);
      const teller = await findUserById(t, session.tellerId);
      items.push({
        label: `${till?.code ?? ''} · ${teller?.fullName ?? ''}`,
        detail: WAITING[session.status as keyof typeof WAITING],
        link: sessionLink(session.id),
      });
    }
    const approvals = await tillApprovalsAwaiting(t, principal, ctx.now);
    const toAccept = n('OPENED');
    const toClose = n('BALANCED') + n('CLOSED');
    return {
      figures: [
        count('Openings to accept', toAccept, { tone: toAccept ? 'WARNING' : 'NEUTRAL' }),
        count('Closings to finish', toClose, { tone: toClose ? 'WARNING' : 'NEUTRAL' }),
        count('Approvals waiting for you', approvals, { tone: approvals ? 'WARNING' : 'NEUTRAL' }),
      ],
      items,
      empty: 'No till session is waiting for you.',
    };
  },
};
