import type { Area } from '../area';
import { BANKS_ERRORS } from './banks.errors';
import { bankHandlers } from './banks.handlers';
import { seedDemoBanks } from './banks.seed';
import { banksMigration } from './migrations/0012-banks.migration';

/** The institutions reachable over NIP, with their CBN and NIP codes. */
export const banksArea: Area = {
  name: 'Banks',
  errors: BANKS_ERRORS,
  handlers: bankHandlers,
  migrations: [banksMigration],
  seedDemo: (t, _tenant, ctx) => seedDemoBanks(t, ctx.now),
};
