import type { Area } from '../area';
import { TRANSFERS_CHART } from './transfers.chart';
import { TRANSFERS_ERRORS } from './transfers.errors';
import { transferHandlers } from './transfers.handlers';

/** Transfers between deposit accounts, with the source product's transfer charges. */
export const transfersArea: Area = {
  name: 'Transfers',
  errors: TRANSFERS_ERRORS,
  gl: TRANSFERS_CHART,
  handlers: transferHandlers,
};
