import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { Api } from '../api/client';
import { getHealth } from '../api/health.api';
import { serviceStatusMachine } from '../machines/service-status.machine';

/**
 * The first screen of the foundation release: it proves the browser, the typed
 * client and the API server talk to each other. The console shell replaces it.
 */
export function StatusPage({ api }: { api: Api }) {
  const machine = useMemo(
    () =>
      serviceStatusMachine.provide({
        actors: { checkHealth: fromPromise(() => getHealth(api)) },
      }),
    [api],
  );
  const [snapshot, send] = useMachine(machine);
  const { health, message } = snapshot.context;

  return (
    <main style={{ maxWidth: 480, padding: 32, textAlign: 'center' }}>
      <h1 style={{ fontSize: 28, marginBottom: 8 }}>Kobo Back Office</h1>
      <p style={{ opacity: 0.75 }}>Banking and lending administration for Nigerian banks.</p>
      <p role="status" aria-live="polite">
        {snapshot.matches('checking') && 'Checking the service…'}
        {snapshot.matches('up') && `Service status: ${health?.status} (version ${health?.version})`}
        {snapshot.matches('down') && `Service unavailable: ${message}`}
      </p>
      {snapshot.matches('down') && (
        <button type="button" onClick={() => send({ type: 'serviceStatus.retry' })}>
          Try again
        </button>
      )}
    </main>
  );
}
