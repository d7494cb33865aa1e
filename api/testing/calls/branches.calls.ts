import * as branches from '../../branches.api';
import { any, type CallRow } from './call-rows';

/** The branches module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listBranches: [(api) => branches.listBranches(api), 'GET', '/api/branches'],
  createBranch: [(api) => branches.createBranch(api, any), 'POST', '/api/branches'],
  updateBranch: [(api) => branches.updateBranch(api, 'b-1', any), 'PUT', '/api/branches/b-1'],
};
