import type { ReactNode } from 'react';
import { useActors } from '../app/app-actor';
import { Button } from '../components/button';
import { ToastProvider } from '../components/toast';
import * as styles from './shell.css';

/**
 * The frame for a user who must change the password first: the change-password page alone, with
 * a way to sign out, since every other page sends them back here (SPEC.md section 2).
 */
export default function PasswordHold({ children }: { children: ReactNode }) {
  const { session } = useActors();
  return (
    <ToastProvider>
      <main className={styles.hold}>
        <div className={styles.holdPanel}>
          <div className={styles.holdTop}>
            <strong>Kobo Back Office</strong>
            <Button size="small" onClick={() => session.send({ type: 'session.logout' })}>
              Sign Out
            </Button>
          </div>
          {children}
        </div>
      </main>
    </ToastProvider>
  );
}
