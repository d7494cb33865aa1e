import type { Area } from '../area';
import { cashHandlers } from './cash.handlers';
import { tillsMigration } from './migrations/0021-tills.migration';
import { registerTillApprovalExecutors } from './till-approval';
import { tillSessionHandlers } from './till-sessions.handlers';
import { tillHandlers } from './tills.handlers';
import { seedDemoTills } from './tills.seed';

// Withdrawals over the limit, reversals and variances held by their flows run through the engine.
registerTillApprovalExecutors();

/** Tills and vaults, till sessions, cash at the counter and cash between vault and tills. */
export const tillsArea: Area = {
  name: 'Tills and till sessions',
  handlers: { ...tillHandlers, ...tillSessionHandlers, ...cashHandlers },
  migrations: [tillsMigration],
  seedDemo: seedDemoTills,
};
