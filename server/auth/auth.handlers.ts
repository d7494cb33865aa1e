import { randomUUID } from 'node:crypto';
import { passwordProblems } from '../../policies/password-rules';
import { countAddressLoginFailures, countLoginFailures } from '../audit/audit.repository';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-registry';
import { errorBody } from '../http/app-error';
import { type HandlerGroup, type OperationContext, principalOf, txOf } from '../http/operation';
import { type AuditEvent, appendAudit } from '../request/audit-trail';
import { findTenant } from '../tenancy/tenant.repository';
import { findUserByUsername, updateUser } from '../users/user.repository';
import { toUserView } from '../users/user-view.service';
import { insertSession, revokeSession, revokeUserSessions } from './auth-session.repository';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password-hash';

/** Five failed sign-ins of one username from one address within 15 minutes hold it back. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Twenty failed sign-ins from one address within the same window, whatever the usernames, hold
 * the address back: one password tried against many usernames (password spraying) never reaches
 * five failures of any one of them. A branch's staff behind one address rarely mistype twenty
 * times in 15 minutes (decision 022).
 */
export const LOGIN_MAX_ADDRESS_FAILURES = 20;

const WRONG_CREDENTIALS = 'The username or password is wrong.';

export const authHandlers: HandlerGroup<'login' | 'logout' | 'changePassword' | 'getMe'> = {
  login,
  async logout(ctx) {
    const principal = principalOf(ctx);
    await revokeSession(txOf(ctx), principal.jti, 'logout', ctx.now);
    ctx.audit.summary = `${principal.user.username} signed out`;
    return { status: 204 };
  },
  async getMe(ctx) {
    const { user, tenant } = principalOf(ctx);
    return { status: 200, body: toUserView(user, tenant) };
  },
  changePassword,
};

/**
 * Sign-in. Unknown tenant, unknown user, disabled user and wrong password all answer the same
 * 401, after the same argon2 work. Failures are written to the audit log in this transaction,
 * which commits, because throttling counts them.
 */
async function login(ctx: OperationContext<'login'>) {
  const t = txOf(ctx);
  const username = ctx.body.username.trim().toLowerCase();
  ctx.audit.target = username;
  // A refused sign-in commits its audit row, which throttling counts, so it is answered, not thrown.
  const refuseSignIn = async (
    code: ErrorCode,
    message: string,
    headers?: Record<string, string>,
  ) => {
    const body = errorBody(code, message);
    await appendAudit(
      t,
      loginEvent(ctx, username, { statusCode: body.status, errorCode: code }),
      ctx.now,
    );
    return { status: body.status, body, ...(headers && { headers }) };
  };
  const retryAfterSeconds = await heldBackForSeconds(t, username, ctx.ip, ctx.now);
  if (retryAfterSeconds !== null) {
    return refuseSignIn(
      'too_many_login_attempts',
      `Too many failed sign-in attempts. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
      { 'retry-after': String(retryAfterSeconds) },
    );
  }
  const tenant = await findTenant(t);
  const user = tenant ? await findUserByUsername(t, username) : null;
  const passwordOk = await verifyPassword(
    user?.passwordHash ?? (await decoyPasswordHash()),
    ctx.body.password,
  );
  if (!tenant || !user || !passwordOk || user.status !== 'ACTIVE' || tenant.status !== 'ACTIVE') {
    if (!tenant) return { status: 401, body: errorBody('invalid_credentials', WRONG_CREDENTIALS) };
    return refuseSignIn('invalid_credentials', WRONG_CREDENTIALS);
  }
  const jti = randomUUID();
  const { token, expiresAt } = await ctx.services.tokens.issue({
    userId: user.id,
    tenantId: tenant.id,
    jti,
    now: ctx.now,
  });
  await insertSession(t, { jti, userId: user.id, issuedAt: ctx.now, expiresAt });
  await updateUser(t, user.id, { lastLoginAt: ctx.now.toISOString() }, ctx.now);
  await appendAudit(t, loginEvent(ctx, username, { userId: user.id, statusCode: 200 }), ctx.now);
  return {
    status: 200,
    body: {
      token,
      tenantId: tenant.id,
      expiresAt: expiresAt.toISOString(),
      user: toUserView({ ...user, lastLoginAt: ctx.now.toISOString() }, tenant),
    },
  };
}

/**
 * How long this sign-in is held back, or null when it is not: too many recent failures of the
 * username from the address, or of any usernames from the address.
 */
async function heldBackForSeconds(
  t: TenantTx,
  username: string,
  ip: string,
  now: Date,
): Promise<number | null> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const ofUsername = await countLoginFailures(t, username, ip, since);
  if (ofUsername.count >= LOGIN_MAX_FAILURES) return secondsUntilFree(ofUsername.oldestAt, now);
  const ofAddress = await countAddressLoginFailures(t, ip, since);
  if (ofAddress.count >= LOGIN_MAX_ADDRESS_FAILURES) {
    return secondsUntilFree(ofAddress.oldestAt, now);
  }
  return null;
}

/** The lock lifts when the oldest counted failure leaves the window; 429s are never counted. */
function secondsUntilFree(oldestAt: string | null, now: Date): number {
  const oldest = oldestAt ? Date.parse(oldestAt) : now.getTime();
  return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** The audit event of a sign-in: sign-in has no principal, so it writes its own. */
function loginEvent(
  ctx: OperationContext,
  username: string,
  result: { userId?: string; statusCode: number; errorCode?: string },
): AuditEvent {
  const errorCode = result.errorCode ?? null;
  return {
    userId: result.userId ?? null,
    username,
    operationId: 'login',
    method: 'POST',
    target: username,
    summary: errorCode ? `sign-in of ${username} refused: ${errorCode}` : `${username} signed in`,
    ip: ctx.ip,
    outcome: errorCode ? 'failure' : 'success',
    statusCode: result.statusCode,
    errorCode,
  };
}

async function changePassword(ctx: OperationContext<'changePassword'>) {
  const { user } = principalOf(ctx);
  const t = txOf(ctx);
  const { currentPassword, newPassword } = ctx.body;
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new DomainError('current_password_wrong', undefined, [
      {
        field: 'body.currentPassword',
        code: 'current_password_wrong',
        message: 'The current password is wrong.',
      },
    ]);
  }
  const problems = passwordProblems(newPassword, { username: user.username, currentPassword });
  if (problems.length > 0) {
    throw new DomainError(
      'password_rejected',
      problems.map((problem) => problem.message).join(' '),
      problems.map((problem) => ({ field: 'body.newPassword', ...problem })),
    );
  }
  const at = ctx.now.toISOString();
  await updateUser(
    t,
    user.id,
    {
      passwordHash: await hashPassword(newPassword),
      mustChangePassword: false,
      passwordChangedAt: at,
    },
    ctx.now,
  );
  // Other sessions end; the one that changed the password goes on.
  await revokeUserSessions(t, user.id, 'password_changed', ctx.now, principalOf(ctx).jti);
  ctx.audit.target = user.id;
  ctx.audit.summary = `${user.username} changed their password`;
  return { status: 204 };
}
