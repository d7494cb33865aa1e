import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEY_FILE = 'token-signing.key';
const MIN_KEY_BYTES = 32;

/**
 * The key that signs session tokens. Several API processes behind one load balancer must share
 * it, so it may come from the environment (base64, at least 32 bytes); otherwise it is made on
 * first start and kept in the data directory, readable only by the server's user.
 */
export function loadSigningKey(dataDir: string, fromEnv: string | undefined): Uint8Array {
  if (fromEnv) return decodeKey(fromEnv, 'TOKEN_SIGNING_KEY');
  const file = join(dataDir, KEY_FILE);
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8').trim(), file);
  const key = randomBytes(MIN_KEY_BYTES * 2);
  writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return new Uint8Array(key);
}

function decodeKey(text: string, source: string): Uint8Array {
  const key = Buffer.from(text, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(`${source} must hold at least ${MIN_KEY_BYTES} bytes in base64.`);
  }
  return new Uint8Array(key);
}
