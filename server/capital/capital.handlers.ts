import { type HandlerGroup, txOf } from '../http/operation';
import { capitalOverview } from './capital.service';

export const capitalHandlers: HandlerGroup<'getCapital'> = {
  async getCapital(ctx) {
    return { status: 200, body: await capitalOverview(txOf(ctx), ctx.query) };
  },
};
