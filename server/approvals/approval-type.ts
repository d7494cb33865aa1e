import type { TenantTx } from '../db/tenant-scope';
import type {
  ApprovalOperationType,
  ApprovalRequestRecord,
  FlowRecord,
} from './approval.repository';

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

/** The flow the demo tenants start with for a type, seeded once and then theirs to change. */
export type DemoFlow = Pick<FlowRecord, 'name' | 'bands' | 'expiryHours'>;

/**
 * An operation type that can wait for a checker, as the area that owns it declares it on its
 * Area record: what people call it, what runs on the final approval, what happens when a request
 * ends without running, and the demo's flow. A type without an executor is in the contract but
 * not built yet: submitting it is refused.
 */
export interface ApprovalType {
  readonly type: ApprovalOperationType;
  readonly label: string;
  readonly execute?: ApprovalExecutor;
  readonly onEnded?: ApprovalEndedHandler;
  readonly demoFlow?: DemoFlow;
}
