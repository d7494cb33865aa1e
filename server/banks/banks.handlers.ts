import { type HandlerGroup, outsideTransaction, principalOf, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { searchBanks } from './bank.repository';
import { refreshBanks } from './bank-refresh.service';

export const bankHandlers: HandlerGroup<'listBanks' | 'listNipBanks' | 'refreshBanks'> = {
  async listBanks(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await searchBanks(txOf(ctx), {
      q: ctx.query.q,
      category: ctx.query.category,
      active: ctx.query.active,
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },

  // Whoever sends a transfer picks the beneficiary's bank by name: only active ones, nothing else.
  async listNipBanks(ctx) {
    const { page, pageSize } = pageOf(ctx.query);
    const { items, total } = await searchBanks(txOf(ctx), {
      q: ctx.query.q,
      active: true,
      page,
      pageSize,
    });
    return { status: 200, body: { items, total, page, pageSize } };
  },

  // Waits on the switch, so it runs outside the request transaction and opens its own.
  refreshBanks: outsideTransaction(async (ctx) => {
    const { services } = ctx;
    const body = await refreshBanks(services.db, principalOf(ctx).tenant.id, services.now);
    ctx.audit.summary = `refreshed the banks from the NIP switch: ${body.added} added, ${body.updated} updated, ${body.deactivated} set inactive`;
    return { status: 200, body };
  }),
};
