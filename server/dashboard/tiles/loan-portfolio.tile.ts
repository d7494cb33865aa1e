import type { UserRecord } from '../../users/user.repository';
import {
  count,
  type DashboardTileSpec,
  holds,
  licensed,
  money,
  percentText,
} from '../dashboard-tile';
import {
  type ArrearsBucket,
  type PortfolioScope,
  portfolioByBucket,
} from '../loan-portfolio.repository';
import { branchesOf } from './head-teller-queue.tile';

// Short, as they label the chart's bars side by side in a tile; the series says "days late".
const BUCKET_WORDS: Readonly<Record<ArrearsBucket, string>> = {
  CURRENT: 'Current',
  '1-30': '1–30',
  '31-60': '31–60',
  '61-90': '61–90',
  '90+': 'Over 90',
};

/** A loan officer follows their own book; others see their branches' loans, or the bank's. */
export function portfolioScopeOf(user: UserRecord, branchId: string | undefined): PortfolioScope {
  if (user.roles.includes('LOAN_OFFICER')) return { officerId: user.id, branchIds: null };
  return { officerId: null, branchIds: branchesOf(user, branchId) };
}

/** The loans list filtered as the figure counts (the header's branch is the list's own). */
const loansLink = (scope: PortfolioScope, filter: string) =>
  `/loans?${filter}${scope.officerId ? `&officerId=${encodeURIComponent(scope.officerId)}` : ''}`;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The active loans of the user's book: how much is out, how much is late, and by how long. */
export const loanPortfolioTile: DashboardTileSpec = {
  key: 'loan-portfolio',
  title: 'Loan portfolio',
  link: '/loans',
  allowed: (p) => licensed(p, 'LOANS') && holds(p, 'loan.view'),
  async read(t, { user }, ctx) {
    const scope = portfolioScopeOf(user, ctx.branchId);
    const buckets = await portfolioByBucket(t, scope, ctx.processingDate);
    const late = buckets.filter((b) => b.bucket !== 'CURRENT');
    const over30 = late.filter((b) => b.bucket !== '1-30');
    const principal = sum(buckets.map((b) => b.principalKobo));
    const lateLoans = sum(late.map((b) => b.loans));
    return {
      figures: [
        count('Active loans', sum(buckets.map((b) => b.loans)), {
          link: loansLink(scope, 'status=ACTIVE'),
        }),
        money('Outstanding', sum(buckets.map((b) => b.outstandingKobo))),
        count('In arrears', lateLoans, {
          tone: lateLoans ? 'WARNING' : 'GOOD',
          link: loansLink(scope, 'inArrears=TRUE'),
        }),
        money('Outstanding in arrears', sum(late.map((b) => b.outstandingKobo))),
        {
          label: 'PAR30',
          value: percentText(sum(over30.map((b) => b.principalKobo)), principal),
          kind: 'PERCENT',
          tone: over30.some((b) => b.loans > 0) ? 'BAD' : 'GOOD',
        },
      ],
      chart: {
        kind: 'BAR',
        valueKind: 'MONEY',
        seriesLabels: ['Outstanding, by days late'],
        points: buckets.map((b) => ({
          label: BUCKET_WORDS[b.bucket],
          values: [b.outstandingKobo],
        })),
      },
      items: [],
      ...(buckets.every((b) => b.loans === 0) ? { empty: 'No active loans in this book.' } : {}),
    };
  },
};
