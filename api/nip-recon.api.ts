import { type Api, call } from './client';
import type { components, operations } from './schema.gen';

export type NipReconRun = components['schemas']['NipReconRun'];
export type NipReconRunPage = components['schemas']['NipReconRunPage'];
export type NipReconItem = components['schemas']['NipReconItem'];
export type NipReconItemPage = components['schemas']['NipReconItemPage'];
export type NipReconResult = components['schemas']['NipReconResult'];
export type NipReconRunRequest = components['schemas']['NipReconRunRequest'];
export type NipReconResolveRequest = components['schemas']['NipReconResolveRequest'];
export type NipReconRunQuery = NonNullable<operations['listNipReconRuns']['parameters']['query']>;
export type NipReconItemQuery = NonNullable<operations['listNipReconItems']['parameters']['query']>;

export function createNipReconRun(api: Api, body: NipReconRunRequest): Promise<NipReconRun> {
  return call(api.http.POST('/nip/recon/runs', { body }));
}

export function listNipReconRuns(api: Api, query: NipReconRunQuery = {}): Promise<NipReconRunPage> {
  return call(api.http.GET('/nip/recon/runs', { params: { query } }));
}

export function getNipReconRun(api: Api, id: string): Promise<NipReconRun> {
  return call(api.http.GET('/nip/recon/runs/{id}', { params: { path: { id } } }));
}

export function listNipReconItems(
  api: Api,
  id: string,
  query: NipReconItemQuery = {},
): Promise<NipReconItemPage> {
  return call(api.http.GET('/nip/recon/runs/{id}/items', { params: { path: { id }, query } }));
}

export function resolveNipReconItem(
  api: Api,
  id: string,
  body: NipReconResolveRequest,
): Promise<NipReconItem> {
  return call(api.http.POST('/nip/recon/items/{id}/resolve', { params: { path: { id } }, body }));
}
