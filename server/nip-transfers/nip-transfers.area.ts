import type { Area } from '../area';
import { nipTransfersMigration } from './migrations/0015-nip-transfers.migration';
import { NIP_APPROVAL_TYPES } from './nip-approval';
import { NIP_TRANSFERS_CHART } from './nip-transfers.chart';
import { NIP_TRANSFERS_ERRORS } from './nip-transfers.errors';
import { nipTransferHandlers } from './nip-transfers.handlers';
import { seedDemoNipTransfers } from './nip-transfers.seed';
import { startNipWorker } from './nip-worker';

/** Outward NIP transfers: name enquiry, quote, send, status queries and reversals. */
export const nipTransfersArea: Area = {
  name: 'NIP outward transfers',
  errors: NIP_TRANSFERS_ERRORS,
  gl: NIP_TRANSFERS_CHART,
  approvalTypes: NIP_APPROVAL_TYPES,
  handlers: nipTransferHandlers,
  migrations: [nipTransfersMigration],
  seedDemo: seedDemoNipTransfers,
  background: startNipWorker,
};
