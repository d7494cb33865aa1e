import * as license from '../../license.api';
import type { CallRow } from './call-rows';

/** The license module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getLicense: [(api) => license.getLicense(api), 'GET', '/api/admin/license'],
};
