import type { FastifyRequest } from 'fastify';
import { inTenantReadOne } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-registry';
import type { AppServices } from '../http/operation';
import { evaluateLicense } from '../license/license-status';
import type { Principal } from './principal';
import { findSessionPrincipal } from './principal.repository';

const signedOut = (code: ErrorCode, message: string) => new DomainError(code, message);

/** The bearer token of the request, or a 401 that says what is wrong with it. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (!header) throw signedOut('token_missing', 'Sign in to continue.');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw signedOut('token_invalid', 'The Authorization header must be "Bearer <token>".');
  }
  return match[1];
}

/**
 * Who is calling. The token must verify, its session must be open (logout, disabling the user
 * and resetting the password revoke it) and its user active; a disabled user is refused at once.
 */
export async function authenticate(
  services: AppServices,
  request: FastifyRequest,
  now: Date,
): Promise<Principal> {
  const claims = await services.tokens.verify(bearerToken(request), now);
  return inTenantReadOne(services.db, claims.tenantId, async (t) => {
    const found = await findSessionPrincipal(t, claims.jti, claims.userId);
    if (!found || found.revokedAt !== null) {
      throw signedOut('token_revoked', 'Your session has ended. Sign in again.');
    }
    if (found.user.status !== 'ACTIVE') {
      throw signedOut('user_disabled', 'Your user is disabled. Ask an administrator.');
    }
    const { tenant, user } = found;
    const license = evaluateLicense({
      tenant: { id: tenant.id, name: tenant.name, processingDate: tenant.processingDate },
      key: found.licenseKey,
      trustedPublicKeysPem: services.licenseKeys,
      now,
    });
    return { tenant, user, jti: claims.jti, license };
  });
}
