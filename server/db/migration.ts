import type { Kysely } from 'kysely';
import type { Engine } from './database';

/** What a migration may need besides the handle: the engine, and on PostgreSQL the app's role. */
export interface MigrationContext {
  readonly engine: Engine;
  /** The role the API connects as; it is granted rights but never owns tables. */
  readonly appRole: string | null;
}

/**
 * One schema step, the same for both engines. Engine-specific parts (row-level security,
 * triggers) branch on `ctx.engine` inside the step, so the list of steps never differs.
 */
export interface Migration {
  readonly name: string;
  // Migrations run against whatever schema exists at their point in history, not the current
  // typed schema, so they take an untyped handle as Kysely's own migrations do.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  up(db: Kysely<any>, ctx: MigrationContext): Promise<void>;
}
