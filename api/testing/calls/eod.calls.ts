import * as eod from '../../eod.api';
import type { CallRow } from './call-rows';

/** The close of business's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getEodChecks: [(api) => eod.getEodChecks(api), 'GET', '/api/eod/checks'],
  listEodRuns: [(api) => eod.listEodRuns(api), 'GET', '/api/eod/runs'],
  startEodRun: [(api) => eod.startEodRun(api, false), 'POST', '/api/eod/runs'],
  getEodRun: [(api) => eod.getEodRun(api, 'r1'), 'GET', '/api/eod/runs/r1'],
  resumeEodRun: [(api) => eod.resumeEodRun(api, 'r1'), 'POST', '/api/eod/runs/r1/resume'],
};
