import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { listLoanOfficers } from '../../../api/loans.api';
import { useActors } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';

export interface OfficerChoice {
  readonly value: string;
  readonly label: string;
}

/**
 * The people who may be a loan's officer, as select options by name, the signed-in user marked
 * "(me)". Until the list answers (or if it cannot), the user alone is offered, so "mine" always
 * works.
 */
export function useOfficerChoices(): readonly OfficerChoice[] {
  const { session } = useActors();
  const userId = useSelector(session, (snapshot) => snapshot.context.user?.id);
  const userName = useSelector(session, (snapshot) => snapshot.context.user?.fullName);
  const { data: officers } = useApiQuery(listLoanOfficers);
  return useMemo(() => {
    const me = typeof userId === 'string' ? userId : null;
    const named = (officers ?? []).map((officer) => ({
      value: officer.id,
      label: officer.id === me ? `${officer.fullName} (me)` : officer.fullName,
    }));
    if (me === null || named.some((choice) => choice.value === me)) return named;
    return [
      { value: me, label: `${typeof userName === 'string' ? userName : 'Me'} (me)` },
      ...named,
    ];
  }, [officers, userId, userName]);
}
