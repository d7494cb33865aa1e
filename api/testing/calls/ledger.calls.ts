import * as ledger from '../../ledger.api';
import type { CallRow } from './call-rows';

/** The ledger module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listLedgerEntries: [(api) => ledger.listLedgerEntries(api), 'GET', '/api/ledger'],
};
