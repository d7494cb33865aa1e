import type { components } from '../../api/schema.gen';
import type { TenantTx } from '../db/tenant-scope';

type Schemas = components['schemas'];
export type ReportParameterName = Schemas['ReportParameter'];
export type ReportGroup = Schemas['ReportGroup'];
export type ReportColumn = Schemas['ReportColumn'];
export type ReportChart = Schemas['ReportChart'];
export type ReportCell = string | number | null;
export type ReportRow = Record<string, ReportCell>;

/** The permission (besides reports.dynamic.view, which opens every report) a report asks for. */
export type ReportPermission =
  | readonly ['report.view.mis', 'report.view.regulatory']
  | readonly ['report.view.branch']
  | readonly ['report.view.audit'];

export const FINANCIAL = ['report.view.mis', 'report.view.regulatory'] as const;
export const BRANCH = ['report.view.branch'] as const;
export const AUDIT = ['report.view.audit'] as const;

/**
 * The parameters a report runs with, defaults filled in: `asOf` is the processing date unless
 * given, `from` the first of its month, `to` the `asOf`. `branchIds` is the caller's branch scope
 * (null: every branch) for the branch reports, which show only the branches the caller serves.
 */
export interface ReportParams {
  readonly asOf: string;
  readonly from: string;
  readonly to: string;
  readonly branchId?: string | undefined;
  readonly productId?: string | undefined;
  readonly officerId?: string | undefined;
  readonly branchIds: readonly string[] | null;
}

/** What a report's query answers: every row (at most the limit, plus one to tell it is over). */
export interface ReportRows {
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  /** Named totals of every row, in kobo for money (`totalDebitKobo`, `assetsKobo`, ...). */
  readonly totals: Readonly<Record<string, number>>;
}

/**
 * One report of the catalogue. `run` only reads, with bounded queries: it answers at most
 * `rowLimit + 1` rows, so the reports center can tell a report that is over its limit.
 */
export interface ReportDefinition {
  readonly key: string;
  readonly name: string;
  readonly group: ReportGroup;
  readonly description: string;
  readonly parameters: readonly ReportParameterName[];
  readonly requiredParameters: readonly ReportParameterName[];
  /** The longest from–to range it takes; null when it takes no range. */
  readonly maxRangeDays: number | null;
  readonly permission: ReportPermission;
  readonly chart?: ReportChart;
  /** Wide reports are printed on landscape pages. */
  readonly landscape?: boolean;
  run(t: TenantTx, params: ReportParams, rowLimit: number): Promise<ReportRows>;
}

/** A column; the kind tells screens and files how to show the cell (MONEY cells are kobo). */
export const column = (
  key: string,
  label: string,
  kind: ReportColumn['kind'] = 'TEXT',
): ReportColumn => ({ key, label, kind });

/** The sum of one money column over rows. */
export function sumOf(rows: readonly ReportRow[], key: string): number {
  return rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
}

/** A share as the contract's PERCENT text, two decimals ("12.50"); null when there is no whole. */
export function percentText(partKobo: number, wholeKobo: number): string | null {
  if (wholeKobo === 0) return null;
  // Basis points in integers, rounded half up, so no float meets an amount.
  const bps = Math.round((partKobo * 10_000) / wholeKobo);
  const sign = bps < 0 ? '-' : '';
  const abs = Math.abs(bps);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
