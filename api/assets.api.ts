import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type Asset = Schemas['Asset'];
export type AssetCreateRequest = Schemas['AssetCreateRequest'];

export async function listAssets(api: Api): Promise<Asset[]> {
  return (await call(api.http.GET('/finance/assets'))).items;
}

export function createAsset(api: Api, body: AssetCreateRequest): Promise<Asset> {
  return call(api.http.POST('/finance/assets', { body }));
}

export function bulkCreateAssets(
  api: Api,
  items: AssetCreateRequest[],
): Promise<Schemas['AssetBulkResult']> {
  return call(api.http.POST('/finance/assets/bulk', { body: { items } }));
}

/** Depreciation posts to the ledger, so it carries an idempotency key. */
export function depreciateAsset(
  api: Api,
  id: string,
  body: Schemas['AssetDepreciateRequest'],
  idempotencyKey: string,
): Promise<Asset> {
  return call(
    api.http.POST('/finance/assets/{id}/depreciate', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}
