import { assign, fromPromise, setup } from 'xstate';
import type { Branch } from '../api/branches.api';
import { ALL_BRANCHES_SAVED, chooseActiveBranch } from '../policies/active-branch';

export interface BranchContext {
  branches: readonly Branch[];
  /** Null is 'All branches' (or no branch at all when the list is empty). */
  activeBranchId: string | null;
  /** What was saved under `activeBranchId`; null when nothing was. */
  savedBranchId: string | null;
  /** The signed-in user's own branch, the default choice. */
  userBranchId: string | null;
}

export type BranchEvent =
  | { type: 'branch.load'; userBranchId: string | null }
  | { type: 'branch.select'; branchId: string | null }
  | { type: 'branch.reset' };

const branchIds = (branches: readonly Branch[]) =>
  branches.map((branch) => branch.id).filter((id): id is string => typeof id === 'string');

/**
 * The branch the user works in (SPEC.md section 4): loads the branches, defaults to the saved
 * choice, else the user's branch, else the first. If the list fails to load it is cleared and no
 * branch is active. Reset on sign-out. Persisted under `activeBranchId`.
 */
export const branchMachine = setup({
  types: {
    context: {} as BranchContext,
    events: {} as BranchEvent,
    input: {} as { savedBranchId?: string | null },
  },
  actors: {
    loadBranches: fromPromise<Branch[]>(async () => {
      throw new Error('loadBranches must be provided.');
    }),
  },
  actions: {
    saveActiveBranch: (_, _params: { saved: string | null }) => {},
  },
  guards: {
    isListed: ({ context, event }) => {
      const { branchId } = event as { branchId: string | null };
      return branchId === null || branchIds(context.branches).includes(branchId);
    },
  },
}).createMachine({
  id: 'branch',
  initial: 'idle',
  context: ({ input }) => ({
    branches: [],
    activeBranchId: null,
    savedBranchId: input.savedBranchId ?? null,
    userBranchId: null,
  }),
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'loadBranches',
        src: 'loadBranches',
        onDone: {
          target: 'loaded',
          actions: assign(({ context, event }) => ({
            branches: event.output,
            activeBranchId: chooseActiveBranch(
              branchIds(event.output),
              context.savedBranchId,
              context.userBranchId,
            ),
          })),
        },
        onError: { target: 'failed', actions: assign({ branches: [], activeBranchId: null }) },
      },
    },
    loaded: {
      on: {
        'branch.select': {
          guard: 'isListed',
          actions: [
            assign(({ event }) => ({
              activeBranchId: event.branchId,
              savedBranchId: event.branchId ?? ALL_BRANCHES_SAVED,
            })),
            {
              type: 'saveActiveBranch',
              params: ({ context }) => ({ saved: context.savedBranchId }),
            },
          ],
        },
      },
    },
    failed: {},
  },
  on: {
    'branch.load': {
      target: '.loading',
      actions: assign({ userBranchId: ({ event }) => event.userBranchId }),
    },
    'branch.reset': {
      target: '.idle',
      actions: [
        assign({ branches: [], activeBranchId: null, savedBranchId: null, userBranchId: null }),
        { type: 'saveActiveBranch', params: { saved: null } },
      ],
    },
  },
});
