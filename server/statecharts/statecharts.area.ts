import type { Area } from '../area';
import { statusHistoryMigration } from './migrations/0051-status-history.migration';
import { STATECHARTS_ERRORS } from './statecharts.errors';
import { statechartsHandlers } from './statecharts.handlers';

/** The workbench of the statecharts: a record's live state on its chart and its history. */
export const statechartsArea: Area = {
  name: 'Statecharts',
  errors: STATECHARTS_ERRORS,
  handlers: statechartsHandlers,
  migrations: [statusHistoryMigration],
};
