import type { TenantTx } from '../db/tenant-scope';

export async function insertSession(
  t: TenantTx,
  session: { jti: string; userId: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await t.trx
    .insertInto('auth_session')
    .values({
      jti: session.jti,
      tenant_id: t.tenantId,
      user_id: session.userId,
      issued_at: session.issuedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: null,
      revoked_reason: null,
    })
    .execute();
}

export async function revokeSession(t: TenantTx, jti: string, reason: string, now: Date) {
  await t.trx
    .updateTable('auth_session')
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where('tenant_id', '=', t.tenantId)
    .where('jti', '=', jti)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Ends every open session of a user at once (disabled, password reset or changed), except
 * `keepJti`: the session that changed its own password goes on.
 */
export async function revokeUserSessions(
  t: TenantTx,
  userId: string,
  reason: string,
  now: Date,
  keepJti: string | null = null,
): Promise<void> {
  let query = t.trx
    .updateTable('auth_session')
    .set({ revoked_at: now.toISOString(), revoked_reason: reason })
    .where('tenant_id', '=', t.tenantId)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepJti !== null) query = query.where('jti', '!=', keepJti);
  await query.execute();
}
