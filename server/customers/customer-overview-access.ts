import { checkOperationAccess } from '../../policies/operation-access';
import { loadContract, type OperationSpec } from '../http/contract';
import type { OperationId } from '../http/operation';
import type { Principal } from '../request/principal';

const CONTRACT_FILE = new URL('../../openapi.yaml', import.meta.url);
let operations: ReadonlyMap<string, OperationSpec> | null = null;

/**
 * Whether the caller may call `operationId`, by its x-permission and x-feature and the same
 * policies/ rule the binder enforces: a section of a customer's overview shows what its own list
 * would show the caller, and nothing a user could not list elsewhere.
 */
export function callerMayCall(caller: Principal, operationId: OperationId): boolean {
  operations ??= new Map(loadContract(CONTRACT_FILE).operations.map((op) => [op.operationId, op]));
  const op = operations.get(operationId);
  if (!op) throw new Error(`The contract has no operation ${operationId}.`);
  return checkOperationAccess(caller, op).allowed;
}
