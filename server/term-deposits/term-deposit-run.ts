import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';
import { accrueBatch } from './term-deposit-accrual';
import { matureBatch } from './term-deposit-maturity';
import { type StepBy, SYSTEM_STEP } from './term-deposit-steps';

export type TermDepositRunResult = components['schemas']['TermDepositAccrualResult'];

export function emptyRun(upTo: string): TermDepositRunResult {
  return {
    upTo,
    accruedDeposits: 0,
    accruedKobo: 0,
    maturedCount: 0,
    paidOutCount: 0,
    rolledOverCount: 0,
    heldCount: 0,
  };
}

/**
 * One bounded step of the day's work: a batch of accruals while any is left, else a batch of
 * maturities. Answers what it did and whether more is left, so the background work gives each
 * batch its own transaction.
 */
export async function processBatch(
  t: TenantTx,
  upTo: string,
  now: Date,
  by: StepBy = SYSTEM_STEP,
): Promise<{ result: TermDepositRunResult; more: boolean }> {
  const result = emptyRun(upTo);
  const accrued = await accrueBatch(t, upTo, by, now);
  result.accruedDeposits = accrued.accruedDeposits;
  result.accruedKobo = accrued.accruedKobo;
  if (accrued.more) return { result, more: true };
  const matured = await matureBatch(t, upTo, by, now);
  result.maturedCount = matured.maturedCount;
  result.paidOutCount = matured.paidOutCount;
  result.rolledOverCount = matured.rolledOverCount;
  result.heldCount = matured.heldCount;
  // A rollover starts a new deposit on the maturity date: one more pass accrues it to `upTo`.
  return { result, more: matured.more || matured.rolledOverCount > 0 };
}

/**
 * Accrues every active deposit's interest up to `upTo`, then matures each deposit due by then
 * and carries out its instruction, in the caller's transaction (the close of business calls
 * this). A rerun for the same day finds nothing left and posts nothing.
 */
export async function processTermDeposits(
  t: TenantTx,
  upTo: string,
  now: Date,
  by: StepBy = SYSTEM_STEP,
): Promise<TermDepositRunResult> {
  const total = emptyRun(upTo);
  for (let more = true, rounds = 0; more && rounds < 10_000; rounds += 1) {
    const step = await processBatch(t, upTo, now, by);
    more = step.more;
    total.accruedDeposits += step.result.accruedDeposits;
    total.accruedKobo += step.result.accruedKobo;
    total.maturedCount += step.result.maturedCount;
    total.paidOutCount += step.result.paidOutCount;
    total.rolledOverCount += step.result.rolledOverCount;
    total.heldCount += step.result.heldCount;
  }
  return total;
}
