import { laterArea } from '../area';

/** The close of business's operations (being built: they answer 501 until they land). */
export const eodHandlers = laterArea('Close of business', [
  'getEodChecks',
  'listEodRuns',
  'startEodRun',
  'getEodRun',
  'resumeEodRun',
]).handlers;
