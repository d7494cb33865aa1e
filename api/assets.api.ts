import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type Asset = components['schemas']['Asset'];
export type AssetDetail = components['schemas']['AssetDetail'];
export type AssetList = components['schemas']['AssetList'];
export type AssetStatus = components['schemas']['AssetStatus'];
export type AssetCreateRequest = components['schemas']['AssetCreateRequest'];
export type AssetDisposeRequest = components['schemas']['AssetDisposeRequest'];
export type AssetBulkResult = components['schemas']['AssetBulkResult'];
export type DepreciationRun = components['schemas']['DepreciationRun'];
export type BulkUploadRequest = components['schemas']['BulkUploadRequest'];
export type AssetQuery = NonNullable<operations['listAssets']['parameters']['query']>;

export function listAssets(api: Api, query: AssetQuery = {}): Promise<AssetList> {
  return call(api.http.GET('/finance/assets', { params: { query } }));
}

export function getAsset(api: Api, id: string): Promise<AssetDetail> {
  return call(api.http.GET('/finance/assets/{id}', { params: { path: { id } } }));
}

export function createAsset(api: Api, body: AssetCreateRequest): Promise<Asset> {
  return call(api.http.POST('/finance/assets', { body }));
}

export function bulkCreateAssets(api: Api, body: BulkUploadRequest): Promise<AssetBulkResult> {
  return call(api.http.POST('/finance/assets/bulk', { body }));
}

export function depreciateAsset(
  api: Api,
  id: string,
  body: { upTo?: string },
  idempotencyKey: string,
): Promise<AssetDetail> {
  return call(
    api.http.POST('/finance/assets/{id}/depreciate', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}

export function disposeAsset(
  api: Api,
  id: string,
  body: AssetDisposeRequest,
  idempotencyKey: string,
): Promise<AssetDetail> {
  return call(
    api.http.POST('/finance/assets/{id}/dispose', {
      params: { path: { id }, header: { 'Idempotency-Key': idempotencyKey } },
      body,
    }),
  );
}

export function createDepreciationRun(api: Api, upTo: string): Promise<DepreciationRun> {
  return call(api.http.POST('/finance/assets/depreciation-runs', { body: { upTo } }));
}

export function getDepreciationRun(api: Api, id: string): Promise<DepreciationRun> {
  return call(api.http.GET('/finance/assets/depreciation-runs/{id}', { params: { path: { id } } }));
}
