import { laterArea } from '../area';
import type { Handlers, OperationId } from '../http/operation';

/** Operations of the area still being built: bound and access-checked, answering 501. */
export function notBuilt(operations: readonly OperationId[]): Partial<Handlers> {
  return laterArea('Term deposits', operations).handlers ?? {};
}
