import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';
import { Header } from './header';
import { LicenseBanner } from './license-banner';
import * as styles from './shell.css';
import { Sidebar } from './sidebar';

/** The signed-in frame: sidebar, license banner, header and the page. */
export default function Shell({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider>
      <ToastProvider>
        <div className={styles.layout}>
          <Sidebar />
          <div className={styles.main}>
            <LicenseBanner />
            <Header />
            <main className={styles.content} id="content">
              {children}
            </main>
          </div>
        </div>
      </ToastProvider>
    </Tooltip.Provider>
  );
}
