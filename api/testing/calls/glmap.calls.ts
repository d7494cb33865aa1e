import * as glmap from '../../glmap.api';
import { any, type CallRow } from './call-rows';

/** The glmap module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  listGlMappings: [(api) => glmap.listGlMappings(api), 'GET', '/api/glmap'],
  saveGlMapping: [(api) => glmap.saveGlMapping(api, any), 'POST', '/api/glmap'],
};
