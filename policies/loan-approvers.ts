import { ROLE_CATALOGUE, roleByKey } from './roles';

/** Who may approve one level of a flow: any of the roles, or anyone holding any permission. */
export interface LevelApprovers {
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
}

/** "a Manager (Approver)", "an Operations Control": a role's name with its article. */
function withArticle(name: string): string {
  return /^[AEIOU]/i.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * The people who may approve a level, by the names of the roles that grant it: the roles the
 * level names, and every role whose own permissions hold one of the level's permissions (the
 * super administrator's wildcard aside). "a Manager (Approver)", "a Director (Approver) or a
 * Managing Director"; never a permission code.
 */
export function approverRoleNames(level: LevelApprovers): string {
  const keys = new Set(level.roles);
  for (const role of ROLE_CATALOGUE) {
    if (role.corePermissions.some((p) => level.permissions.includes(p))) keys.add(role.key);
  }
  const names = [...keys].map((key) => roleByKey(key)?.name).filter((n): n is string => !!n);
  if (names.length === 0) return 'someone the bank has allowed to approve it';
  const spoken = names.map(withArticle);
  return spoken.length === 1
    ? (spoken[0] as string)
    : `${spoken.slice(0, -1).join(', ')} or ${spoken.at(-1)}`;
}
