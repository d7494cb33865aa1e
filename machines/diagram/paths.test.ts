import { describe, expect, it } from 'vitest';
import {
  type ChartPath,
  drivenByConsole,
  eventsOutsideConsole,
  eventWords,
  pathEventWords,
  pathsCsv,
  pathsReaching,
} from './paths';

const paths: ChartPath[] = [
  { target: 'approved', states: ['approved'], events: [] },
  {
    target: 'closedObligationsMet',
    states: ['closedObligationsMet'],
    events: [
      { type: 'loan.disburse', summary: '' },
      { type: 'loan.repay', summary: 'clearsAll: true' },
    ],
  },
  { target: 'active', states: ['active'], events: [{ type: 'loan.disburse', summary: '' }] },
];

describe('the model paths as the console lists them', () => {
  it('puts events in words, the chart prefix and XState names left out', () => {
    expect(eventWords('loan.assessPenalties')).toBe('assess penalties');
    expect(eventWords('xstate.done.actor.0.session.signingIn')).toBe('signing in done');
    expect(eventWords('xstate.error.actor.submit')).toBe('submit failed');
    expect(eventWords('xstate.after.500.request.waiting')).toBe('after 500 ms');
    expect(eventWords('always')).toBe('at once');
    expect(pathEventWords({ type: 'activeRole.select', summary: 'role: BRANCH_TELLER' })).toBe(
      'select (role: Branch teller)',
    );
  });

  it('finds the paths reaching a state, shortest first', () => {
    expect(pathsReaching(paths, 'active').map((path) => path.target)).toEqual(['active']);
    expect(pathsReaching(paths, 'cancelled')).toEqual([]);
  });

  it('counts a path covered only when the console performs each of its events', () => {
    const steps = new Set(['loan.disburse']);
    expect(paths.map((path) => drivenByConsole(path, steps))).toEqual([true, false, true]);
    expect(eventsOutsideConsole(paths, steps)).toEqual(['loan.repay']);
    expect(paths.map((path) => drivenByConsole(path, new Set()))).toEqual([false, false, false]);
  });

  it('writes one CSV row per path with its events in words', () => {
    expect(pathsCsv(paths).split('\r\n')).toEqual([
      'Path,Reaches,Steps,Events',
      '1,approved,0,',
      '2,closedObligationsMet,2,disburse → repay (clearsAll: true)',
      '3,active,1,disburse',
      '',
    ]);
  });
});
