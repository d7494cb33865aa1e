import type { ReactNode } from 'react';
import { notice } from './notice.css';

/** An inline message. Failures are alerts, so screen readers announce them as they appear. */
export function Notice({
  tone,
  children,
}: {
  tone: 'danger' | 'warning' | 'success' | 'info';
  children: ReactNode;
}) {
  const role = tone === 'danger' ? 'alert' : 'status';
  return (
    <div role={role} className={notice({ tone })}>
      {children}
    </div>
  );
}
