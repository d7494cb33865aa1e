import type { Area } from '../area';
import { cashHandlers } from './cash.handlers';
import { tillsMigration } from './migrations/0021-tills.migration';
import { TILL_APPROVAL_TYPES } from './till-approval';
import { tillSessionHandlers } from './till-sessions.handlers';
import { TILLS_CHART } from './tills.chart';
import { TILLS_ERRORS } from './tills.errors';
import { tillHandlers } from './tills.handlers';
import { seedDemoTills } from './tills.seed';
import { TILLS_CONFIG } from './tills-config-rules';

/** Tills and vaults, till sessions, cash at the counter and cash between vault and tills. */
export const tillsArea: Area = {
  name: 'Tills and till sessions',
  errors: TILLS_ERRORS,
  config: [TILLS_CONFIG],
  gl: TILLS_CHART,
  approvalTypes: TILL_APPROVAL_TYPES,
  handlers: { ...tillHandlers, ...tillSessionHandlers, ...cashHandlers },
  migrations: [tillsMigration],
  seedDemo: seedDemoTills,
};
