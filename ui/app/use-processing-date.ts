import { useSelector } from '@xstate/react';
import { licenseProcessingDate } from '../../policies/license';
import { useActors } from './app-actor';

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
