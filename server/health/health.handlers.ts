import packageJson from '../../package.json' with { type: 'json' };
import type { HandlerGroup } from '../http/operation';

/** Liveness for load balancers and for the console's start-up check: no tenant, no token. */
export const healthHandlers: HandlerGroup<'getHealth'> = {
  async getHealth(ctx) {
    return {
      status: 200,
      body: { status: 'ok', version: packageJson.version, time: ctx.now.toISOString() },
    };
  },
};
