import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { type GlAccount, listGlAccounts } from '../../../api/coa.api';
import type { Failure } from '../../../machines/failure';
import { licenseProcessingDate } from '../../../policies/license';
import { useActors } from '../../app/app-actor';
import { useApiQuery } from '../../app/use-api-query';

/**
 * The tenant's processing date (YYYY-MM-DD) as the header shows it: the license's, else the
 * signed-in user's; null when neither says.
 */
export function useProcessingDate(): string | null {
  const { session, license } = useActors();
  const user = useSelector(session, (snapshot) => snapshot.context.user);
  const current = useSelector(license, (snapshot) => snapshot.context.license);
  const date = (current && licenseProcessingDate(current)) ?? user?.processingDate ?? null;
  return date ? date.slice(0, 10) : null;
}

export interface GlAccounts {
  readonly accounts: readonly GlAccount[];
  readonly loading: boolean;
  readonly failure: Failure | null;
  readonly reload: () => void;
}

/** The whole chart of accounts, loaded once per page through the generic query chart. */
export function useGlAccounts(): GlAccounts {
  const { snapshot, send, data } = useApiQuery(listGlAccounts);
  const reload = useCallback(() => send({ type: 'query.reload' }), [send]);
  return {
    accounts: data ?? [],
    loading: snapshot.matches('loading'),
    failure: snapshot.matches('failed') ? snapshot.context.failure : null,
    reload,
  };
}
