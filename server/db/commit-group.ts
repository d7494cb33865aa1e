import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/** More than this many waiting transactions are split over several commits. */
const MAX_GROUP = 64;

interface Job {
  readonly kysely: Kysely<DB>;
  readonly work: (trx: Transaction<DB>) => Promise<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (reason: unknown) => void;
}

/**
 * Group commit for SQLite (decision 017). SQLite has one writer and a durable commit waits for
 * fsync, which costs more than all of a transfer's statements together. The transactions that
 * arrive while one commit is under way run one after another inside a single transaction, each
 * in a savepoint of its own, and commit together: a failing one rolls back to its savepoint
 * alone, and nobody hears of success before the shared COMMIT is durable. Run one at a time,
 * they see each other's writes exactly as separate serial transactions would.
 */
export class CommitGroup {
  #waiting: Job[] = [];
  #draining = false;

  run<T>(kysely: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.#waiting.push({ kysely, work, resolve: resolve as (value: unknown) => void, reject });
      if (this.#draining) return;
      this.#draining = true;
      // After pending I/O, so requests that arrived together join the same group.
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    while (this.#waiting.length > 0) {
      const group = this.#waiting.splice(0, MAX_GROUP);
      await (group.length === 1 ? runAlone(group[0] as Job) : runGrouped(group));
    }
    this.#draining = false;
  }
}

async function runAlone(job: Job): Promise<void> {
  try {
    job.resolve(await job.kysely.transaction().execute(job.work));
  } catch (error) {
    job.reject(error);
  }
}

async function runGrouped(group: readonly Job[]): Promise<void> {
  const first = group[0] as Job;
  let trx: Awaited<ReturnType<ReturnType<Kysely<DB>['startTransaction']>['execute']>>;
  try {
    trx = await first.kysely.startTransaction().execute();
  } catch (error) {
    for (const job of group) job.reject(error);
    return;
  }
  const outcomes: (() => void)[] = [];
  try {
    for (const job of group) {
      const inner = await trx.savepoint('job').execute();
      try {
        const value = await job.work(inner);
        await inner.releaseSavepoint('job').execute();
        outcomes.push(() => job.resolve(value));
      } catch (error) {
        await inner.rollbackToSavepoint('job').execute();
        await inner.releaseSavepoint('job').execute();
        outcomes.push(() => job.reject(error));
      }
    }
    await trx.commit().execute();
  } catch (error) {
    await trx
      .rollback()
      .execute()
      .catch(() => {});
    for (const job of group) job.reject(error);
    return;
  }
  for (const settle of outcomes) settle();
}
