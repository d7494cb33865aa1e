import { migrationsOf } from './area';
import { AREAS } from './areas';
import type { Db } from './db/database';
import { runMigrations } from './db/migrate';

/** Every area's schema steps, in the order of their numbers. */
export const MIGRATIONS = migrationsOf(AREAS);

/** Brings the database's schema up to date; on PostgreSQL `appRole` is granted what the API needs. */
export function migrate(db: Db, appRole: string | null = null): Promise<string[]> {
  return runMigrations(db, MIGRATIONS, appRole);
}
