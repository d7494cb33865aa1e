import type { UpdateObject } from 'kysely';
import {
  nextTermDepositStatus,
  type TermDepositEvent,
  type TermDepositStatus,
} from '../../machines/term-deposit.machine';
import type { DB } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/error-registry';
import {
  findTermDeposit,
  insertTermDepositEvent,
  moveTermDeposit,
} from './term-deposit.repository';
import type { TermDepositRow } from './term-deposit-view';

/** Who took a step, for the history: a person's name, or the bank's own run. */
export interface StepBy {
  readonly userId: string;
  readonly name: string;
}

export const SYSTEM_STEP: StepBy = { userId: 'system', name: 'Close of business' };

export const isUnderLien = (row: TermDepositRow) => row.lien_reason !== null;

/** The deposit of this tenant, or 404: another tenant's id reads as no deposit at all. */
export async function storedDeposit(t: TenantTx, id: string): Promise<TermDepositRow> {
  const row = await findTermDeposit(t, id);
  if (!row) throw new DomainError('term_deposit_not_found');
  return row;
}

export interface Step {
  readonly event: TermDepositEvent;
  readonly refusal: ErrorCode;
  readonly note: string;
  readonly by: StepBy;
  readonly entryId?: string | null;
  readonly changes?: UpdateObject<DB, 'term_deposit'>;
}

/**
 * Moves a deposit one step of its chart (machines/term-deposit.machine.ts), with a guarded
 * update and a line of history; the chart's refusal, or another request having moved it first,
 * refuses with `step.refusal`. Answers the deposit as stored after the step.
 */
export async function stepDeposit(
  t: TenantTx,
  row: TermDepositRow,
  step: Step,
  now: Date,
): Promise<TermDepositRow> {
  const from = row.status as TermDepositStatus;
  const to = nextTermDepositStatus(from, step.event);
  if (to === null) throw new DomainError(step.refusal);
  const moved = await moveTermDeposit(t, row, from, { ...step.changes, status: to }, now);
  if (!moved) throw new DomainError(step.refusal);
  await insertTermDepositEvent(
    t,
    {
      depositId: row.id,
      from,
      to,
      note: step.note,
      byName: step.by.name,
      entryId: step.entryId ?? null,
    },
    now,
  );
  return storedDeposit(t, row.id);
}
