import { errors, jwtVerify, SignJWT } from 'jose';
import { DomainError } from '../errors/domain-error';

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
/** Verified tokens remembered; past this many the memory starts afresh. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(signingKey: Uint8Array, ttlSeconds: number): TokenService {
  // A signature is checked once per token: every request of a session carries the same token, and
  // its HMAC check costs a thread-pool round trip. Expiry is still checked on every use, and
  // revocation is the session row's business, read on every request.
  const verified = new Map<string, TokenClaims>();
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
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtSeconds <= Math.floor(now.getTime() / 1000)) throw expired();
        return known;
      }
      const claims = await verifySignature(token, now);
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, claims);
      return claims;
    },
  };

  async function verifySignature(token: string, now: Date): Promise<TokenClaims> {
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
      if (error instanceof errors.JWTExpired) throw expired();
      throw invalid();
    }
  }
}

const expired = () => new DomainError('token_expired');

const invalid = () => new DomainError('token_invalid');
