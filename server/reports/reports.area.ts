import type { Area } from '../area';
import { balanceSnapshotsMigration } from './migrations/0047-balance-snapshots.migration';
import { balanceSnapshotStep } from './reports.eod';
import { REPORT_ERRORS } from './reports.errors';
import { reportHandlers } from './reports.handlers';

/**
 * The reports center: a catalogue of reports that only read, each with bounded parameters, on
 * screen as a page of rows with named totals, or as a CSV, XLSX or PDF file; and the close of
 * business's snapshot of the day's closing balances, which reports as of a closed date read.
 */
export const reportsArea: Area = {
  name: 'Reports',
  errors: REPORT_ERRORS,
  handlers: reportHandlers,
  migrations: [balanceSnapshotsMigration],
  closeOfBusiness: [balanceSnapshotStep],
};
