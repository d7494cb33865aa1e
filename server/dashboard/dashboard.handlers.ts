import { DomainError } from '../errors/domain-error';
import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { tenantProcessingDate } from '../tenancy/tenant.repository';
import { tilesFor } from './dashboard-tiles';

/** The dashboard: the caller's tiles, and each tile's figures read on its own. */
export const dashboardHandlers: HandlerGroup<'listDashboardTiles' | 'getDashboardTile'> = {
  async listDashboardTiles(ctx) {
    const items = tilesFor(principalOf(ctx)).map(({ key, title, link }) => ({ key, title, link }));
    return { status: 200, body: { items } };
  },
  async getDashboardTile(ctx) {
    const principal = principalOf(ctx);
    const t = txOf(ctx);
    const tile = tilesFor(principal).find((spec) => spec.key === ctx.params.key);
    if (!tile) throw new DomainError('dashboard_tile_not_found');
    const processingDate = await tenantProcessingDate(t);
    const body = await tile.read(t, principal, {
      now: ctx.now,
      processingDate,
      branchId: ctx.query.branchId,
    });
    const { key, title, link } = tile;
    return { status: 200, body: { key, title, link, asOf: ctx.now.toISOString(), ...body } };
  },
};
