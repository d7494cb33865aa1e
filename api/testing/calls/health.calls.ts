import * as health from '../../health.api';
import type { CallRow } from './call-rows';

/** The health module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getHealth: [(api) => health.getHealth(api), 'GET', '/api/health'],
};
