import type { Area } from '../area';
import { ROLES_ERRORS } from './roles.errors';
import { roleHandlers } from './roles.handlers';

export const rolesArea: Area = { name: 'Roles', errors: ROLES_ERRORS, handlers: roleHandlers };
