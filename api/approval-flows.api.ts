import { type Api, call } from './client';
import type { components } from './schema.gen';

export type ApprovalFlow = components['schemas']['ApprovalFlow'];
export type ApprovalFlowSaveRequest = components['schemas']['ApprovalFlowSaveRequest'];

export async function listApprovalFlows(api: Api): Promise<ApprovalFlow[]> {
  return (await call(api.http.GET('/approvals/flows'))).items;
}

export function saveApprovalFlow(api: Api, body: ApprovalFlowSaveRequest): Promise<ApprovalFlow> {
  return call(api.http.POST('/approvals/flows', { body }));
}

export function deleteApprovalFlow(api: Api, id: string): Promise<void> {
  return call(api.http.DELETE('/approvals/flows/{id}', { params: { path: { id } } }));
}
