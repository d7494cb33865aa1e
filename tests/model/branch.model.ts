import type { Branch } from '../../api/branches.api';
import { branchMachine } from '../../machines/branch.machine';
import { ALL_BRANCHES_SAVED } from '../../policies/active-branch';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

const branch = (id: string, name: string): Branch => ({
  id,
  code: id.slice(3).toUpperCase(),
  name,
  status: 'ACTIVE',
});

export const BRANCHES: Branch[] = [
  branch('br-ikeja', 'Ikeja'),
  branch('br-yaba', 'Yaba'),
  branch('br-lekki', 'Lekki'),
];

const LOAD_ID = invokeId(branchMachine, 'loading');

export const BRANCH_EVENTS = {
  loadForYabaUser: { type: 'branch.load', userBranchId: 'br-yaba' },
  loadForHeadOffice: { type: 'branch.load', userBranchId: null },
  loaded: doneEvent(LOAD_ID, BRANCHES),
  loadedNone: doneEvent(LOAD_ID, []),
  loadFailed: errorEvent(LOAD_ID, new Error('Network error')),
  selectLekki: { type: 'branch.select', branchId: 'br-lekki' },
  selectAll: { type: 'branch.select', branchId: null },
  selectUnlisted: { type: 'branch.select', branchId: 'br-closed' },
  reset: { type: 'branch.reset' },
} as const;

/** What `activeBranchId` held on arrival: a listed branch, a closed one, 'All branches', nothing. */
export const SAVED_BRANCH_IDS = ['br-lekki', 'br-closed', ALL_BRANCHES_SAVED, null] as const;

export const BRANCH_TRAVERSALS: readonly Traversal[] = SAVED_BRANCH_IDS.map((savedBranchId) => ({
  events: Object.values(BRANCH_EVENTS),
  input: { savedBranchId },
}));
