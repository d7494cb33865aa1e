import { assign, fromPromise, setup } from 'xstate';
import { type License, normaliseFeatures } from '../policies/license';

export interface LicenseContext {
  license: License | null;
  /** The features in force: the license's, or the saved ones when the call failed. */
  features: readonly string[];
  /** Features saved from the last license read (local storage key `features`). */
  savedFeatures: readonly string[];
}

export type LicenseEvent =
  | { type: 'license.load' }
  | { type: 'license.installed'; license: License }
  | { type: 'license.reset' };

/**
 * The tenant's license (SPEC.md section 4): loading, then loaded. When the call fails the saved
 * features are used without notice, so a flaky network neither locks staff out nor nags them.
 */
export const licenseMachine = setup({
  types: {
    context: {} as LicenseContext,
    events: {} as LicenseEvent,
    input: {} as { savedFeatures?: readonly string[] },
  },
  actors: {
    loadLicense: fromPromise<License>(async () => {
      throw new Error('loadLicense must be provided.');
    }),
  },
  actions: {
    saveFeatures: (_, _params: { features: readonly string[] }) => {},
    useLicense: assign((_, params: { license: License }) => ({
      license: params.license,
      features: params.license.features,
      savedFeatures: params.license.features,
    })),
  },
}).createMachine({
  id: 'license',
  initial: 'idle',
  context: ({ input }) => {
    const savedFeatures = normaliseFeatures(input.savedFeatures);
    return { license: null, features: savedFeatures, savedFeatures };
  },
  states: {
    idle: { on: { 'license.load': 'loading' } },
    loading: {
      invoke: {
        id: 'loadLicense',
        src: 'loadLicense',
        onDone: {
          target: 'loaded',
          actions: [
            { type: 'useLicense', params: ({ event }) => ({ license: event.output }) },
            { type: 'saveFeatures', params: ({ event }) => ({ features: event.output.features }) },
          ],
        },
        onError: {
          target: 'loaded',
          actions: assign(({ context }) => ({ license: null, features: context.savedFeatures })),
        },
      },
    },
    loaded: {
      on: {
        'license.load': 'loading',
        'license.installed': {
          actions: [
            { type: 'useLicense', params: ({ event }) => ({ license: event.license }) },
            { type: 'saveFeatures', params: ({ event }) => ({ features: event.license.features }) },
          ],
        },
      },
    },
  },
  on: {
    'license.reset': { target: '.idle', actions: assign({ license: null }) },
  },
});
