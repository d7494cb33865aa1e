import { serviceStatusMachine } from '../../machines/service-status.machine';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

// The events of service-status.model.test.ts, with the ids read from the chart, for the report.
const CHECK_ID = invokeId(serviceStatusMachine, 'checking');
const RETRY_AFTER = serviceStatusMachine.root.states.down?.after[0]?.eventType ?? 'no delay';

export const SERVICE_STATUS_TRAVERSALS: readonly Traversal[] = [
  {
    events: [
      doneEvent(CHECK_ID, { status: 'ok', version: '0.1.0', time: '2026-11-21T09:00:00.000Z' }),
      errorEvent(CHECK_ID, new Error('Network error')),
      { type: RETRY_AFTER },
      { type: 'serviceStatus.retry' },
    ],
  },
];
