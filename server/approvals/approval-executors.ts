import type { Area } from '../area';
import { gatherOnce, installedAreas } from '../area-catalogue';
import type { TenantTx } from '../db/tenant-scope';
import type { ApprovalOperationType, ApprovalRequestRecord } from './approval.repository';
import type { ApprovalExecutor, ApprovalType } from './approval-type';

/** Every area's approval types by type; a type that two areas both declare is a build error. */
export function approvalTypesOf(
  areas: readonly Area[],
): ReadonlyMap<ApprovalOperationType, ApprovalType> {
  return gatherOnce(areas, (area) => (area.approvalTypes ?? []).map((type) => [type.type, type]));
}

// Built on first use: the areas import the engine, so the list may be incomplete while it loads.
let catalogue: Map<ApprovalOperationType, ApprovalType> | null = null;

/** Every approval type of every area, in the order of the areas. */
export function approvalTypes(): ReadonlyMap<ApprovalOperationType, ApprovalType> {
  catalogue ??= new Map(approvalTypesOf(installedAreas()));
  return catalogue;
}

/**
 * Stands in a type of the tests' own for one of the catalogue (a type not built yet, so that
 * the engine can be tested on it alone); answers a function that puts the area's back.
 */
export function replaceApprovalTypeForTests(replacement: ApprovalType): () => void {
  const types = approvalTypes() as Map<ApprovalOperationType, ApprovalType>;
  const original = types.get(replacement.type);
  types.set(replacement.type, replacement);
  return () => {
    if (original) types.set(replacement.type, original);
    else types.delete(replacement.type);
  };
}

/** Tells the request's area that it ended without running, when the area asked to know. */
export async function tellEnded(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
): Promise<void> {
  await approvalTypes().get(request.operationType)?.onEnded?.(t, request, outcome, now);
}

export function executorOf(type: ApprovalOperationType): ApprovalExecutor {
  const executor = approvalTypes().get(type)?.execute;
  if (!executor) throw new Error(`No approval executor is declared for ${type}.`);
  return executor;
}

export function hasExecutor(type: ApprovalOperationType): boolean {
  return approvalTypes().get(type)?.execute !== undefined;
}
