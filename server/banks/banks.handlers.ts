import { type HandlerGroup, txOf } from '../http/operation';
import { pageOf } from '../http/paging';
import { searchBanks } from './bank.repository';

export const bankHandlers: HandlerGroup<'listBanks'> = {
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
};
