import type { Area } from '../area';
import { nipTransfersMigration } from './migrations/0015-nip-transfers.migration';
import { registerNipApprovalExecutors } from './nip-approval';
import { nipTransferHandlers } from './nip-transfers.handlers';
import { seedDemoNipTransfers } from './nip-transfers.seed';
import { startNipWorker } from './nip-worker';

// Transfers and reversals held by their flows are run by the approvals engine.
registerNipApprovalExecutors();

/** Outward NIP transfers: name enquiry, quote, send, status queries and reversals. */
export const nipTransfersArea: Area = {
  name: 'NIP outward transfers',
  handlers: nipTransferHandlers,
  migrations: [nipTransfersMigration],
  seedDemo: seedDemoNipTransfers,
  background: startNipWorker,
};
