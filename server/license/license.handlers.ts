import { type HandlerGroup, principalOf } from '../http/operation';

export const licenseHandlers: HandlerGroup<'getLicense'> = {
  async getLicense(ctx) {
    return { status: 200, body: principalOf(ctx).license };
  },
};
