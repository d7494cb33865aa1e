import { useSelector } from '@xstate/react';
import { useActors } from './app-actor';

/** The header's branch: its id (null is all branches), its name, and whether it is known yet. */
export function useHeaderBranch() {
  const { branch } = useActors();
  const activeBranchId = useSelector(branch, (snapshot) => snapshot.context.activeBranchId);
  const branches = useSelector(branch, (snapshot) => snapshot.context.branches);
  const settled = useSelector(
    branch,
    (snapshot) => !snapshot.matches('idle') && !snapshot.matches('loading'),
  );
  const name = activeBranchId
    ? (branches.find((item) => item.id === activeBranchId)?.name ?? activeBranchId)
    : 'All branches';
  return { activeBranchId, settled, name };
}

export type HeaderBranch = ReturnType<typeof useHeaderBranch>;
