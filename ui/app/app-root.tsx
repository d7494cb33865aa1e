import { lazy, Suspense } from 'react';
import { CHANGE_PASSWORD_PATH, LOGIN_PATH } from '../../policies/routes';
import { LoadingWorkspace } from '../pages/loading-workspace';
import { NotFoundPage } from '../pages/not-found-page';
import { useNavigation, useSession } from './app-actor';
import { ErrorBoundary } from './error-boundary';
import { useNavigationFeed } from './navigation-feed';
import { RecordLinksContext } from './record-links';
import { pageFor, RECORD_LINKS } from './route-pages';

// The shell carries radix-ui and the menus; the sign-in page needs neither.
const Shell = lazy(() => import('../shell/shell'));
const SignInPage = lazy(() => import('../pages/sign-in/sign-in-page'));
const AccessRestrictedPage = lazy(() => import('../pages/access-restricted-page'));

/** Renders what the navigation chart decided for the current location. */
export function AppRoot() {
  useNavigationFeed();
  return (
    <ErrorBoundary>
      <Suspense fallback={<LoadingWorkspace />}>
        <CurrentScreen />
      </Suspense>
    </ErrorBoundary>
  );
}

function CurrentScreen() {
  const navigation = useNavigation();
  const { token, user } = useSession().context;
  const signedIn = token !== null;
  const { decision } = navigation.context;
  if (navigation.matches('notFound')) {
    return signedIn ? (
      <Shell>
        <NotFoundPage />
      </Shell>
    ) : (
      <NotFoundPage standalone />
    );
  }
  if (navigation.matches('denied') && decision?.kind === 'denied') {
    return (
      <Shell>
        <AccessRestrictedPage missing={decision.missing} />
      </Shell>
    );
  }
  if (!navigation.matches('showing') || decision?.kind !== 'show') {
    return <LoadingWorkspace />;
  }
  const { route, params } = decision;
  if (route.path === LOGIN_PATH) return <SignInPage />;
  const Page = pageFor(route);
  // Keyed by the record it shows, so a link from one record to another of its kind (a deposit
  // to the one it rolled into) loads the new record instead of keeping the first one's state.
  const page = <Page key={JSON.stringify(params)} route={route} params={params} />;
  // A user who must change the password sees that page alone, with nowhere else to go.
  const held = route.path === CHANGE_PASSWORD_PATH && user?.mustChangePassword === true;
  return (
    <RecordLinksContext.Provider value={RECORD_LINKS}>
      <Shell held={held}>{page}</Shell>
    </RecordLinksContext.Provider>
  );
}
