import type { Area } from '../area';
import { roleHandlers } from './roles.handlers';

export const rolesArea: Area = { name: 'Roles', handlers: roleHandlers };
