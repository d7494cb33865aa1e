import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { useActors } from './app-actor';

/** A branch's name from the header's list of branches; head office has none. */
export function useBranchName(): (id: string | null) => string {
  const branches = useSelector(useActors().branch, (snapshot) => snapshot.context.branches);
  return useCallback(
    (id: string | null) =>
      id === null
        ? 'Head office'
        : (branches.find((branch) => branch.id === id)?.name ?? 'Unknown branch'),
    [branches],
  );
}
