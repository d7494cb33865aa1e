import argon2 from 'argon2';

// OWASP's password storage cheat sheet: argon2id with 19 MiB of memory, 2 iterations and 1 lane.
const OWASP_ARGON2ID = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OWASP_ARGON2ID);
}

/** False for a wrong password and for a hash that is not argon2 at all. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody knows. Signing in as an unknown user still pays for one argon2
 * verification against it, so the answer's timing does not tell which usernames exist.
 */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}
