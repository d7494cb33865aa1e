import { assign, setup } from 'xstate';
import { normaliseUserRole } from '../policies/user';

export interface ActiveRoleContext {
  availableRoles: readonly string[];
  /** The role chosen in the header's selector; null is 'All roles'. */
  activeRole: string | null;
}

export type ActiveRoleEvent =
  | { type: 'activeRole.userChanged'; roles: readonly string[] }
  | { type: 'activeRole.select'; role: string | null };

function normaliseRoles(roles: readonly string[]): string[] {
  return [...new Set(roles.map(normaliseUserRole).filter((role) => role !== ''))];
}

/**
 * The role the user acts as (SPEC.md section 4). Available roles follow the signed-in user's
 * roles. When the user changes, a chosen role the new user lacks becomes their first role; a
 * selection of a role the user lacks clears the choice. Choosing a role limits permissions to
 * that role's set (policies/access.ts reads it). Persisted under `activeRole`.
 */
export const activeRoleMachine = setup({
  types: {
    context: {} as ActiveRoleContext,
    events: {} as ActiveRoleEvent,
    input: {} as { savedRole?: string | null },
  },
  actions: {
    saveActiveRole: (_, _params: { role: string | null }) => {},
  },
  guards: {
    roleChosen: ({ context }) => context.activeRole !== null,
  },
}).createMachine({
  id: 'activeRole',
  initial: 'deciding',
  context: ({ input }) => ({
    availableRoles: [],
    activeRole: normaliseUserRole(input.savedRole) || null,
  }),
  states: {
    // Which state a change leads to depends only on the context it left behind.
    deciding: {
      always: [{ guard: 'roleChosen', target: 'oneRole' }, { target: 'allRoles' }],
    },
    allRoles: {},
    oneRole: {},
  },
  on: {
    'activeRole.userChanged': {
      target: '.deciding',
      actions: [
        assign(({ context, event }) => {
          const availableRoles = normaliseRoles(event.roles);
          const kept = context.activeRole === null || availableRoles.includes(context.activeRole);
          return {
            availableRoles,
            activeRole: kept ? context.activeRole : (availableRoles[0] ?? null),
          };
        }),
        { type: 'saveActiveRole', params: ({ context }) => ({ role: context.activeRole }) },
      ],
    },
    'activeRole.select': {
      target: '.deciding',
      actions: [
        assign(({ context, event }) => {
          const role = normaliseUserRole(event.role);
          return { activeRole: context.availableRoles.includes(role) ? role : null };
        }),
        { type: 'saveActiveRole', params: ({ context }) => ({ role: context.activeRole }) },
      ],
    },
  },
});
