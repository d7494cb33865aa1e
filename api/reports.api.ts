import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

type Schemas = components['schemas'];
export type TrialBalance = Schemas['TrialBalance'];
export type ReportDefinition = Schemas['ReportDefinition'];
export type ReportResult = Schemas['ReportResult'];
export type ReportColumn = Schemas['ReportColumn'];
export type ReportChart = Schemas['ReportChart'];
export type ReportParameter = Schemas['ReportParameter'];
export type ReportQuery = Omit<
  NonNullable<operations['runReport']['parameters']['query']>,
  'format'
>;
export type ReportFileFormat = 'csv' | 'xlsx' | 'pdf';

export function getTrialBalance(api: Api, asOf?: string): Promise<TrialBalance> {
  return call(api.http.GET('/ledger/trial-balance', { params: { query: asOf ? { asOf } : {} } }));
}

/** The same trial balance as CSV text, for a download. */
export function exportTrialBalanceCsv(api: Api, asOf?: string): Promise<string> {
  return call(
    api.http.GET('/ledger/trial-balance.csv', {
      params: { query: asOf ? { asOf } : {} },
      parseAs: 'text',
    }),
  ) as Promise<string>;
}

export function listReports(api: Api): Promise<Schemas['ReportCatalogue']> {
  return call(api.http.GET('/reports'));
}

export function runReport(api: Api, key: string, query: ReportQuery = {}): Promise<ReportResult> {
  return call(
    api.http.GET('/reports/{key}', { params: { path: { key }, query } }),
  ) as Promise<ReportResult>;
}

/** The whole report as a file, for a download. */
export function downloadReport(
  api: Api,
  key: string,
  format: ReportFileFormat,
  query: ReportQuery = {},
): Promise<Blob> {
  return call(
    api.http.GET('/reports/{key}', {
      params: { path: { key }, query: { ...query, format } },
      parseAs: 'blob',
    }),
  ) as Promise<Blob>;
}
