import { type License, normaliseLicense } from '../policies/license';
import { type Api, call } from './client';

/** The tenant's license, unwrapped from `{ value }` and with features upper-cased. */
export async function getLicense(api: Api): Promise<License> {
  return normaliseLicense(await call(api.http.GET('/admin/license')));
}
