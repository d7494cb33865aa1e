import * as config from '../../config.api';
import { any, type CallRow } from './call-rows';

/** The config module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  getConfig: [(api) => config.getConfig(api, 'forms'), 'GET', '/api/config/forms'],
  saveConfig: [(api) => config.saveConfig(api, 'forms', any), 'POST', '/api/config/forms'],
};
