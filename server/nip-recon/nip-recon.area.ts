import type { Area } from '../area';
import { nipReconMigration } from './migrations/0017-nip-recon.migration';
import { nipReconHandlers } from './nip-recon.handlers';

/** The NIP settlement reconciliation: the switch's report matched with our transfers. */
export const nipReconArea: Area = {
  name: 'NIP reconciliation',
  handlers: nipReconHandlers,
  migrations: [nipReconMigration],
};
