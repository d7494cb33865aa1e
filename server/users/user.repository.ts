import {
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SqlBool,
  sql,
} from 'kysely';
import { containsIgnoringCase, likeText } from '../db/like-pattern';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import type { UserTable } from './user.table';

/** A stored user, camel-cased, with its lists parsed. */
export interface UserRecord {
  id: string;
  username: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  roles: string[];
  permissions: string[];
  branchId: string | null;
  branchIds: string[];
  passwordHash: string;
  mustChangePassword: boolean;
  status: 'ACTIVE' | 'DISABLED';
  lastLoginAt: string | null;
  passwordChangedAt: string;
  createdAt: string;
  updatedAt: string;
}

function stringList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

export function rowToUser(row: Selectable<UserTable>): UserRecord {
  return {
    id: row.id,
    username: row.username,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    roles: stringList(row.roles),
    permissions: stringList(row.permissions),
    branchId: row.branch_id,
    branchIds: stringList(row.branch_ids),
    passwordHash: row.password_hash,
    mustChangePassword: row.must_change_password === 1,
    status: row.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    lastLoginAt: row.last_login_at,
    passwordChangedAt: row.password_changed_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findUserById(t: TenantTx, id: string): Promise<UserRecord | null> {
  const row = await t.trx
    .selectFrom('app_user')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? rowToUser(row) : null;
}

export async function findUserByUsername(
  t: TenantTx,
  username: string,
): Promise<UserRecord | null> {
  const row = await t.trx
    .selectFrom('app_user')
    .selectAll()
    .where('tenant_id', '=', t.tenantId)
    .where('username', '=', username.trim().toLowerCase())
    .executeTakeFirst();
  return row ? rowToUser(row) : null;
}

export type NewUser = Omit<UserRecord, 'lastLoginAt' | 'createdAt' | 'updatedAt' | 'status'> & {
  status?: UserRecord['status'];
};

export async function insertUser(t: TenantTx, user: NewUser, now: Date): Promise<void> {
  const at = now.toISOString();
  await t.trx
    .insertInto('app_user')
    .values({
      id: user.id,
      tenant_id: t.tenantId,
      username: user.username,
      full_name: user.fullName,
      email: user.email,
      phone: user.phone,
      roles: JSON.stringify(user.roles),
      permissions: JSON.stringify(user.permissions),
      branch_id: user.branchId,
      branch_ids: JSON.stringify(user.branchIds),
      password_hash: user.passwordHash,
      must_change_password: user.mustChangePassword ? 1 : 0,
      status: user.status ?? 'ACTIVE',
      last_login_at: null,
      password_changed_at: user.passwordChangedAt,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** The fields an update may change; absent fields stay as they are. */
export interface UserChanges {
  fullName?: string;
  email?: string | null;
  phone?: string | null;
  roles?: string[];
  permissions?: string[];
  branchId?: string | null;
  branchIds?: string[];
  passwordHash?: string;
  mustChangePassword?: boolean;
  status?: UserRecord['status'];
  lastLoginAt?: string;
  passwordChangedAt?: string;
}

export async function updateUser(
  t: TenantTx,
  id: string,
  changes: UserChanges,
  now: Date,
): Promise<void> {
  await t.trx
    .updateTable('app_user')
    .set({
      ...(changes.fullName !== undefined && { full_name: changes.fullName }),
      ...(changes.email !== undefined && { email: changes.email }),
      ...(changes.phone !== undefined && { phone: changes.phone }),
      ...(changes.roles !== undefined && { roles: JSON.stringify(changes.roles) }),
      ...(changes.permissions !== undefined && {
        permissions: JSON.stringify(changes.permissions),
      }),
      ...(changes.branchId !== undefined && { branch_id: changes.branchId }),
      ...(changes.branchIds !== undefined && { branch_ids: JSON.stringify(changes.branchIds) }),
      ...(changes.passwordHash !== undefined && { password_hash: changes.passwordHash }),
      ...(changes.mustChangePassword !== undefined && {
        must_change_password: changes.mustChangePassword ? 1 : 0,
      }),
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.lastLoginAt !== undefined && { last_login_at: changes.lastLoginAt }),
      ...(changes.passwordChangedAt !== undefined && {
        password_changed_at: changes.passwordChangedAt,
      }),
      updated_at: now.toISOString(),
    })
    .where('tenant_id', '=', t.tenantId)
    .where('id', '=', id)
    .execute();
}

/** Filters of the user search; absent filters match everyone. */
export interface UserSearch {
  /** Part of the username, full name or email, matched case-insensitively. */
  q?: string | null;
  status?: UserRecord['status'] | null;
  role?: string | null;
  /** Only users whose home branch is one of these; null for all users. */
  homeBranchIds: readonly string[] | null;
  page: number;
  pageSize: number;
}

function userFilter(t: TenantTx, search: UserSearch) {
  return (eb: ExpressionBuilder<DB, 'app_user'>) => {
    const conditions: Expression<SqlBool>[] = [eb('tenant_id', '=', t.tenantId)];
    const q = search.q?.trim();
    if (q) {
      conditions.push(
        eb.or([
          containsIgnoringCase('username', q),
          containsIgnoringCase('full_name', q),
          containsIgnoringCase('email', q),
        ]),
      );
    }
    if (search.status) conditions.push(eb('status', '=', search.status));
    // Roles are a JSON array of upper-case keys; the key in quotes matches one whole element.
    if (search.role) {
      const pattern = `%${likeText(JSON.stringify(search.role))}%`;
      conditions.push(sql<boolean>`${sql.ref('roles')} like ${pattern} escape '\\'`);
    }
    if (search.homeBranchIds !== null) {
      conditions.push(
        search.homeBranchIds.length === 0
          ? sql<boolean>`1 = 0`
          : eb('branch_id', 'in', [...search.homeBranchIds]),
      );
    }
    return eb.and(conditions);
  };
}

/** One page of matching users ordered by username, and how many match in all. */
export async function searchUsers(
  t: TenantTx,
  search: UserSearch,
): Promise<{ items: UserRecord[]; total: number }> {
  const where = userFilter(t, search);
  const counted = await t.trx
    .selectFrom('app_user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(where)
    .executeTakeFirst();
  const rows = await t.trx
    .selectFrom('app_user')
    .selectAll()
    .where(where)
    .orderBy('username')
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return { items: rows.map(rowToUser), total: Number(counted?.count ?? 0) };
}

/** How many of the tenant's users hold each role, by role key. */
export async function countUsersByRole(t: TenantTx): Promise<Map<string, number>> {
  // Roles are a short JSON list per user; a tenant's staff is small enough to count here.
  const rows = await t.trx
    .selectFrom('app_user')
    .select('roles')
    .where('tenant_id', '=', t.tenantId)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const role of new Set(stringList(row.roles))) {
      counts.set(role, (counts.get(role) ?? 0) + 1);
    }
  }
  return counts;
}
