import { ROLE_CATALOGUE } from '../../policies/roles';
import type { HandlerGroup } from '../http/operation';

export const roleHandlers: HandlerGroup<'listRoles'> = {
  /** The catalogue of policies/roles.ts, the one the console's guards and menus read too. */
  async listRoles() {
    return {
      status: 200,
      body: {
        items: ROLE_CATALOGUE.map((role) => ({
          key: role.key,
          name: role.name,
          purpose: role.purpose,
          corePermissions: [...role.corePermissions],
          optionalPermissions: [...role.optionalPermissions],
          notes: role.notes,
        })),
      },
    };
  },
};
