import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type DepreciationMethod = Schemas['DepreciationMethod'];
export type DepreciationPreviewRequest = Schemas['DepreciationPreviewRequest'];
export type DepreciationPreview = Schemas['DepreciationPreview'];
export type CapitalOverview = Schemas['CapitalOverview'];
export type CapitalAccount = Schemas['CapitalAccount'];
export type CapitalMovement = Schemas['CapitalMovement'];
export type PendingCapitalInjection = Schemas['PendingCapitalInjection'];

export function previewDepreciation(
  api: Api,
  body: DepreciationPreviewRequest,
): Promise<DepreciationPreview> {
  return call(api.http.POST('/finance/assets/depreciation-preview', { body }));
}

/** The equity accounts over a period (dates YYYY-MM-DD), their movements and pending injections. */
export function getCapital(
  api: Api,
  period: { from?: string; to?: string } = {},
): Promise<CapitalOverview> {
  return call(api.http.GET('/finance/capital', { params: { query: period } }));
}
