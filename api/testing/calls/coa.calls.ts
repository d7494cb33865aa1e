import * as coa from '../../coa.api';
import { any, type CallRow } from './call-rows';

/** The coa module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listGlAccounts: [(api) => coa.listGlAccounts(api), 'GET', '/api/coa'],
  createGlAccount: [(api) => coa.createGlAccount(api, any), 'POST', '/api/coa'],
};
