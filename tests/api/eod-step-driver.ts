import type { Db } from '../../server/db/database';
import { inTenant } from '../../server/db/tenant-scope';
import { plusDays } from '../../server/deposits/deposit-eod-batches';
import type {
  CloseOfBusinessDay,
  CloseOfBusinessStep,
} from '../../server/eod/close-of-business-step';

/** Sets the tenant's processing date, as the close of business leaves it after advancing. */
export function setProcessingDate(db: Db, tenantId: string, date: string): Promise<unknown> {
  return inTenant(db, tenantId, (t) =>
    t.trx.updateTable('tenant').set({ processing_date: date }).where('id', '=', tenantId).execute(),
  );
}

/** The day a step sees when the date `processingDate` is closed by `actorId`. */
export function dayOf(processingDate: string, actorId: string): CloseOfBusinessDay {
  return {
    runId: `run-${processingDate}`,
    processingDate,
    nextDate: plusDays(processingDate, 1),
    actorId,
    now: new Date(`${processingDate}T20:00:00.000Z`),
  };
}

/**
 * Runs one step the way the close of business does: its plan in one transaction, then each
 * batch in a transaction of its own. Answers the batches and the items the step reported.
 */
export async function runStep(
  db: Db,
  tenantId: string,
  step: CloseOfBusinessStep,
  day: CloseOfBusinessDay,
): Promise<{ batches: number; items: number }> {
  const batches = await inTenant(db, tenantId, (t) => step.plan(t, day));
  let items = 0;
  for (const batch of batches) {
    items += await inTenant(db, tenantId, (t) => step.run(t, day, batch));
  }
  return { batches: batches.length, items };
}

/** Runs the given steps in order on the processing date, then advances the date. */
export async function closeDay(
  db: Db,
  tenantId: string,
  steps: readonly CloseOfBusinessStep[],
  day: CloseOfBusinessDay,
): Promise<Record<string, { batches: number; items: number }>> {
  await setProcessingDate(db, tenantId, day.processingDate);
  const done: Record<string, { batches: number; items: number }> = {};
  for (const step of steps) done[step.name] = await runStep(db, tenantId, step, day);
  await setProcessingDate(db, tenantId, day.nextDate);
  return done;
}
