import type { BackgroundWork } from '../area';
import { startLoop } from '../background-loop';
import { inTenant } from '../db/tenant-scope';
import type { AppServices } from '../http/operation';
import { workRunBatch } from './depreciation-run.service';

const TICK_MS = 1_000;

/** The workers running in this process, so a started run can wake them at once. */
const running = new Set<BackgroundWork>();

/** Wakes the depreciation work now, instead of at its next tick. */
export function nudgeDepreciationWorkers(): void {
  for (const work of running) work.nudge();
}

async function tenantsWithRuns(services: AppServices): Promise<string[]> {
  // The read connection on SQLite, so the read never lands inside a writer's open transaction.
  const kysely = services.db.reads ?? services.db.kysely;
  const rows = await kysely.selectFrom('depreciation_run_tenant').select('tenant_id').execute();
  return rows.map((row) => row.tenant_id);
}

/** Works every tenant's run batch by batch, each batch its own transaction, until none is left. */
async function tick(services: AppServices, stopping: () => boolean): Promise<void> {
  for (const tenantId of await tenantsWithRuns(services)) {
    let more = true;
    while (more && !stopping()) {
      more = await inTenant(services.db, tenantId, (t) => workRunBatch(t, services.now()));
    }
  }
}

/**
 * The depreciation runs' background work: every second, and when nudged, it works the tenants'
 * running runs. A run keeps its place (the last asset worked) in the database after each batch,
 * so a restart resumes from there, and a row already posted is never posted again.
 */
export function startDepreciationWorker(services: AppServices): BackgroundWork {
  return startLoop({
    name: 'Depreciation runs',
    everyMs: TICK_MS,
    crew: running,
    tick: (stopping) => tick(services, stopping),
  });
}
