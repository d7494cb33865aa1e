import type { Area } from '../area';
import { BRANCHES_ERRORS } from './branches.errors';
import { branchHandlers } from './branches.handlers';
import { seedDemoBranches } from './branches.seed';

export const branchesArea: Area = {
  name: 'Branches',
  errors: BRANCHES_ERRORS,
  handlers: branchHandlers,
  seedDemo: seedDemoBranches,
};
