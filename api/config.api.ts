import { type Api, call } from './client';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type ConfigKey = Schemas['ConfigKey'];
export type ConfigEntry = Schemas['ConfigEntry'];

export function getConfig(api: Api, key: ConfigKey): Promise<ConfigEntry> {
  return call(api.http.GET('/config/{key}', { params: { path: { key } } }));
}

export function saveConfig(
  api: Api,
  key: ConfigKey,
  value: Schemas['ConfigSaveRequest']['value'],
): Promise<ConfigEntry> {
  return call(api.http.POST('/config/{key}', { params: { path: { key } }, body: { value } }));
}
