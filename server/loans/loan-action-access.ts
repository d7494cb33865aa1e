import type { LoanAction } from '../../machines/loan.machine';
import { hasPermission } from '../../policies/access';
import { loadContract, type OperationSpec } from '../http/contract';
import type { OperationId } from '../http/operation';
import type { UserRecord } from '../users/user.repository';

/** The operation each loan action calls, whose x-permission decides who may take it. */
export const LOAN_ACTION_OPERATIONS = {
  UPDATE: 'updateLoan',
  CANCEL: 'cancelLoan',
  DISBURSE: 'disburseLoan',
  REPAY: 'repayLoan',
  ASSESS_PENALTIES: 'assessLoanPenalties',
  LIQUIDATE: 'liquidateLoan',
  TOP_UP: 'topUpLoan',
  CLOSE: 'closeLoan',
  WRITE_OFF: 'writeOffLoan',
} as const satisfies Record<LoanAction, OperationId>;

const CONTRACT_FILE = new URL('../../openapi.yaml', import.meta.url);
let operations: ReadonlyMap<string, OperationSpec> | null = null;

/** The contract's operations by id, read once: the same x-permission the binder enforces. */
function operationOf(operationId: OperationId): OperationSpec {
  operations ??= new Map(loadContract(CONTRACT_FILE).operations.map((op) => [op.operationId, op]));
  const op = operations.get(operationId);
  if (!op) throw new Error(`The contract has no operation ${operationId}.`);
  return op;
}

/**
 * Whether `user` holds the permission the operation's x-permission asks for, so that a page
 * offers a step only to who the server will let take it.
 */
export function userMayCall(
  user: Pick<UserRecord, 'roles' | 'permissions'>,
  operationId: OperationId,
): boolean {
  const { permission } = operationOf(operationId);
  return permission === null || hasPermission({ user }, permission);
}

/** The actions among `actions` that `user` may take. */
export function actionsUserMayTake<A extends LoanAction>(
  user: Pick<UserRecord, 'roles' | 'permissions'>,
  actions: readonly A[],
): A[] {
  return actions.filter((action) => userMayCall(user, LOAN_ACTION_OPERATIONS[action]));
}
