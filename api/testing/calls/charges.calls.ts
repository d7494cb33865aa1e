import * as charges from '../../charges.api';
import type { CallRow } from './call-rows';

/** The charges module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listCharges: [(api) => charges.listCharges(api), 'GET', '/api/charges'],
};
