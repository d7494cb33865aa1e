import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../http/app-error';

/** What a token says: who, in which tenant, which session, until when (seconds). */
export interface TokenClaims {
  readonly userId: string;
  readonly tenantId: string;
  readonly jti: string;
  readonly expiresAtSeconds: number;
}

export interface TokenService {
  issue(input: { userId: string; tenantId: string; jti: string; now: Date }): Promise<{
    token: string;
    expiresAt: Date;
  }>;
  /** Throws 401 `token_invalid` or `token_expired`. */
  verify(token: string, now: Date): Promise<TokenClaims>;
}

const ISSUER = 'kobo-console';

export function createTokenService(signingKey: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async issue({ userId, tenantId, jti, now }) {
      const issuedAtSeconds = Math.floor(now.getTime() / 1000);
      const expiresAtSeconds = issuedAtSeconds + ttlSeconds;
      const token = await new SignJWT({ tid: tenantId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setJti(jti)
        .setIssuedAt(issuedAtSeconds)
        .setExpirationTime(expiresAtSeconds)
        .sign(signingKey);
      return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
    },
    async verify(token, now) {
      try {
        const { payload } = await jwtVerify(token, signingKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        const { sub, jti, exp, tid } = payload;
        if (!sub || !jti || typeof exp !== 'number' || typeof tid !== 'string') throw invalid();
        return { userId: sub, tenantId: tid, jti, expiresAtSeconds: exp };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AppError(401, 'token_expired', 'Your session has expired. Sign in again.');
        }
        throw invalid();
      }
    },
  };
}

const invalid = () =>
  new AppError(401, 'token_invalid', 'Your session is not valid. Sign in again.');
