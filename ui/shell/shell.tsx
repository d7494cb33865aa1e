import { Tooltip } from 'radix-ui';
import { type ReactNode, Suspense } from 'react';
import { useActors } from '../app/app-actor';
import { Button } from '../components/button';
import { ToastProvider } from '../components/toast';
import { LoadingWorkspace } from '../pages/loading-workspace';
import { Header } from './header';
import { LicenseBanner } from './license-banner';
import * as styles from './shell.css';
import { Sidebar } from './sidebar';

/** What a user held on the change-password page sees instead of the menu and header. */
function HoldBar() {
  const { session } = useActors();
  return (
    <div className={styles.holdBar}>
      <strong>Kobo Back Office</strong>
      <Button size="small" onClick={() => session.send({ type: 'session.logout' })}>
        Sign Out
      </Button>
    </div>
  );
}

/**
 * The signed-in frame: sidebar, license banner, header and the page. `held` is the frame of a
 * user who must change the password (SPEC.md section 2): the page alone and a way to sign out.
 * The page keeps its place in the tree either way, so when the hold lifts the page stays mounted
 * and its confirmation stays on screen.
 */
export default function Shell({ children, held = false }: { children: ReactNode; held?: boolean }) {
  return (
    <Tooltip.Provider>
      <ToastProvider>
        <div className={held ? styles.heldLayout : styles.layout}>
          {held ? null : <Sidebar />}
          <div className={styles.main}>
            {held ? (
              <HoldBar />
            ) : (
              <>
                <LicenseBanner />
                <Header />
              </>
            )}
            <main className={styles.content} id="content">
              {/* A page's code loading keeps the sidebar and header in place. */}
              <Suspense fallback={<LoadingWorkspace />}>{children}</Suspense>
            </main>
          </div>
        </div>
      </ToastProvider>
    </Tooltip.Provider>
  );
}
