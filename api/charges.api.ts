import { type Api, call } from './client';
import type { components } from './schema.gen';

export type Charge = components['schemas']['Charge'];

export async function listCharges(api: Api): Promise<Charge[]> {
  return (await call(api.http.GET('/charges'))).items;
}
