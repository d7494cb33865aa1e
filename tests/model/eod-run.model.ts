import type { Traversal } from './path-coverage';

export const EOD_RUN_EVENTS = {
  checksPassed: { type: 'eod.checksPassed' },
  checksBlocked: { type: 'eod.checksBlocked' },
  stepDone: { type: 'eod.stepDone' },
  stepsDone: { type: 'eod.stepsDone' },
  dateAdvanced: { type: 'eod.dateAdvanced' },
  stepFailed: { type: 'eod.stepFailed' },
  resume: { type: 'eod.resume' },
} as const;

/**
 * One traversal from the checks covers the chart: every event tried in every state reached, so
 * both failures (in a step, while the date moves) and the resume are walked.
 */
export const EOD_RUN_TRAVERSALS: readonly Traversal[] = [{ events: Object.values(EOD_RUN_EVENTS) }];
