import { type HandlerGroup, txOf } from '../http/operation';
import { listCharges } from './charge.repository';

export const chargeHandlers: HandlerGroup<'listCharges'> = {
  async listCharges(ctx) {
    return { status: 200, body: { items: await listCharges(txOf(ctx)) } };
  },
};
