import { licenseMachine } from '../../machines/license.machine';
import { normaliseLicense } from '../../policies/license';
import { doneEvent, errorEvent, invokeId, type Traversal } from './path-coverage';

/** What an earlier visit saved under `features`, written loosely on purpose. */
export const SAVED_FEATURES = ['accounts', ' loans ', 'ACCOUNTS'];

export const LICENSE = normaliseLicense({
  value: {
    allowed: true,
    verified: true,
    tenantId: 'ikeja-mfb',
    features: ['ACCOUNTS', 'NIP', 'LOANS'],
    tenant: { id: 'ikeja-mfb', name: 'Ikeja Microfinance Bank', processingDate: '2026-11-20' },
  },
});

/** A license an administrator installs from the License page. */
export const INSTALLED = normaliseLicense({
  allowed: true,
  verified: true,
  tenantId: 'ikeja-mfb',
  features: ['ACCOUNTS', 'NIP', 'LOANS', 'REPORTS'],
  status: 'trial',
  trialExpiresAt: '2026-12-31',
});

const LOAD_ID = invokeId(licenseMachine, 'loading');

export const LICENSE_EVENTS = {
  load: { type: 'license.load' },
  loaded: doneEvent(LOAD_ID, LICENSE),
  loadFailed: errorEvent(LOAD_ID, new Error('Network error')),
  installed: { type: 'license.installed', license: INSTALLED },
  reset: { type: 'license.reset' },
} as const;

export const LICENSE_TRAVERSALS: readonly Traversal[] = [
  { events: Object.values(LICENSE_EVENTS), input: { savedFeatures: SAVED_FEATURES } },
  // A first visit: nothing saved yet.
  { events: Object.values(LICENSE_EVENTS), input: {} },
];
