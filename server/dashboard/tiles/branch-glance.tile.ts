import type { TenantTx } from '../../db/tenant-scope';
import { count, type DashboardTileSpec, holds, licensed, money } from '../dashboard-tile';
import { portfolioByBucket } from '../loan-portfolio.repository';
import { branchesOf } from './head-teller-queue.tile';

/** The branches' deposit accounts still open, and what they hold, in one aggregate query. */
async function depositsOf(t: TenantTx, branchIds: readonly string[] | null) {
  if (branchIds?.length === 0) return { accounts: 0, balanceKobo: 0 };
  let query = t.trx
    .selectFrom('deposit_account')
    .select([
      (eb) => eb.fn.countAll<number>().as('n'),
      (eb) => eb.fn.sum<number>('ledger_balance_kobo').as('balance'),
    ])
    .where('tenant_id', '=', t.tenantId)
    .where('status', '!=', 'CLOSED');
  if (branchIds) query = query.where('branch_id', 'in', branchIds);
  const row = await query.executeTakeFirst();
  return { accounts: Number(row?.n ?? 0), balanceKobo: Number(row?.balance ?? 0) };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** For a branch manager: the branch's deposits and loans at a glance. */
export const branchGlanceTile: DashboardTileSpec = {
  key: 'branch-glance',
  title: 'Your branch at a glance',
  link: '/accounts',
  allowed: (p) => licensed(p, 'ACCOUNTS') && holds(p, 'branch.manage'),
  async read(t, principal, ctx) {
    const branchIds = branchesOf(principal.user, ctx.branchId);
    const deposits = await depositsOf(t, branchIds);
    const figures = [
      count('Deposit accounts', deposits.accounts),
      money('Deposits held', deposits.balanceKobo),
    ];
    if (licensed(principal, 'LOANS')) {
      const buckets = await portfolioByBucket(
        t,
        { officerId: null, branchIds },
        ctx.processingDate,
      );
      const late = buckets.filter((b) => b.bucket !== 'CURRENT');
      figures.push(
        count('Active loans', sum(buckets.map((b) => b.loans))),
        money('Loans outstanding', sum(buckets.map((b) => b.outstandingKobo))),
        count('Loans in arrears', sum(late.map((b) => b.loans)), {
          tone: late.some((b) => b.loans > 0) ? 'WARNING' : 'GOOD',
        }),
      );
    }
    return { figures, items: [] };
  },
};
