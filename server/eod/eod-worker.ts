import type { BackgroundWork } from '../area';
import { startLoop } from '../background-loop';
import type { AppServices } from '../http/operation';
import { eodWorker, workTenant } from './eod-runner';

/** Often enough that a run resumed by a restart moves on soon; an idle tick reads one tiny table. */
const TICK_MS = 1_000;

const running = new Set<BackgroundWork>();

/** Wakes this process's close of business work now (after a run started or resumed). */
export function nudgeEodWorkers(): void {
  for (const work of running) work.nudge();
}

async function tenantsWithRuns(services: AppServices): Promise<string[]> {
  // The read connection on SQLite, so the read never lands inside a writer's open transaction.
  const kysely = services.db.reads ?? services.db.kysely;
  const rows = await kysely.selectFrom('eod_run_tenant').select('tenant_id').execute();
  return rows.map((row) => row.tenant_id);
}

/**
 * The close of business in the background: every tick, and when nudged, each tenant's RUNNING
 * run is worked from the database alone (its steps, jobs and leases), so a run started before a
 * restart, or by another process, moves on here too.
 */
export function startEodWorker(services: AppServices): BackgroundWork {
  const worker = eodWorker(services.now);
  return startLoop({
    name: 'Close of business',
    everyMs: TICK_MS,
    crew: running,
    tick: async (stopping) => {
      for (const tenantId of await tenantsWithRuns(services)) {
        if (!stopping()) await workTenant(services.db, tenantId, worker, stopping);
      }
    },
  });
}
