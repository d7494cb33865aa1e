import type { TenantTx } from '../db/tenant-scope';
import type { ApprovalOperationType, ApprovalRequestRecord } from './approval.repository';

/**
 * Runs the operation a request stands for, inside the transaction of its final approval, and
 * answers what it made (an entry's id, a transfer's id) for the request to keep. It throws a
 * DomainError to refuse, which rolls the approval back with it.
 */
export type ApprovalExecutor = (
  t: TenantTx,
  request: ApprovalRequestRecord,
  now: Date,
) => Promise<{ reference: string | null }>;

const executors = new Map<ApprovalOperationType, ApprovalExecutor>();

/**
 * Names the executor of an operation type; each area that submits requests registers its own
 * when its module loads. Answers a function that takes it back (for tests).
 */
export function registerApprovalExecutor(
  type: ApprovalOperationType,
  executor: ApprovalExecutor,
): () => void {
  if (executors.has(type)) throw new Error(`${type} already has an approval executor.`);
  executors.set(type, executor);
  return () => {
    if (executors.get(type) === executor) executors.delete(type);
  };
}

export function executorOf(type: ApprovalOperationType): ApprovalExecutor {
  const executor = executors.get(type);
  if (!executor) throw new Error(`No approval executor is registered for ${type}.`);
  return executor;
}

export function hasExecutor(type: ApprovalOperationType): boolean {
  return executors.has(type);
}
