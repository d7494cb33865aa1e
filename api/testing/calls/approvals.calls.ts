import * as approvals from '../../approvals.api';
import { any, type CallRow } from './call-rows';

/** The approvals module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listApprovalFlows: [(api) => approvals.listApprovalFlows(api), 'GET', '/api/approvals/flows'],
  saveApprovalFlow: [(api) => approvals.saveApprovalFlow(api, any), 'POST', '/api/approvals/flows'],
  deleteApprovalFlow: [
    (api) => approvals.deleteApprovalFlow(api, 'f-1'),
    'DELETE',
    '/api/approvals/flows/f-1',
  ],
  listApprovalRequests: [
    (api) => approvals.listApprovalRequests(api),
    'GET',
    '/api/approvals/requests',
  ],
  getApprovalCounts: [(api) => approvals.getApprovalCounts(api), 'GET', '/api/approvals/counts'],
  getApprovalRequest: [
    (api) => approvals.getApprovalRequest(api, 'r-1'),
    'GET',
    '/api/approvals/requests/r-1',
  ],
  approveApprovalRequest: [
    (api) => approvals.approveApprovalRequest(api, 'r-1'),
    'POST',
    '/api/approvals/requests/r-1/approve',
  ],
  rejectApprovalRequest: [
    (api) => approvals.rejectApprovalRequest(api, 'r-1', 'Wrong account'),
    'POST',
    '/api/approvals/requests/r-1/reject',
  ],
  cancelApprovalRequest: [
    (api) => approvals.cancelApprovalRequest(api, 'r-1'),
    'POST',
    '/api/approvals/requests/r-1/cancel',
  ],
};
