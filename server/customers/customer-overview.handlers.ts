import { type HandlerGroup, principalOf, txOf } from '../http/operation';
import { customerOverview } from './customer-overview.service';

export const customerOverviewHandlers: HandlerGroup<'getCustomerOverview'> = {
  async getCustomerOverview(ctx) {
    const body = await customerOverview(txOf(ctx), principalOf(ctx), ctx.params.id);
    return { status: 200, body };
  },
};
