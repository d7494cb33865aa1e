import * as banks from '../../banks.api';
import type { CallRow } from './call-rows';

/** The banks module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listBanks: [(api) => banks.listBanks(api), 'GET', '/api/banks'],
  listNipBanks: [(api) => banks.listNipBanks(api), 'GET', '/api/nip/banks'],
  refreshBanks: [(api) => banks.refreshBanks(api), 'POST', '/api/banks/refresh'],
};
