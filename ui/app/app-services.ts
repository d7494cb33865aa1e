import { fromPromise } from 'xstate';
import { login, logout } from '../../api/auth.api';
import { listBranches } from '../../api/branches.api';
import type { Api } from '../../api/client';
import { getLicense } from '../../api/license.api';
import { activeRoleMachine } from '../../machines/active-role.machine';
import { appMachine } from '../../machines/app.machine';
import { branchMachine } from '../../machines/branch.machine';
import { licenseMachine } from '../../machines/license.machine';
import { navigationMachine } from '../../machines/navigation.machine';
import { sessionMachine } from '../../machines/session.machine';
import { sidebarMachine } from '../../machines/sidebar.machine';
import { themeMachine } from '../../machines/theme.machine';
import { STORAGE_KEYS } from '../../policies/constants';
import {
  type KeyValueStore,
  readSavedSession,
  writeOrRemove,
  writeSession,
} from './browser-storage';

export interface Browser {
  readonly store: KeyValueStore;
  /** Replaces the current history entry, so a redirect leaves no step for Back to return to. */
  readonly navigate: (to: string) => void;
}

/** The root machine with the browser's storage, history and the API wired in by name. */
export function createAppMachine(api: Api, browser: Browser) {
  const { store } = browser;
  return appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          restoreSession: fromPromise(async () => readSavedSession(store)),
          login: fromPromise(({ input }) => login(api, input)),
          logout: fromPromise(() => logout(api)),
        },
        actions: {
          storeSession: (_, { session }) => {
            api.setCredentials({ token: session.token, sessionTenantId: session.tenantId });
            writeSession(store, session);
          },
        },
      }),
      license: licenseMachine.provide({
        actors: { loadLicense: fromPromise(() => getLicense(api)) },
        actions: {
          saveFeatures: (_, { features }) =>
            store.setItem(STORAGE_KEYS.features, JSON.stringify(features)),
        },
      }),
      branch: branchMachine.provide({
        actors: { loadBranches: fromPromise(() => listBranches(api)) },
        actions: {
          saveActiveBranch: (_, { saved }) =>
            writeOrRemove(store, STORAGE_KEYS.activeBranchId, saved),
        },
      }),
      activeRole: activeRoleMachine.provide({
        actions: {
          saveActiveRole: (_, { role }) => writeOrRemove(store, STORAGE_KEYS.activeRole, role),
        },
      }),
      theme: themeMachine.provide({
        actions: { saveTheme: (_, { theme }) => store.setItem(STORAGE_KEYS.theme, theme) },
      }),
      sidebar: sidebarMachine.provide({
        actions: {
          saveCollapsed: (_, { collapsed }) =>
            store.setItem(STORAGE_KEYS.sidebarCollapsed, String(collapsed)),
        },
      }),
      navigation: navigationMachine.provide({
        actions: { navigate: (_, { to }) => browser.navigate(to) },
      }),
    },
  });
}
