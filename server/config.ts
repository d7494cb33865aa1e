import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnvFlag } from '../policies/env-flag';
import type { DatabaseTarget } from './db/database';

/** Everything the server reads from the environment, read once at start (README lists it). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: DatabaseTarget;
  /** On PostgreSQL: the owner's URL for migrations, when the app's role may not alter tables. */
  readonly migrationUrl: string | null;
  readonly tokenTtlSeconds: number;
  readonly tokenSigningKey: string | undefined;
  readonly demo: boolean;
  /** Vendor public keys (PEM) that licenses must be signed with, besides the demo issuer's. */
  readonly licensePublicKeys: string[];
  readonly trustProxy: boolean;
  /** NIP_SWITCH_URL: with demo data, the switch the demo tenant uses instead of the stand-in. */
  readonly nipSwitchUrl: string | null;
}

const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;

function positiveInteger(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer.`);
  return value;
}

/** A TCP port; 0 asks the system for any free one (main.ts prints the port it got). */
function portNumber(text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65_535)
    throw new Error('PORT must be a whole number from 0 to 65535.');
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    port: portNumber(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    database: databaseUrl
      ? { engine: 'postgres', url: databaseUrl }
      : { engine: 'sqlite', file: resolve(dataDir, 'kobo.sqlite') },
    migrationUrl: env.DATABASE_MIGRATION_URL?.trim() || null,
    tokenTtlSeconds: positiveInteger(
      'TOKEN_TTL_SECONDS',
      env.TOKEN_TTL_SECONDS,
      DEFAULT_TOKEN_TTL_SECONDS,
    ),
    tokenSigningKey: env.TOKEN_SIGNING_KEY || undefined,
    demo: env.DEMO === undefined || env.DEMO === '' ? true : parseEnvFlag(env.DEMO),
    licensePublicKeys: env.LICENSE_PUBLIC_KEY
      ? [env.LICENSE_PUBLIC_KEY.replaceAll('\\n', '\n')]
      : [],
    trustProxy: parseEnvFlag(env.TRUST_PROXY),
    nipSwitchUrl: env.NIP_SWITCH_URL?.trim() || null,
  };
}
