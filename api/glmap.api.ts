import { type Api, call } from './client';
import type { components } from './schema.gen';

export type GlMapping = components['schemas']['GlMapping'];
export type GlMappingSaveRequest = components['schemas']['GlMappingSaveRequest'];

export async function listGlMappings(api: Api): Promise<GlMapping[]> {
  return (await call(api.http.GET('/glmap'))).items;
}

export function saveGlMapping(api: Api, body: GlMappingSaveRequest): Promise<GlMapping> {
  return call(api.http.POST('/glmap', { body }));
}
