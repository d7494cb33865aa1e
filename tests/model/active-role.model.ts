import type { Traversal } from './path-coverage';

/** A teller who also manages the branch: two roles, so the header shows the role selector. */
export const TELLER_MANAGER_ROLES = ['teller', 'BRANCH_MANAGER'];

export const ACTIVE_ROLE_EVENTS = {
  tellerManagerSignedIn: { type: 'activeRole.userChanged', roles: TELLER_MANAGER_ROLES },
  superAdminSignedIn: { type: 'activeRole.userChanged', roles: ['super_admin'] },
  signedOut: { type: 'activeRole.userChanged', roles: [] },
  selectTeller: { type: 'activeRole.select', role: 'BRANCH_TELLER' },
  selectManager: { type: 'activeRole.select', role: 'branch_manager' },
  selectSuperAdmin: { type: 'activeRole.select', role: 'SUPER_ADMIN' },
  selectAllRoles: { type: 'activeRole.select', role: null },
} as const;

export const ACTIVE_ROLE_TRAVERSALS: readonly Traversal[] = [
  // A role chosen on an earlier visit, saved in whatever case.
  { events: Object.values(ACTIVE_ROLE_EVENTS), input: { savedRole: 'branch_manager' } },
  { events: Object.values(ACTIVE_ROLE_EVENTS), input: { savedRole: null } },
];
