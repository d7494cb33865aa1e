import type { ErrorSpecs } from '../errors/error-registry';

/** The codes the dashboard answers with. */
export const DASHBOARD_ERRORS = {
  dashboard_tile_not_found: { status: 404, message: 'You have no such dashboard tile.' },
} as const satisfies ErrorSpecs;
