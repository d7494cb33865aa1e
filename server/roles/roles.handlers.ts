import { ROLE_CATALOGUE } from '../../policies/roles';
import { type HandlerGroup, txOf } from '../http/operation';
import { countUsersByRole } from '../users/user.repository';

export const roleHandlers: HandlerGroup<'listRoles'> = {
  /**
   * The catalogue of policies/roles.ts, the one the console's guards and menus read too, with
   * how many of the tenant's users hold each role.
   */
  async listRoles(ctx) {
    const counts = await countUsersByRole(txOf(ctx));
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
          userCount: counts.get(role.key) ?? 0,
        })),
      },
    };
  },
};
