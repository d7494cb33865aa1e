import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { bankDate } from '../../policies/calendar';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { type Db, type Engine, openDatabase } from '../../server/db/database';
import { seedDemoData } from '../../server/demo/demo-seed';
import { migrate } from '../../server/migrate';
import type { DatabaseTemplates } from './database-templates';
import {
  connectPostgresCluster,
  type PostgresCluster,
  startPostgresCluster,
} from './postgres-cluster';

/** Every server suite runs on both engines (`describe.each(ENGINES)`). */
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

let cluster: Promise<PostgresCluster> | null = null;

/** The run's templates (tests/support/database-templates.ts); none when a file runs alone. */
function templates(): DatabaseTemplates | undefined {
  return inject('databaseTemplates');
}

/**
 * The run's PostgreSQL when the global setup started one, else a throwaway one for this file;
 * either way `stopClusters` lets go of it after the file.
 */
function postgres(): Promise<PostgresCluster> {
  const shared = templates()?.postgres;
  cluster ??= shared ? connectPostgresCluster(shared) : startPostgresCluster();
  return cluster;
}

export async function stopClusters(): Promise<void> {
  if (cluster) await (await cluster).stop();
  cluster = null;
}

export interface TestDatabase {
  readonly engine: Engine;
  /** The app's handle: on PostgreSQL the `kobo_app` role, which owns nothing. */
  readonly db: Db;
  /** On PostgreSQL the table owner's handle; on SQLite the same as `db`. */
  readonly owner: Db;
  readonly dataDir: string;
  close(): Promise<void>;
}

/** Which template a test database starts from: migrated only, or seeded with the demo too. */
type Contents = 'migrated' | 'seeded';

/** A fresh, migrated database, and a data directory beside it. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  return copyOrMake(engine, 'migrated');
}

async function copyOrMake(engine: Engine, contents: Contents): Promise<TestDatabase> {
  const template = templates()?.[engine][contents];
  const dataDir = mkdtempSync(join(tmpdir(), 'kobo-test-'));
  if (engine === 'sqlite') {
    const file = join(dataDir, 'kobo.sqlite');
    if (template) copyFileSync(template, file);
    const db = openDatabase({ engine, file });
    if (!template) await migrate(db);
    const close = async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { engine, db, owner: db, dataDir, close };
  }
  const pg = await postgres();
  const name = await pg.createDatabase('api', template);
  const owner = openDatabase({ engine, url: pg.ownerUrl(name), poolSize: 2 });
  if (!template) await migrate(owner, 'kobo_app');
  const db = openDatabase({ engine, url: pg.appUrl(name), poolSize: 5 });
  const close = async () => {
    await db.close();
    await owner.close();
    await pg.dropDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { engine, db, owner, dataDir, close };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly database: TestDatabase;
  readonly config: ServerConfig;
  /** The clock the server reads; tests move it with `clock.advanceMs`. */
  readonly clock: { now: Date; advanceMs(ms: number): void };
  close(): Promise<void>;
}

/** The server's configuration as `readConfig` makes it, over a test's own data directory. */
export function testConfig(dataDir: string, overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readConfig({ DATA_DIR: dataDir, TOKEN_SIGNING_KEY: randomBytes(32).toString('base64') }),
    ...overrides,
  };
}

export interface TestAppOptions {
  readonly config?: Partial<ServerConfig>;
  /** A built console to serve besides the API. */
  readonly uiDir?: string;
  /** When given, the structured logs are on and written here. */
  readonly logStream?: NodeJS.WritableStream;
}

/**
 * A fresh database with the demo tenants: a copy of the run's seeded template when it was seeded
 * on the bank's date of today, else migrated and seeded now (a run that crossed midnight in Lagos
 * must not meet yesterday's demo day).
 */
async function seededDatabase(engine: Engine, now: Date): Promise<TestDatabase> {
  const seededAtMs = templates()?.seededAtMs;
  if (seededAtMs !== undefined && bankDate(seededAtMs) === bankDate(now.getTime())) {
    return copyOrMake(engine, 'seeded');
  }
  const database = await createTestDatabase(engine);
  await seedDemoData(database.db, now);
  return database;
}

/** The real app over a fresh database seeded with the demo tenants. */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = {
    now: new Date(),
    advanceMs(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const database = await seededDatabase(engine, clock.now);
  const config = testConfig(database.dataDir, options.config);
  const app = await buildApp({
    db: database.db,
    config,
    now: () => clock.now,
    ...(options.uiDir && { uiDir: options.uiDir }),
    ...(options.logStream && { logger: true, logStream: options.logStream }),
  });
  return {
    app,
    database,
    config,
    clock,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
