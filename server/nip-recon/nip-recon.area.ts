import { laterArea } from '../area';

/** The NIP settlement reconciliation: the switch's report matched with our transfers. */
export const nipReconArea = laterArea('NIP reconciliation', [
  'createNipReconRun',
  'listNipReconRuns',
  'getNipReconRun',
  'listNipReconItems',
  'resolveNipReconItem',
]);
