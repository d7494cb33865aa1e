import type { Principal } from '../request/principal';
import type { DashboardTileSpec } from './dashboard-tile';
import { adminOverviewTile } from './tiles/admin-overview.tile';
import { approvalsInboxTile } from './tiles/approvals-inbox.tile';
import { branchGlanceTile } from './tiles/branch-glance.tile';
import { closeOfBusinessTile } from './tiles/close-of-business.tile';
import { financeMonthTile } from './tiles/finance-month.tile';
import { headTellerQueueTile } from './tiles/head-teller-queue.tile';
import { loanPortfolioTile } from './tiles/loan-portfolio.tile';
import { nipTodayTile } from './tiles/nip-today.tile';
import { tellerTillTile } from './tiles/teller-till.tile';

/**
 * Every tile, in the order the dashboard shows them: the user's own work first (their till, what
 * waits for them), then the figures of what they look after.
 */
export const DASHBOARD_TILES: readonly DashboardTileSpec[] = [
  tellerTillTile,
  headTellerQueueTile,
  approvalsInboxTile,
  adminOverviewTile,
  closeOfBusinessTile,
  branchGlanceTile,
  loanPortfolioTile,
  financeMonthTile,
  nipTodayTile,
];

export function tilesFor(principal: Principal): DashboardTileSpec[] {
  return DASHBOARD_TILES.filter((tile) => tile.allowed(principal));
}
