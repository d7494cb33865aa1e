import { describe, expect, it } from 'vitest';
import {
  EOD_RUN_STATUSES,
  type EodRunEvent,
  type EodRunStatus,
  eodRunMachine,
  eodRunSnapshot,
  nextEodRunStatus,
} from '../../machines/eod-run.machine';
import { EOD_RUN_EVENTS as E, EOD_RUN_TRAVERSALS } from './eod-run.model';
import {
  eventsOf,
  measureCoverage,
  pathTo,
  unreachedStates,
  untakenTransitions,
} from './path-coverage';

const coverage = measureCoverage(eodRunMachine, EOD_RUN_TRAVERSALS);

describe('eodRunMachine paths', () => {
  it('reaches every state and takes every transition the chart defines', () => {
    expect(unreachedStates(coverage)).toEqual([]);
    expect(untakenTransitions(coverage)).toEqual([]);
  });

  it('completes only after the checks pass, the steps finish and the date moves', () => {
    const path = pathTo(coverage, 'completed', (s) => s.matches('completed'));
    expect(eventsOf(path)).toEqual([E.checksPassed, E.stepsDone, E.dateAdvanced]);
  });

  it('starts nothing when a check blocks', () => {
    const path = pathTo(coverage, 'blocked', (s) => s.matches('blocked'));
    expect(eventsOf(path)).toEqual([E.checksBlocked]);
    expect(path.state.status).toBe('done');
  });

  it('resumes a failed run into its steps, never straight to completed', () => {
    const failed = eodRunSnapshot('FAILED');
    expect(failed.can(E.resume)).toBe(true);
    expect(failed.can(E.dateAdvanced)).toBe(false);
    expect(failed.can(E.stepsDone)).toBe(false);
  });
});

describe('nextEodRunStatus', () => {
  it('moves each stored status as the table says', () => {
    const table: Record<EodRunStatus, Partial<Record<keyof typeof E, EodRunStatus>>> = {
      RUNNING: { stepDone: 'RUNNING', stepsDone: 'RUNNING', stepFailed: 'FAILED' },
      FAILED: { resume: 'RUNNING' },
      COMPLETED: {},
    };
    for (const status of EOD_RUN_STATUSES) {
      for (const [name, event] of Object.entries(E)) {
        expect([status, name, nextEodRunStatus(status, event as EodRunEvent)]).toEqual([
          status,
          name,
          table[status][name as keyof typeof E] ?? null,
        ]);
      }
    }
  });

  it('moves the date only once the steps are done', () => {
    expect(nextEodRunStatus('RUNNING', E.dateAdvanced)).toBeNull();
    expect(nextEodRunStatus('RUNNING', E.dateAdvanced, true)).toBe('COMPLETED');
    expect(nextEodRunStatus('RUNNING', E.stepFailed, true)).toBe('FAILED');
  });

  it('refuses a status the chart does not know', () => {
    expect(() => eodRunSnapshot('DONE' as EodRunStatus)).toThrow(RangeError);
  });
});
