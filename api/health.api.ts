import { type Api, call } from './client';
import type { components } from './schema.gen';

export type Health = components['schemas']['Health'];

export function getHealth(api: Api): Promise<Health> {
  return call(api.http.GET('/health'));
}
