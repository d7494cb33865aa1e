import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Db, openDatabase } from '../../server/db/database';
import { seedDemoData } from '../../server/demo/demo-seed';
import { migrate } from '../../server/migrate';
import {
  type ClusterAddress,
  type PostgresCluster,
  startPostgresCluster,
} from './postgres-cluster';

/**
 * What the run's global setup made once, for every test file to copy: one PostgreSQL server for
 * the whole run, and on each engine a database that is only migrated and one that is also seeded
 * with the demo tenants. A copy takes a fraction of a second; migrating and seeding took seconds
 * per file and, on a slow or busy machine, more than a set-up hook allows.
 */
export interface DatabaseTemplates {
  /** When the seeded templates were seeded: the demo data's "now". */
  readonly seededAtMs: number;
  readonly sqlite: { readonly migrated: string; readonly seeded: string };
  readonly postgres: ClusterAddress & { readonly migrated: string; readonly seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function closeAll(...dbs: Db[]): Promise<void> {
  for (const db of dbs) await db.close();
}

async function sqliteTemplate(dir: string, name: string, seededAt?: Date): Promise<string> {
  const file = join(dir, `${name}.sqlite`);
  const db = openDatabase({ engine: 'sqlite', file });
  await migrate(db);
  if (seededAt) await seedDemoData(db, seededAt);
  // Closing the last connection folds the WAL into the file, so the file alone is whole.
  await db.close();
  return file;
}

async function postgresTemplate(pg: PostgresCluster, name: string, seededAt?: Date) {
  const database = await pg.createDatabase(name);
  const owner = openDatabase({ engine: 'postgres', url: pg.ownerUrl(database), poolSize: 1 });
  await migrate(owner, 'kobo_app');
  const app = openDatabase({ engine: 'postgres', url: pg.appUrl(database), poolSize: 1 });
  if (seededAt) await seedDemoData(app, seededAt);
  // A database is copied only while nobody is connected to it.
  await closeAll(app, owner);
  return database;
}

/** Vitest global setup: makes the templates, hands them to the test files, removes them after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'kobo-templates-'));
  const pg = await startPostgresCluster();
  try {
    const seededAt = new Date();
    const [sqliteMigrated, sqliteSeeded, pgMigrated, pgSeeded] = await Promise.all([
      sqliteTemplate(dir, 'migrated'),
      sqliteTemplate(dir, 'seeded', seededAt),
      postgresTemplate(pg, 'tmpl_migrated'),
      postgresTemplate(pg, 'tmpl_seeded', seededAt),
    ]);
    project.provide('databaseTemplates', {
      seededAtMs: seededAt.getTime(),
      sqlite: { migrated: sqliteMigrated, seeded: sqliteSeeded },
      postgres: { ...pg.address, migrated: pgMigrated, seeded: pgSeeded },
    });
  } catch (error) {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
