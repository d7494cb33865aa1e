import { authHandlers } from '../auth/auth.handlers';
import { healthHandlers } from '../health/health.handlers';
import { licenseHandlers } from '../license/license.handlers';
import { adminHandlers } from './admin.handlers';
import { laterHandlers } from './not-implemented';
import type { Handlers } from './operation';

/** Every operation's handler, by operationId. */
export function allHandlers(): Handlers {
  return {
    ...healthHandlers,
    ...authHandlers,
    ...licenseHandlers,
    ...adminHandlers,
    ...laterHandlers(),
  };
}
