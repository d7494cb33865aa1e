import type { Area } from '../area';
import { nipReconMigration } from './migrations/0017-nip-recon.migration';
import { NIP_RECON_ERRORS } from './nip-recon.errors';
import { nipReconHandlers } from './nip-recon.handlers';

/** The NIP settlement reconciliation: the switch's report matched with our transfers. */
export const nipReconArea: Area = {
  name: 'NIP reconciliation',
  errors: NIP_RECON_ERRORS,
  handlers: nipReconHandlers,
  migrations: [nipReconMigration],
};
