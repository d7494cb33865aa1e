import type { Area } from '../area';
import { REPORT_ERRORS } from './reports.errors';
import { reportHandlers } from './reports.handlers';

/**
 * The reports center: a catalogue of reports that only read, each with bounded parameters, on
 * screen as a page of rows with named totals, or as a CSV, XLSX or PDF file.
 */
export const reportsArea: Area = {
  name: 'Reports',
  errors: REPORT_ERRORS,
  handlers: reportHandlers,
};
