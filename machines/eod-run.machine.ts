import { type SnapshotFrom, setup, transition } from 'xstate';

/** The stored statuses of a close of business, as the contract's EodRunStatus names them. */
export const EOD_RUN_STATUSES = ['RUNNING', 'FAILED', 'COMPLETED'] as const;

export type EodRunStatus = (typeof EOD_RUN_STATUSES)[number];

export type EodRunEvent =
  /** No blocking check had items (and the warnings were acknowledged): the steps start. */
  | { type: 'eod.checksPassed' }
  /** A blocking check had items: nothing starts and nothing is stored. */
  | { type: 'eod.checksBlocked' }
  /** A step finished its last batch and another step follows. */
  | { type: 'eod.stepDone' }
  /** The last step but one finished: what is left is to move the processing date. */
  | { type: 'eod.stepsDone' }
  /** The processing date moved to the next day. */
  | { type: 'eod.dateAdvanced' }
  /** A batch of a step failed; the batches done so far stay done. */
  | { type: 'eod.stepFailed' }
  /** Someone resumed a failed run from its failed step. */
  | { type: 'eod.resume' };

/** Each status in the words staff read. */
export const EOD_RUN_STATUS_LABELS: Readonly<Record<EodRunStatus, string>> = {
  RUNNING: 'Running',
  FAILED: 'Failed',
  COMPLETED: 'Completed',
};

/**
 * The stored status of each state of the chart. `checking` and `blocked` are never stored: the
 * checks are made inside the request that starts a run, and a blocked start leaves no run.
 */
export const EOD_RUN_STATUS_BY_STATE = {
  running: 'RUNNING',
  advancing: 'RUNNING',
  failed: 'FAILED',
  completed: 'COMPLETED',
} as const satisfies Record<string, EodRunStatus>;

/**
 * A close of business. It checks what stands in the way (open tills, pending approvals, NIP
 * transfers not final), then runs its steps in order, each in batches claimed from the jobs table
 * by whichever API process is free, then moves the processing date. A step that fails leaves the
 * run FAILED at that step, with every batch done so far kept; resuming carries on from there, so
 * nothing is posted twice.
 *
 * It holds no I/O, so the server runs it (nextEodRunStatus) to refuse a step it lacks.
 */
export const eodRunMachine = setup({
  types: { events: {} as EodRunEvent },
}).createMachine({
  id: 'eodRun',
  initial: 'checking',
  states: {
    checking: {
      on: {
        'eod.checksPassed': { target: 'running' },
        'eod.checksBlocked': { target: 'blocked' },
      },
    },
    blocked: { type: 'final' },
    running: {
      on: {
        'eod.stepDone': { target: 'running' },
        'eod.stepsDone': { target: 'advancing' },
        'eod.stepFailed': { target: 'failed' },
      },
    },
    advancing: {
      on: {
        'eod.dateAdvanced': { target: 'completed' },
        'eod.stepFailed': { target: 'failed' },
      },
    },
    failed: {
      on: { 'eod.resume': { target: 'running' } },
    },
    completed: { type: 'final' },
  },
});

export type EodRunSnapshot = SnapshotFrom<typeof eodRunMachine>;
export type EodRunState = keyof typeof EOD_RUN_STATUS_BY_STATE;

export function isEodRunStatus(value: unknown): value is EodRunStatus {
  return (EOD_RUN_STATUSES as readonly unknown[]).includes(value);
}

/**
 * The chart's snapshot for a run as stored. A RUNNING run is in `running` unless its date is
 * being moved (`advancing`, when only the last step is left).
 */
export function eodRunSnapshot(status: EodRunStatus, advancing = false): EodRunSnapshot {
  if (!isEodRunStatus(status))
    throw new RangeError(`Unknown run status ${JSON.stringify(status)}.`);
  const value: EodRunState =
    status === 'RUNNING'
      ? advancing
        ? 'advancing'
        : 'running'
      : status === 'FAILED'
        ? 'failed'
        : 'completed';
  return eodRunMachine.resolveState({ value, context: {} });
}

/**
 * What a run stored with `status` becomes on `event`, read from the chart itself; null when the
 * chart has no such step from there, which the server refuses.
 */
export function nextEodRunStatus(
  status: EodRunStatus,
  event: EodRunEvent,
  advancing = false,
): EodRunStatus | null {
  const before = eodRunSnapshot(status, advancing);
  if (!before.can(event)) return null;
  const [after] = transition(eodRunMachine, before, event);
  return EOD_RUN_STATUS_BY_STATE[after.value as EodRunState] ?? null;
}
