import type { Area } from '../area';
import { branchHandlers } from './branches.handlers';
import { seedDemoBranches } from './branches.seed';

export const branchesArea: Area = {
  name: 'Branches',
  handlers: branchHandlers,
  seedDemo: seedDemoBranches,
};
