import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { NavigationAccess } from '../../machines/navigation.machine';
import { useActors } from './app-actor';

/**
 * Keeps the navigation chart told of the browser's location and of who is signed in. Access is
 * ready once the saved session has been read and, for a signed-in user, the license has loaded
 * (or failed over to the saved features), so no page shows before its checks can be made.
 */
export function useNavigationFeed(): void {
  const { navigation, session, license, activeRole } = useActors();
  const [pathname] = useLocation();
  const search = useSearch();
  const { ready, token, user } = useSelector(session, (snapshot) => snapshot.context);
  const licenseSettled = useSelector(license, (snapshot) => snapshot.matches('loaded'));
  const licenseFeatures = useSelector(license, (snapshot) => snapshot.context.features);
  const chosenRole = useSelector(activeRole, (snapshot) => snapshot.context.activeRole);

  useEffect(() => {
    navigation.send({
      type: 'navigation.locationChanged',
      pathname,
      search: search ? `?${search}` : '',
    });
  }, [navigation, pathname, search]);

  useEffect(() => {
    const access: NavigationAccess = {
      ready: ready && (token === null || licenseSettled),
      token,
      user,
      activeRole: chosenRole,
      licenseFeatures,
    };
    navigation.send({ type: 'navigation.accessChanged', access });
  }, [navigation, ready, token, user, chosenRole, licenseSettled, licenseFeatures]);
}
