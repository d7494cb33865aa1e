import type { CloseOfBusinessBatch } from './close-of-business-step';

function positive(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isInteger(value) && value > 0
    ? value
    : fallback;
}

/**
 * How long a process holds the jobs it claimed before another may take them: long enough for a
 * batch on a busy machine, short enough that a run whose process died moves on soon after it
 * starts again. EOD_LEASE_MS shortens it for tests that kill the server.
 */
export function eodLeaseMs(): number {
  return positive(process.env.EOD_LEASE_MS, 30_000);
}

/** The items of one batch (one transaction). EOD_BATCH_SIZE makes a small day take many. */
export function eodBatchSize(fallback = 200): number {
  return positive(process.env.EOD_BATCH_SIZE, fallback);
}

/** Jobs one process claims at a time, so two processes share a step instead of one taking it. */
export const JOBS_PER_CLAIM = 4;

/** Attempts of a batch before its step, and with it the run, is FAILED. */
export const MAX_ATTEMPTS = 3;

/** Ordered keys cut into batches of `size`: each an inclusive range with its item count. */
export function batchesOf(keys: readonly string[], size: number): CloseOfBusinessBatch[] {
  const batches: CloseOfBusinessBatch[] = [];
  for (let i = 0; i < keys.length; i += size) {
    const chunk = keys.slice(i, i + size);
    batches.push({
      fromKey: chunk[0] as string,
      toKey: chunk[chunk.length - 1] as string,
      itemCount: chunk.length,
    });
  }
  return batches;
}
