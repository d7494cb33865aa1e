import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { type Db, type Engine, openDatabase } from '../../server/db/database';
import { seedDemoData } from '../../server/demo/demo-seed';
import { migrate } from '../../server/migrate';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster';

/** Every server suite runs on both engines (`describe.each(ENGINES)`). */
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

let cluster: Promise<PostgresCluster> | null = null;

/** One throwaway PostgreSQL per test file, started on first use and stopped by `stopClusters`. */
function postgres(): Promise<PostgresCluster> {
  cluster ??= startPostgresCluster();
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

/** A fresh, migrated database, and a data directory beside it. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kobo-test-'));
  if (engine === 'sqlite') {
    const db = openDatabase({ engine, file: join(dataDir, 'kobo.sqlite') });
    await migrate(db);
    const close = async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { engine, db, owner: db, dataDir, close };
  }
  const pg = await postgres();
  const name = await pg.createDatabase('api');
  const owner = openDatabase({ engine, url: pg.ownerUrl(name), poolSize: 2 });
  await migrate(owner, 'kobo_app');
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

/** The real app over a fresh database seeded with the demo tenants. */
export async function startTestApp(engine: Engine, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  const clock = {
    now: new Date(),
    advanceMs(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  await seedDemoData(database.db, clock.now);
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
