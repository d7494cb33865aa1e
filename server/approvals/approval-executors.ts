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

/**
 * Told, inside the same transaction, that a request ended without running: rejected, cancelled
 * by its maker or expired. The area moves its own record (a transfer awaiting approval becomes
 * rejected); the engine has already released the hold.
 */
export type ApprovalEndedHandler = (
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
) => Promise<void>;

const executors = new Map<ApprovalOperationType, ApprovalExecutor>();
const endedHandlers = new Map<ApprovalOperationType, ApprovalEndedHandler>();

/**
 * Names the executor of an operation type; each area that submits requests registers its own
 * when its module loads. Answers a function that takes it back (for tests).
 */
export function registerApprovalExecutor(
  type: ApprovalOperationType,
  executor: ApprovalExecutor,
  onEnded?: ApprovalEndedHandler,
): () => void {
  if (executors.has(type)) throw new Error(`${type} already has an approval executor.`);
  executors.set(type, executor);
  if (onEnded) endedHandlers.set(type, onEnded);
  return () => {
    if (executors.get(type) === executor) executors.delete(type);
    if (endedHandlers.get(type) === onEnded) endedHandlers.delete(type);
  };
}

/** Tells the request's area that it ended without running, when the area asked to know. */
export async function tellEnded(
  t: TenantTx,
  request: ApprovalRequestRecord,
  outcome: 'REJECTED' | 'CANCELLED' | 'EXPIRED',
  now: Date,
): Promise<void> {
  await endedHandlers.get(request.operationType)?.(t, request, outcome, now);
}

export function executorOf(type: ApprovalOperationType): ApprovalExecutor {
  const executor = executors.get(type);
  if (!executor) throw new Error(`No approval executor is registered for ${type}.`);
  return executor;
}

export function hasExecutor(type: ApprovalOperationType): boolean {
  return executors.has(type);
}
