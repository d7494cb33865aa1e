import type { Area } from '../area';
import { accountHandlers } from './deposit-accounts.handlers';
import { DEPOSITS_CHART } from './deposits.chart';
import { DEPOSIT_CLOSE_OF_BUSINESS } from './deposits.eod';
import { DEPOSITS_ERRORS } from './deposits.errors';
import { seedDemoDeposits } from './deposits.seed';
import { holdHandlers } from './holds.handlers';
import { depositsMigration } from './migrations/0004-deposits.migration';
import { accountMinimumBalanceMigration } from './migrations/0007-account-minimum-balance.migration';
import { depositCloseOfBusinessMigration } from './migrations/0045-deposit-close-of-business.migration';
import { statementHandlers } from './statements.handlers';

/** Deposit accounts, their holds and statements: the deposit sub-ledger of the GL. */
export const depositsArea: Area = {
  name: 'Deposit accounts',
  errors: DEPOSITS_ERRORS,
  gl: DEPOSITS_CHART,
  handlers: { ...accountHandlers, ...holdHandlers, ...statementHandlers },
  migrations: [depositsMigration, accountMinimumBalanceMigration, depositCloseOfBusinessMigration],
  seedDemo: seedDemoDeposits,
  closeOfBusiness: DEPOSIT_CLOSE_OF_BUSINESS,
};
