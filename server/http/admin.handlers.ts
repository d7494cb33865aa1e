import { AppError } from './app-error';
import type { Handler, OperationId } from './operation';

// Placeholder while the administration handlers are written.
const todo: Handler = async () => {
  throw new AppError(501, 'not_implemented', 'Not available yet.');
};
const ids = [
  'listBranches',
  'getConfig',
  'saveConfig',
  'listUsers',
  'createUser',
  'getUser',
  'updateUser',
  'disableUser',
  'enableUser',
  'resetUserPassword',
  'listRoles',
] as const satisfies readonly OperationId[];
export const adminHandlers = Object.fromEntries(ids.map((id) => [id, todo])) as Record<
  (typeof ids)[number],
  Handler
>;
