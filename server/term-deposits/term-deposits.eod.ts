import type { TenantTx } from '../db/tenant-scope';
import type {
  CloseOfBusinessBatch,
  CloseOfBusinessDay,
  CloseOfBusinessStep,
} from '../eod/close-of-business-step';
import { batchesOf, eodBatchSize } from '../eod/eod-tuning';
import { dueDepositIds, findTermDeposits } from './term-deposit.repository';
import { ACCRUAL_BATCH, accrueDeposits } from './term-deposit-accrual';
import { matureDeposits } from './term-deposit-maturity';
import type { StepBy } from './term-deposit-steps';

/** Planning reads every due id; past this many a day is cut short rather than held in memory. */
const MOST_DUE = 1_000_000;

/** The close of business posts as the person who started it, and history names the run. */
const byRunOf = (day: CloseOfBusinessDay): StepBy => ({
  userId: day.actorId,
  name: 'Close of business',
});

const accrualDue = (day: CloseOfBusinessDay) =>
  ({ status: 'ACTIVE', accruedBefore: day.processingDate }) as const;
const maturityDue = (day: CloseOfBusinessDay) =>
  ({ status: 'ACTIVE', maturityUpTo: day.processingDate }) as const;

/** The deposits of a batch still due: one already done by the daily background work is skipped. */
async function dueIn(
  t: TenantTx,
  filter: ReturnType<typeof accrualDue> | ReturnType<typeof maturityDue>,
  batch: CloseOfBusinessBatch,
) {
  const ids = await dueDepositIds(
    t,
    { ...filter, ids: { from: batch.fromKey, to: batch.toKey } },
    batch.itemCount,
  );
  return findTermDeposits(t, ids);
}

/**
 * Each active deposit's interest accrued up to the processing date (periodic ones paid on their
 * payout dates on the way). The accrual's unique key (deposit, day) and the guarded
 * `last_accrued_on` post a day's interest once whatever reruns meet.
 */
export const termDepositAccrualStep: CloseOfBusinessStep = {
  name: 'TERM_DEPOSIT_ACCRUAL',
  async plan(t, day) {
    const ids = await dueDepositIds(t, accrualDue(day), MOST_DUE);
    return batchesOf(ids, eodBatchSize(ACCRUAL_BATCH));
  },
  async run(t, day, batch) {
    const rows = await dueIn(t, accrualDue(day), batch);
    await accrueDeposits(t, rows, day.processingDate, byRunOf(day), day.now);
    return batch.itemCount;
  },
};

/**
 * Each deposit maturing by the processing date: accrued to its maturity, MATURED on its chart,
 * then its instruction carried out (paid out or rolled over; held under a lien).
 */
export const termDepositMaturityStep: CloseOfBusinessStep = {
  name: 'TERM_DEPOSIT_MATURITY',
  async plan(t, day) {
    const ids = await dueDepositIds(t, maturityDue(day), MOST_DUE);
    return batchesOf(ids, eodBatchSize(100));
  },
  async run(t, day, batch) {
    const rows = await dueIn(t, maturityDue(day), batch);
    const counts = {
      maturedCount: 0,
      paidOutCount: 0,
      rolledOverCount: 0,
      heldCount: 0,
      more: false,
    };
    await matureDeposits(t, rows, byRunOf(day), day.now, counts);
    return batch.itemCount;
  },
};

export const TERM_DEPOSIT_EOD_STEPS: readonly CloseOfBusinessStep[] = [
  termDepositAccrualStep,
  termDepositMaturityStep,
];
