import type { ReportFileFormat } from '../../../api/reports.api';
import type { Failure } from '../../../machines/failure';
import type { ReportParameters } from './report-search';

/** The three files a report downloads as, each with its words and type. */
export const REPORT_FILES: readonly {
  readonly format: ReportFileFormat;
  readonly label: string;
  readonly type: string;
}[] = [
  { format: 'csv', label: 'CSV', type: 'text/csv;charset=utf-8' },
  {
    format: 'xlsx',
    label: 'Excel',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  { format: 'pdf', label: 'PDF', type: 'application/pdf' },
];

/**
 * The file's name, as the server names it: the report's key and the day it is of (its as-of
 * date, else the end of its range), `balance-sheet-2026-11-27.pdf`; ISO, so files sort by name.
 */
export function reportFileName(
  key: string,
  parameters: ReportParameters,
  format: ReportFileFormat,
): string {
  const safeKey = key.replace(/[^a-z0-9-]/g, '-') || 'report';
  const day = parameters.asOf ?? parameters.to;
  return day ? `${safeKey}-${day}.${format}` : `${safeKey}.${format}`;
}

const RANGE_FIELDS = ['from', 'to', 'asOf'] as const;
const FILTER_FIELDS = ['branchId', 'productId', 'officerId'] as const;

/**
 * Which parameter's field a refusal belongs next to: the field the server named, else for a
 * range too long the range's end (or its start), for an unknown filter the filter set. What
 * names no field the form shows stays with the report as a whole (null).
 */
export function problemsByField(
  failure: Failure | null,
  shown: readonly string[],
  chosen: ReportParameters,
): Readonly<Record<string, string>> {
  // A field the server named (400 for a from after the to, 422 for an unknown branch).
  if (failure?.status !== 400 && failure?.status !== 422) return {};
  const named = Object.entries(failure.fieldErrors).filter(([field]) => shown.includes(field));
  if (named.length > 0) return Object.fromEntries(named);
  const candidates: readonly string[] =
    failure.code === 'report_range_too_long'
      ? RANGE_FIELDS.filter((field) => shown.includes(field))
      : failure.code === 'report_parameter_unknown'
        ? FILTER_FIELDS.filter((field) => shown.includes(field) && chosen[field])
        : [];
  const field = candidates[0];
  return field ? { [field]: failure.message } : {};
}
