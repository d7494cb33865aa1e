import { useEffect, useState } from 'react';
import { isApiError } from '../api/api-error';
import type { Api } from '../api/client';
import { getHealth, type Health } from '../api/health.api';

type Status =
  | { kind: 'checking' }
  | { kind: 'up'; health: Health }
  | { kind: 'down'; message: string };

/**
 * The first screen of the foundation release: it proves the browser, the typed
 * client and the API server talk to each other. The console shell replaces it.
 */
export function StatusPage({ api }: { api: Api }) {
  const [status, setStatus] = useState<Status>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    getHealth(api).then(
      (health) => live && setStatus({ kind: 'up', health }),
      (error: unknown) =>
        live &&
        setStatus({ kind: 'down', message: isApiError(error) ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <main style={{ maxWidth: 480, padding: 32, textAlign: 'center' }}>
      <h1 style={{ fontSize: 28, marginBottom: 8 }}>Kobo Back Office</h1>
      <p style={{ opacity: 0.75 }}>Banking and lending administration for Nigerian banks.</p>
      <p role="status" aria-live="polite">
        {status.kind === 'checking' && 'Checking the service…'}
        {status.kind === 'up' &&
          `Service status: ${status.health.status} (version ${status.health.version})`}
        {status.kind === 'down' && `Service unavailable: ${status.message}`}
      </p>
    </main>
  );
}
