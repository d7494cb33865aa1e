import type { Area } from '../area';

/** The workbench of the statecharts: a record's live state on its chart and its history. */
export const statechartsArea: Area = {
  name: 'Statecharts',
};
