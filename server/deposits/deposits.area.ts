import type { Area } from '../area';
import { accountHandlers } from './deposit-accounts.handlers';
import { seedDemoDeposits } from './deposits.seed';
import { holdHandlers } from './holds.handlers';
import { depositsMigration } from './migrations/0004-deposits.migration';
import { accountMinimumBalanceMigration } from './migrations/0007-account-minimum-balance.migration';
import { statementHandlers } from './statements.handlers';

/** Deposit accounts, their holds and statements: the deposit sub-ledger of the GL. */
export const depositsArea: Area = {
  name: 'Deposit accounts',
  handlers: { ...accountHandlers, ...holdHandlers, ...statementHandlers },
  migrations: [depositsMigration, accountMinimumBalanceMigration],
  seedDemo: seedDemoDeposits,
};
