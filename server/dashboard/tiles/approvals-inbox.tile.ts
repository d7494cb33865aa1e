import { hasPermission } from '../../../policies/access';
import { APPROVAL_PERMISSIONS } from '../../../policies/approval-rules';
import { approvalTypes } from '../../approvals/approval-executors';
import { approverOf, inboxCounts } from '../../approvals/approval-inbox';
import { count, type DashboardTileSpec, licensed } from '../dashboard-tile';

const inboxOf = (type: string) => `/approvals?type=${encodeURIComponent(type)}`;
const requests = (n: number) => `${n} ${n === 1 ? 'request' : 'requests'}`;

/** What awaits the user's decision, by type, and how many of their own requests still wait. */
export const approvalsInboxTile: DashboardTileSpec = {
  key: 'approvals-inbox',
  title: 'Approvals',
  link: '/approvals',
  allowed: (p) => licensed(p, 'OPERATIONS'),
  async read(t, principal, ctx) {
    const me = approverOf(principal);
    const counts = await inboxCounts(t, me, ctx.now);
    const decides = hasPermission({ user: principal.user }, APPROVAL_PERMISSIONS);
    const awaiting = counts.awaitingMe.total;
    return {
      figures: [
        ...(decides || awaiting > 0
          ? [count('Awaiting your decision', awaiting, { tone: awaiting ? 'WARNING' : 'GOOD' })]
          : []),
        count('Your requests waiting', counts.mine.total, { link: '/approvals?show=MINE' }),
      ],
      items: counts.awaitingMe.byType.slice(0, 10).map(({ operationType, count: n }) => ({
        label: approvalTypes().get(operationType)?.label ?? 'Other requests',
        detail: requests(n),
        link: inboxOf(operationType),
      })),
      empty: 'Nothing awaits your decision.',
    };
  },
};
