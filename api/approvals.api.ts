import { dropEmptyFilters } from '../policies/filters';
import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type ApprovalFlow = Schemas['ApprovalFlow'];
export type ApprovalFlowSaveRequest = Schemas['ApprovalFlowSaveRequest'];
export type ApprovalBand = Schemas['ApprovalBand'];
export type ApprovalApprovers = Schemas['ApprovalApprovers'];
export type ApprovalOperationType = Schemas['ApprovalOperationType'];
export type ApprovalRequestStatus = Schemas['ApprovalRequestStatus'];
export type ApprovalRequestSummary = Schemas['ApprovalRequestSummary'];
export type ApprovalRequest = Schemas['ApprovalRequest'];
export type ApprovalRequestPage = Schemas['ApprovalRequestPage'];
export type ApprovalCounts = Schemas['ApprovalCounts'];
export type ApprovalRequestQuery = NonNullable<
  operations['listApprovalRequests']['parameters']['query']
>;

export async function listApprovalFlows(api: Api): Promise<ApprovalFlow[]> {
  return (await call(api.http.GET('/approvals/flows'))).items;
}

/** Creates the flow, or replaces the one with the body's id (one flow per operation type). */
export function saveApprovalFlow(api: Api, body: ApprovalFlowSaveRequest): Promise<ApprovalFlow> {
  return call(api.http.POST('/approvals/flows', { body }));
}

/** Refused with 409 `approval_flow_in_use` while requests of the flow still wait. */
export async function deleteApprovalFlow(api: Api, id: string): Promise<void> {
  await call(api.http.DELETE('/approvals/flows/{id}', { params: { path: { id } } }));
}

export function listApprovalRequests(
  api: Api,
  query: ApprovalRequestQuery = {},
): Promise<ApprovalRequestPage> {
  return call(api.http.GET('/approvals/requests', { params: { query: dropEmptyFilters(query) } }));
}

/** How many requests wait for the caller, and how many of the caller's own still wait, by type. */
export function getApprovalCounts(api: Api): Promise<ApprovalCounts> {
  return call(api.http.GET('/approvals/counts'));
}

export function getApprovalRequest(api: Api, id: string): Promise<ApprovalRequest> {
  return call(api.http.GET('/approvals/requests/{id}', { params: { path: { id } } }));
}

export function approveApprovalRequest(
  api: Api,
  id: string,
  reason: string | null = null,
): Promise<ApprovalRequest> {
  return call(
    api.http.POST('/approvals/requests/{id}/approve', {
      params: { path: { id } },
      body: reason ? { reason } : {},
    }),
  );
}

export function rejectApprovalRequest(
  api: Api,
  id: string,
  reason: string,
): Promise<ApprovalRequest> {
  return call(
    api.http.POST('/approvals/requests/{id}/reject', {
      params: { path: { id } },
      body: { reason },
    }),
  );
}

export function cancelApprovalRequest(
  api: Api,
  id: string,
  reason: string | null = null,
): Promise<ApprovalRequest> {
  return call(
    api.http.POST('/approvals/requests/{id}/cancel', {
      params: { path: { id } },
      body: reason ? { reason } : {},
    }),
  );
}
