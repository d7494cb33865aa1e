import { type Api, call } from './client';
import type { components } from './schema.gen';

export type TrialBalance = components['schemas']['TrialBalance'];

export function getTrialBalance(api: Api, asOf?: string): Promise<TrialBalance> {
  return call(api.http.GET('/reports/trial-balance', { params: { query: asOf ? { asOf } : {} } }));
}

/** The same trial balance as CSV text, for a download. */
export function exportTrialBalanceCsv(api: Api, asOf?: string): Promise<string> {
  return call(
    api.http.GET('/reports/trial-balance.csv', {
      params: { query: asOf ? { asOf } : {} },
      parseAs: 'text',
    }),
  ) as Promise<string>;
}
