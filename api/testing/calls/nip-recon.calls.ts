import * as nipRecon from '../../nip-recon.api';
import { any, type CallRow } from './call-rows';

/** The nip-recon module's calls: each operation it wraps, with the request it must send. */
export const CALLS: Record<string, CallRow> = {
  createNipReconRun: [(api) => nipRecon.createNipReconRun(api, any), 'POST', '/api/nip/recon/runs'],
  listNipReconRuns: [(api) => nipRecon.listNipReconRuns(api), 'GET', '/api/nip/recon/runs'],
  getNipReconRun: [(api) => nipRecon.getNipReconRun(api, 'r-1'), 'GET', '/api/nip/recon/runs/r-1'],
  listNipReconItems: [
    (api) => nipRecon.listNipReconItems(api, 'r-1'),
    'GET',
    '/api/nip/recon/runs/r-1/items',
  ],
  resolveNipReconItem: [
    (api) => nipRecon.resolveNipReconItem(api, 'i-1', any),
    'POST',
    '/api/nip/recon/items/i-1/resolve',
  ],
};
