import type { Area } from '../area';
import { EOD_ERRORS } from './eod.errors';
import { eodHandlers } from './eod.handlers';

/**
 * The close of business: its checks, its runs on the `eod-run` chart, the steps every area brings
 * (`Area.closeOfBusiness`) run in batches from the jobs table, and the processing date it moves.
 */
export const eodArea: Area = {
  name: 'Close of business',
  errors: EOD_ERRORS,
  handlers: eodHandlers,
};
