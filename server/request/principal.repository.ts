import type { Selectable } from 'kysely';
import { preparedQuery } from '../db/prepared-query';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { NO_LICENSE } from '../license/license-config';
import { rowToTenant, type Tenant } from '../tenancy/tenant.repository';
import { rowToUser, type UserRecord } from '../users/user.repository';

export interface SessionPrincipalRow {
  readonly revokedAt: string | null;
  readonly user: UserRecord;
  readonly tenant: Tenant;
  /** The license key as the license config entry holds it ('' when none was ever saved). */
  readonly licenseKey: string | null;
}

/**
 * Everything authentication reads for one request, in one statement: the session, its user,
 * the tenant and the tenant's license key. Null when the session or its user does not exist.
 */
export async function findSessionPrincipal(
  t: TenantTx,
  jti: string,
  userId: string,
): Promise<SessionPrincipalRow | null> {
  const [row] = (await sessionPrincipal(t, { jti, userId })).rows;
  if (!row) return null;
  const user: Selectable<DB['app_user']> = row;
  const license = row.license_value === null ? NO_LICENSE : JSON.parse(row.license_value);
  return {
    revokedAt: row.session_revoked_at,
    user: rowToUser(user),
    tenant: rowToTenant({
      id: t.tenantId,
      name: row.tenant_name,
      status: row.tenant_status,
      processing_date: row.tenant_processing_date,
      bank_code: row.tenant_bank_code,
      created_at: row.tenant_created_at,
    }),
    licenseKey: 'licenseKey' in license ? license.licenseKey : null,
  };
}

const sessionPrincipal = preparedQuery((trx, v: { jti: string; userId: string }, tenantId) =>
  trx
    .selectFrom('auth_session as s')
    .innerJoin('app_user as u', (join) =>
      join.onRef('u.id', '=', 's.user_id').onRef('u.tenant_id', '=', 's.tenant_id'),
    )
    .innerJoin('tenant as t', 't.id', 's.tenant_id')
    .leftJoin('config_entry as c', (join) =>
      join.onRef('c.tenant_id', '=', 's.tenant_id').on('c.key', '=', 'license'),
    )
    .selectAll('u')
    .select([
      's.revoked_at as session_revoked_at',
      't.name as tenant_name',
      't.status as tenant_status',
      't.processing_date as tenant_processing_date',
      't.bank_code as tenant_bank_code',
      't.created_at as tenant_created_at',
      'c.value as license_value',
    ])
    .where('s.tenant_id', '=', tenantId)
    .where('s.jti', '=', v.jti)
    .where('s.user_id', '=', v.userId),
);
